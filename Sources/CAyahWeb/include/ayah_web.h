#ifndef AYAH_WEB_H
#define AYAH_WEB_H
#include <stddef.h>

/// The web page's style sheet (Web/ayah.css), embedded byte for byte at build time (C23 #embed).
const unsigned char *ayah_web_css(size_t *length);

/// The web page's script (Web/ayah.js), embedded byte for byte at build time (C23 #embed).
const unsigned char *ayah_web_js(size_t *length);

/// The page's icon (Web/icon.svg), embedded byte for byte at build time (C23 #embed).
const unsigned char *ayah_web_icon(size_t *length);

/// Noto Nastaliq Urdu subset to the page's Urdu (Web/fonts/, made by scripts/gen-page-fonts; SIL OFL 1.1),
/// installed as share/dailyayah/NotoNastaliqUrdu-page.ttf and mapped on first use; NULL (length 0) when it is
/// missing or not this build's file.
const unsigned char *ayah_web_font_urdu(size_t *length);

/// Noto Sans Bengali subset to the page's Bangla (Web/fonts/, made by scripts/gen-page-fonts; SIL OFL 1.1),
/// installed as share/dailyayah/NotoSansBengali-page.ttf, as the Urdu face.
const unsigned char *ayah_web_font_bengali(size_t *length);

#endif

// The web page's style sheet, script, icon and its Urdu and Bangla fonts, embedded at build time. The paths are relative to this file.
#include "ayah_web.h"

static const unsigned char css[] = {
#embed "../../Web/ayah.css"
};

static const unsigned char js[] = {
#embed "../../Web/ayah.js"
};

static const unsigned char icon[] = {
#embed "../../Web/icon.svg"
};

static const unsigned char nastaliq[] = {
#embed "../../Web/fonts/NotoNastaliqUrdu-page.ttf"
};

static const unsigned char bengali[] = {
#embed "../../Web/fonts/NotoSansBengali-page.ttf"
};

const unsigned char *ayah_web_css(size_t *length) { *length = sizeof css; return css; }
const unsigned char *ayah_web_js(size_t *length) { *length = sizeof js; return js; }
const unsigned char *ayah_web_icon(size_t *length) { *length = sizeof icon; return icon; }
const unsigned char *ayah_web_font_urdu(size_t *length) { *length = sizeof nastaliq; return nastaliq; }
const unsigned char *ayah_web_font_bengali(size_t *length) { *length = sizeof bengali; return bengali; }

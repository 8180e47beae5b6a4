// The web page's style sheet, script and icon, embedded at build time (the paths are relative to this file);
// its Urdu and Bangla faces are installed once in share/dailyayah beside the programs and mapped on first
// use (CAyahData's ayah_files.h), as ayah and ayah-server both serve or write them.
#include "ayah_web.h"
#include "ayah_files.h"

static const unsigned char css[] = {
#embed "../../Web/ayah.css"
};

static const unsigned char js[] = {
#embed "../../Web/ayah.js"
};

static const unsigned char icon[] = {
#embed "../../Web/icon.svg"
};

const unsigned char *ayah_web_css(size_t *length) { *length = sizeof css; return css; }
const unsigned char *ayah_web_js(size_t *length) { *length = sizeof js; return js; }
const unsigned char *ayah_web_icon(size_t *length) { *length = sizeof icon; return icon; }

const unsigned char *ayah_web_font_urdu(size_t *length) {
    int status = 0;
    return ayah_file_bytes(AYAH_FILE_FONT_URDU, length, &status);
}

const unsigned char *ayah_web_font_bengali(size_t *length) {
    int status = 0;
    return ayah_file_bytes(AYAH_FILE_FONT_BENGALI, length, &status);
}

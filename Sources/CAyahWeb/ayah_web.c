// The web page's style sheet and script, embedded at build time. The paths are relative to this file.
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

const unsigned char *ayah_web_css(size_t *length) { *length = sizeof css; return css; }
const unsigned char *ayah_web_js(size_t *length) { *length = sizeof js; return js; }
const unsigned char *ayah_web_icon(size_t *length) { *length = sizeof icon; return icon; }

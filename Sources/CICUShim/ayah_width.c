/* Terminal column width of a single code point. */
#include "ayah_icu_loader.h"
#include "ayah_icu.h"
#include <unicode/uchar.h>

int32_t ayah_scalar_columns(uint32_t cp) {
    UChar32 c = (UChar32)cp;
    if (c >= 0x20 && c < 0x7F) return 1;
    switch (u_charType(c)) {
    case U_NON_SPACING_MARK: case U_ENCLOSING_MARK: case U_FORMAT_CHAR: case U_CONTROL_CHAR:
        return 0;
    default: break;
    }
    if (c == 0x200B || (c >= 0x1160 && c <= 0x11FF) || (c >= 0xD7B0 && c <= 0xD7FF)) return 0;
    int32_t eaw = u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
    if (eaw == U_EA_WIDE || eaw == U_EA_FULLWIDTH) return 2;
    return 1;
}

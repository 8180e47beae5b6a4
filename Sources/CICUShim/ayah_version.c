#include "ayah_icu_loader.h"
#include "ayah_icu.h"
#include <unicode/uversion.h>

int32_t ayah_icu_version_major(void) {
    UVersionInfo v;
    u_getVersion(v);
    return v[0];
}

#ifndef AYAH_CATALOGS_H
#define AYAH_CATALOGS_H
#include <stddef.h>

/// The gettext catalog of the language `code` (`ar`: Localization/ar.po; `en`: the template
/// Localization/en.pot), embedded byte for byte at build time (C23 #embed); NULL when there is none.
const unsigned char *ayah_catalog(const char *code, size_t *length);

#endif

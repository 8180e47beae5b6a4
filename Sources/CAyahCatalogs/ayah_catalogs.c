// The message catalogs (Localization/*.po and en.pot), embedded at build time. The paths are relative to this file.
#include "ayah_catalogs.h"
#include <string.h>

static const unsigned char catalog_en[] = {
#embed "../../Localization/en.pot"
};
static const unsigned char catalog_ar[] = {
#embed "../../Localization/ar.po"
};
static const unsigned char catalog_ur[] = {
#embed "../../Localization/ur.po"
};
static const unsigned char catalog_fa[] = {
#embed "../../Localization/fa.po"
};
static const unsigned char catalog_id[] = {
#embed "../../Localization/id.po"
};
static const unsigned char catalog_ms[] = {
#embed "../../Localization/ms.po"
};
static const unsigned char catalog_tr[] = {
#embed "../../Localization/tr.po"
};
static const unsigned char catalog_bn[] = {
#embed "../../Localization/bn.po"
};
static const unsigned char catalog_fr[] = {
#embed "../../Localization/fr.po"
};

const unsigned char *ayah_catalog(const char *code, size_t *length) {
    if (strcmp(code, "en") == 0) { *length = sizeof catalog_en; return catalog_en; }
    if (strcmp(code, "ar") == 0) { *length = sizeof catalog_ar; return catalog_ar; }
    if (strcmp(code, "ur") == 0) { *length = sizeof catalog_ur; return catalog_ur; }
    if (strcmp(code, "fa") == 0) { *length = sizeof catalog_fa; return catalog_fa; }
    if (strcmp(code, "id") == 0) { *length = sizeof catalog_id; return catalog_id; }
    if (strcmp(code, "ms") == 0) { *length = sizeof catalog_ms; return catalog_ms; }
    if (strcmp(code, "tr") == 0) { *length = sizeof catalog_tr; return catalog_tr; }
    if (strcmp(code, "bn") == 0) { *length = sizeof catalog_bn; return catalog_bn; }
    if (strcmp(code, "fr") == 0) { *length = sizeof catalog_fr; return catalog_fr; }
    *length = 0;
    return NULL;
}

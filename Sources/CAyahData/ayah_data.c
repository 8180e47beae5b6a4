// The corpus, embedded at build time. Paths are relative to this file.
// The Tanzil files are embedded verbatim, copyright blocks included.
#include "ayah_data.h"

static const unsigned char quran_uthmani[] = {
#embed "../../Data/quran-uthmani.txt"
};
static const unsigned char quran_simple[] = {
#embed "../../Data/quran-simple.txt"
};
static const unsigned char en_pickthall[] = {
#embed "../../Data/en.pickthall.xml"
};
static const unsigned char surahs[] = {
#embed "../../Data/surahs-corrected.tsv"
};
static const unsigned char quran_metadata[] = {
#embed "../../Data/quran-metadata.tsv"
};
static const unsigned char notice[] = {
#embed "../../Data/NOTICE"
};

const unsigned char *ayah_data_quran_uthmani(size_t *length) { *length = sizeof quran_uthmani; return quran_uthmani; }
const unsigned char *ayah_data_quran_simple(size_t *length) { *length = sizeof quran_simple; return quran_simple; }
const unsigned char *ayah_data_en_pickthall(size_t *length) { *length = sizeof en_pickthall; return en_pickthall; }
const unsigned char *ayah_data_surahs(size_t *length) { *length = sizeof surahs; return surahs; }
const unsigned char *ayah_data_notice(size_t *length) { *length = sizeof notice; return notice; }
const unsigned char *ayah_data_quran_metadata(size_t *length) { *length = sizeof quran_metadata; return quran_metadata; }

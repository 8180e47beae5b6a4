#ifndef AYAH_DATA_H
#define AYAH_DATA_H
#include <stddef.h>

/// The corpus files of Data/, embedded byte for byte at build time (C23 #embed),
/// so the `ayah` binary needs no file at run time.
/// Each function returns a pointer to the file's bytes and stores its length.
const unsigned char *ayah_data_quran_uthmani(size_t *length);
const unsigned char *ayah_data_quran_simple(size_t *length);
const unsigned char *ayah_data_en_pickthall(size_t *length);
const unsigned char *ayah_data_surahs(size_t *length);
const unsigned char *ayah_data_notice(size_t *length);
/// Tanzil's Quran metadata (Data/quran-metadata.tsv): where each juz, rub, manzil, ruku, page and sajda starts.
const unsigned char *ayah_data_quran_metadata(size_t *length);

#endif

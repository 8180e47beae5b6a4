#ifndef AYAH_DATA_H
#define AYAH_DATA_H
#include <stddef.h>
#include "ayah_files.h"

/// The corpus files of Data/, as installed beside the program (see ayah_files.h):
/// each function returns a pointer to the file's bytes and stores its length, or
/// returns NULL (length 0) when the file is missing or damaged (ayah_file_bytes says which).
const unsigned char *ayah_data_quran_uthmani(size_t *length);
const unsigned char *ayah_data_quran_simple(size_t *length);
const unsigned char *ayah_data_en_pickthall(size_t *length);
const unsigned char *ayah_data_surahs(size_t *length);
const unsigned char *ayah_data_notice(size_t *length);
/// Tanzil's Quran metadata (Data/quran-metadata.tsv): where each juz, rub, manzil, ruku, page and sajda starts.
const unsigned char *ayah_data_quran_metadata(size_t *length);

#endif

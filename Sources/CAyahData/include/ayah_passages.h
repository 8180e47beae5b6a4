#ifndef AYAH_PASSAGES_H
#define AYAH_PASSAGES_H
#include <stddef.h>
#include <stdint.h>

/// One passage of the curated pool (Data/passages.tsv): ayahs `first` through
/// `last` of `surah`, its themes and occasions as bit sets in the order of the
/// vocabulary (AyahKit's PassageTheme and Occasion). Made by scripts/gen-passages,
/// checked by PassagePoolTests.
typedef struct {
    uint16_t surah, first, last;
    uint32_t themes;
    uint16_t occasions;
} ayah_passage_entry;

/// The entries in mushaf order; stores their count.
const ayah_passage_entry *ayah_passage_entries(size_t *count);

/// Tanzil's ruku starts (Data/quran-metadata.tsv) as mushaf ordinals (0-based),
/// 556 in order; stores their count. Checked against QuranDivisions by PassagePoolTests.
const uint16_t *ayah_ruku_starts(size_t *count);

#endif

#ifndef AYAH_INDEX_H
#define AYAH_INDEX_H
#include <stddef.h>
#include <stdint.h>

/// One ayah of the embedded corpus, by mushaf ordinal: where its text lies in
/// the embedded files (byte offsets, end exclusive) and the two numbers the
/// pool rule reads. Made by scripts/gen-corpus-index, checked by CorpusIndexTests.
typedef struct {
    /// The text after `SURAH|AYAH|` in quran-uthmani.txt (basmala included).
    uint32_t arabic_start, arabic_end;
    /// The raw `text="..."` value in en.pickthall.xml (entities not decoded).
    uint32_t english_start, english_end;
    /// Arabic words, the basmala before ayah 1 not counted (Corpus.Metrics.arabicWords).
    uint16_t arabic_words;
    /// The translation's length in scalars, entities as one (Corpus.Metrics.translationLength).
    uint16_t translation_length;
} ayah_index_entry;

/// The lengths of the two files the index was made from: an embedded file of
/// another length means the index is stale and must not be used.
size_t ayah_index_uthmani_length(void);
size_t ayah_index_pickthall_length(void);
/// The entries, 6,236 in mushaf order; stores their count.
const ayah_index_entry *ayah_index_entries(size_t *count);

#endif

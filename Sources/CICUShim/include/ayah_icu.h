#ifndef AYAH_ICU_H
#define AYAH_ICU_H
#include <stdint.h>
/// Placeholder; the ICU issue fills this in. Plain C types only.
int32_t ayah_icu_version_major(void);
#endif

#ifndef AYAH_CALENDAR_H
#define AYAH_CALENDAR_H
#include <stdint.h>

/// Umm al-Qura (islamic-umalqura) dates for civil days, through ICU's calendar.
/// `days[i]` is a civil date as days since 1970-01-01; on success `ymd` receives
/// 3 * count values (year AH, month 1-12, day) and the function returns 0.
/// Returns a negative value when ICU cannot open the calendar.
int32_t ayah_hijri_umalqura(const int64_t *days, int32_t count, int32_t *ymd);

#endif

// Umm al-Qura dates via ICU's ucal (system ICU). ICU headers stay in this file.
#include "ayah_icu_loader.h"
#include "ayah_calendar.h"
#include <unicode/ucal.h>

int32_t ayah_hijri_umalqura(const int64_t *days, int32_t count, int32_t *ymd) {
    static const UChar utc[] = { 'U', 'T', 'C', 0 };
    UErrorCode err = U_ZERO_ERROR;
    UCalendar *cal = ucal_open(utc, 3, "en@calendar=islamic-umalqura", UCAL_DEFAULT, &err);
    if (err > U_ZERO_ERROR || cal == NULL) return -1;
    for (int32_t i = 0; i < count; i++) {
        // Noon UTC of the civil date: the same civil day in any zone's reading.
        UDate millis = ((double)days[i] * 86400.0 + 43200.0) * 1000.0;
        ucal_setMillis(cal, millis, &err);
        ymd[3 * i] = ucal_get(cal, UCAL_YEAR, &err);
        ymd[3 * i + 1] = ucal_get(cal, UCAL_MONTH, &err) + 1;
        ymd[3 * i + 2] = ucal_get(cal, UCAL_DATE, &err);
        if (err > U_ZERO_ERROR) { ucal_close(cal); return -2; }
    }
    ucal_close(cal);
    return 0;
}

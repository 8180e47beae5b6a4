// Dates, numbers and plural categories in a language (system ICU). ICU headers stay in this file
// and the loader's header.
#include "ayah_icu_loader.h"
#include "ayah_locale_format.h"
#include <stdio.h>
#include <string.h>

/* The UTF-16 text `text` (`length` units) as UTF-8 into out; the byte count, or -1. */
static int32_t to_utf8(const UChar *text, int32_t length, char *out, int32_t capacity) {
    UErrorCode err = U_ZERO_ERROR;
    int32_t written = 0;
    u_strToUTF8(out, capacity, &written, text, length, &err);
    if (err > U_ZERO_ERROR || written > capacity) return -1;
    return written;
}

/* `locale` with the calendar keyword: Persian's default calendar is the Solar Hijri one, and the civil date
 * is always Gregorian here. */
static int with_calendar(const char *locale, int32_t calendar, char *id, size_t size) {
    const char *keyword = calendar == AYAH_CALENDAR_UMALQURA ? "islamic-umalqura" : "gregorian";
    int n = snprintf(id, size, "%s@calendar=%s", locale, keyword);
    return n > 0 && (size_t)n < size;
}

static UDateFormat *open_format(const char *locale, int32_t calendar, int32_t style) {
    static const UChar utc[] = { 'U', 'T', 'C', 0 };
    char id[128];
    if (!with_calendar(locale, calendar, id, sizeof id)) return NULL;
    UErrorCode err = U_ZERO_ERROR;
    UDateFormatStyle dateStyle = style == AYAH_DATE_FULL ? UDAT_FULL : UDAT_LONG;
    UDateFormat *format = udat_open(UDAT_NONE, dateStyle, id, utc, 3, NULL, 0, &err);
    if (err > U_ZERO_ERROR) {
        if (format) udat_close(format);
        return NULL;
    }
    return format;
}

int32_t ayah_format_date(const char *locale, int32_t calendar, int32_t style, int64_t day, char *out, int32_t capacity) {
    UDateFormat *format = open_format(locale, calendar, style);
    if (!format) return -2;
    /* Noon UTC of the civil date: the same civil day in any reading. */
    UDate millis = ((double)day * 86400.0 + 43200.0) * 1000.0;
    UChar text[256];
    UErrorCode err = U_ZERO_ERROR;
    int32_t length = udat_format(format, millis, text, 256, NULL, &err);
    udat_close(format);
    if (err > U_ZERO_ERROR || length > 256) return -1;
    return to_utf8(text, length, out, capacity);
}

int32_t ayah_format_hijri(const char *locale, int32_t year, int32_t month, int32_t day, int32_t style, char *out,
                          int32_t capacity) {
    static const UChar utc[] = { 'U', 'T', 'C', 0 };
    if (month < 1 || month > 12 || day < 1 || day > 30 || year < 1 || year > 9999) return -3;
    UErrorCode err = U_ZERO_ERROR;
    UCalendar *cal = ucal_open(utc, 3, "en@calendar=islamic-umalqura", UCAL_DEFAULT, &err);
    if (err > U_ZERO_ERROR || !cal) { if (cal) ucal_close(cal); return -2; }
    ucal_clear(cal);
    ucal_setDate(cal, year, month - 1, day, &err);
    UDate millis = ucal_getMillis(cal, &err) + 43200000.0;
    ucal_close(cal);
    if (err > U_ZERO_ERROR) return -1;
    UDateFormat *format = open_format(locale, AYAH_CALENDAR_UMALQURA, style);
    if (!format) return -2;
    UChar text[256];
    int32_t length = udat_format(format, millis, text, 256, NULL, &err);
    udat_close(format);
    if (err > U_ZERO_ERROR || length > 256) return -1;
    return to_utf8(text, length, out, capacity);
}

int32_t ayah_date_symbols(const char *locale, int32_t calendar, int32_t weekdays, char *out, int32_t capacity) {
    UDateFormat *format = open_format(locale, calendar, AYAH_DATE_LONG);
    if (!format) return -2;
    UDateFormatSymbolType type = weekdays ? UDAT_WEEKDAYS : UDAT_MONTHS;
    /* ICU's weekdays are 1-7 (Sunday first) with an empty 0; months 0-11 (a 13th for some calendars). */
    int32_t first = weekdays ? 1 : 0, count = weekdays ? 7 : 12;
    int32_t used = 0;
    for (int32_t i = first; i < first + count; i++) {
        UChar name[128];
        UErrorCode err = U_ZERO_ERROR;
        int32_t length = udat_getSymbols(format, type, i, name, 128, &err);
        if (err > U_ZERO_ERROR || length > 128) { udat_close(format); return -1; }
        int32_t written = to_utf8(name, length, out + used, capacity - used - 1);
        if (written < 0) { udat_close(format); return -1; }
        used += written;
        out[used++] = '\n';
    }
    udat_close(format);
    return used;
}

int32_t ayah_format_integer(const char *locale, int64_t value, char *out, int32_t capacity) {
    UErrorCode err = U_ZERO_ERROR;
    UNumberFormat *format = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &err);
    if (err > U_ZERO_ERROR || !format) { if (format) unum_close(format); return -2; }
    unum_setAttribute(format, UNUM_GROUPING_USED, 0);
    UChar text[64];
    int32_t length = unum_formatInt64(format, value, text, 64, NULL, &err);
    unum_close(format);
    if (err > U_ZERO_ERROR || length > 64) return -1;
    return to_utf8(text, length, out, capacity);
}

int32_t ayah_plural_category(const char *locale, int64_t value, char *out, int32_t capacity) {
    UErrorCode err = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &err);
    if (err > U_ZERO_ERROR || !rules) { if (rules) uplrules_close(rules); return -2; }
    UChar keyword[32];
    int32_t length = uplrules_select(rules, (double)value, keyword, 32, &err);
    uplrules_close(rules);
    if (err > U_ZERO_ERROR || length > 32) return -1;
    return to_utf8(keyword, length, out, capacity);
}

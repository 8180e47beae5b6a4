#ifndef AYAH_LOCALE_FORMAT_H
#define AYAH_LOCALE_FORMAT_H
#include <stdint.h>

/// Dates, numbers and plural categories in a language, through the system ICU
/// (opened on first use, like the rest of the shim). `locale` is an ICU locale
/// id without keywords (`ar`, `ur_PK`); strings are written as UTF-8 into `out`
/// (`capacity` bytes, not terminated) and the functions return the length
/// written, or a negative value when ICU fails or `out` is too small.

/// The calendar a date is written in.
enum {
    AYAH_CALENDAR_GREGORIAN = 0,
    /// Umm al-Qura (`@calendar=islamic-umalqura`).
    AYAH_CALENDAR_UMALQURA = 1,
};

/// The date styles of ICU's `UDateFormatStyle` the shim uses.
enum {
    /// `Saturday, November 21, 2026`: with the weekday.
    AYAH_DATE_FULL = 0,
    /// `November 21, 2026`.
    AYAH_DATE_LONG = 1,
};

/// The civil date `day` (days since 1970-01-01) in `calendar`, in `style`.
int32_t ayah_format_date(const char *locale, int32_t calendar, int32_t style, int64_t day, char *out, int32_t capacity);

/// The Umm al-Qura date `year`-`month` (1-12)-`day` as given (no calendar
/// arithmetic on the caller's side), in `style`.
int32_t ayah_format_hijri(const char *locale, int32_t year, int32_t month, int32_t day, int32_t style, char *out,
                          int32_t capacity);

/// The wide month names of `calendar` (12), or the wide weekday names (7, Sunday
/// first) when `weekdays` is 1, each followed by a newline.
int32_t ayah_date_symbols(const char *locale, int32_t calendar, int32_t weekdays, char *out, int32_t capacity);

/// `value` in the locale's default numbering system, without grouping separators.
int32_t ayah_format_integer(const char *locale, int64_t value, char *out, int32_t capacity);

/// The CLDR plural category of the whole number `value` (`one`, `few`, `other`...).
int32_t ayah_plural_category(const char *locale, int64_t value, char *out, int32_t capacity);

#endif

/* Internal: the system ICU, loaded with dlopen on first use.
 *
 * `ayah` links no ICU library: a cold `ayah today` needs none, and loading
 * libicuuc, libicui18n, libicudata and libstdc++ at start-up cost more than
 * the rest of the command. Every .c file of the shim includes this header
 * FIRST: it includes every ICU header the shim uses, records each function's
 * type, then redirects each ICU name to a pointer in a table that the first
 * call fills (pthread_once). The table is written once and only read after.
 *
 * The headers give the types (ICU's C API is stable across versions); the
 * library is found at run time by its soname (libicuuc.so.N), trying the
 * version the shim was compiled against first. ICU renames its C symbols
 * (u_charType is u_charType_72 in ICU 72), so symbols are looked up with the
 * suffix of the library actually loaded. When ICU is missing, the process
 * prints one line naming the library and its Debian package and exits with
 * status 69 (EX_UNAVAILABLE): the shim's callers have no error path for a
 * missing library, and going on without ICU would print wrong text. */
#ifndef AYAH_ICU_LOADER_H
#define AYAH_ICU_LOADER_H
#include <stdatomic.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>
#include <unicode/ustring.h>
#include <unicode/utf8.h>
#include <unicode/utf16.h>
#include <unicode/uchar.h>
#include <unicode/ubidi.h>
#include <unicode/ushape.h>
#include <unicode/unorm2.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/unum.h>
#include <unicode/upluralrules.h>

/* The functions of libicuuc the shim calls. */
#define AYAH_ICU_UC_FUNCTIONS(X) \
    X(u_charDirection) X(u_charMirror) X(u_charType) X(u_foldCase) X(u_getIntPropertyValue) X(u_getVersion) \
    X(u_shapeArabic) X(u_strFromUTF8WithSub) X(u_strToUTF8) \
    X(ubidi_close) X(ubidi_getLevels) X(ubidi_getLogicalIndex) X(ubidi_getParaLevel) X(ubidi_getResultLength) \
    X(ubidi_open) X(ubidi_setPara) X(ubidi_writeReordered) \
    X(unorm2_getNFCInstance) X(unorm2_getNFDInstance) X(unorm2_getNFKCInstance) X(unorm2_getNFKDInstance) \
    X(unorm2_isNormalized) X(unorm2_normalizeSecondAndAppend) X(unorm2_spanQuickCheckYes)

/* The functions of libicui18n the shim calls (loaded only when one is first needed). */
#define AYAH_ICU_I18N_FUNCTIONS(X) X(ucal_close) X(ucal_get) X(ucal_open) X(ucal_setMillis) \
    X(ucal_clear) X(ucal_getMillis) X(ucal_setDate) \
    X(udat_close) X(udat_format) X(udat_getSymbols) X(udat_open) \
    X(unum_close) X(unum_formatInt64) X(unum_open) X(unum_setAttribute) \
    X(uplrules_close) X(uplrules_open) X(uplrules_select)

/* `name` below expands to ICU's versioned symbol for the type; p_##name keeps the plain name. */
#define AYAH_ICU_MEMBER(name) __typeof__(name) *p_##name;
typedef struct {
    AYAH_ICU_UC_FUNCTIONS(AYAH_ICU_MEMBER)
} ayah_icu_uc_table;
typedef struct {
    AYAH_ICU_I18N_FUNCTIONS(AYAH_ICU_MEMBER)
} ayah_icu_i18n_table;
#undef AYAH_ICU_MEMBER

extern ayah_icu_uc_table ayah_icu_uc_functions;
extern ayah_icu_i18n_table ayah_icu_i18n_functions;
/* 1 once the table is filled (release store after filling; acquire load before use). */
extern atomic_int ayah_icu_uc_ready;
extern atomic_int ayah_icu_i18n_ready;
/* Fill the table or exit(69) with one line on standard error. */
void ayah_icu_load_uc(void);
void ayah_icu_load_i18n(void);

static inline const ayah_icu_uc_table *ayah_icu_uc(void) {
    if (__builtin_expect(atomic_load_explicit(&ayah_icu_uc_ready, memory_order_acquire) != 1, 0)) ayah_icu_load_uc();
    return &ayah_icu_uc_functions;
}

static inline const ayah_icu_i18n_table *ayah_icu_i18n(void) {
    if (__builtin_expect(atomic_load_explicit(&ayah_icu_i18n_ready, memory_order_acquire) != 1, 0))
        ayah_icu_load_i18n();
    return &ayah_icu_i18n_functions;
}

#ifndef AYAH_ICU_LOADER_IMPLEMENTATION
#undef u_charDirection
#define u_charDirection (*ayah_icu_uc()->p_u_charDirection)
#undef u_charMirror
#define u_charMirror (*ayah_icu_uc()->p_u_charMirror)
#undef u_charType
#define u_charType (*ayah_icu_uc()->p_u_charType)
#undef u_foldCase
#define u_foldCase (*ayah_icu_uc()->p_u_foldCase)
#undef u_getIntPropertyValue
#define u_getIntPropertyValue (*ayah_icu_uc()->p_u_getIntPropertyValue)
#undef u_getVersion
#define u_getVersion (*ayah_icu_uc()->p_u_getVersion)
#undef u_shapeArabic
#define u_shapeArabic (*ayah_icu_uc()->p_u_shapeArabic)
#undef u_strFromUTF8WithSub
#define u_strFromUTF8WithSub (*ayah_icu_uc()->p_u_strFromUTF8WithSub)
#undef ubidi_close
#define ubidi_close (*ayah_icu_uc()->p_ubidi_close)
#undef ubidi_getLevels
#define ubidi_getLevels (*ayah_icu_uc()->p_ubidi_getLevels)
#undef ubidi_getLogicalIndex
#define ubidi_getLogicalIndex (*ayah_icu_uc()->p_ubidi_getLogicalIndex)
#undef ubidi_getParaLevel
#define ubidi_getParaLevel (*ayah_icu_uc()->p_ubidi_getParaLevel)
#undef ubidi_getResultLength
#define ubidi_getResultLength (*ayah_icu_uc()->p_ubidi_getResultLength)
#undef ubidi_open
#define ubidi_open (*ayah_icu_uc()->p_ubidi_open)
#undef ubidi_setPara
#define ubidi_setPara (*ayah_icu_uc()->p_ubidi_setPara)
#undef ubidi_writeReordered
#define ubidi_writeReordered (*ayah_icu_uc()->p_ubidi_writeReordered)
#undef unorm2_getNFCInstance
#define unorm2_getNFCInstance (*ayah_icu_uc()->p_unorm2_getNFCInstance)
#undef unorm2_getNFDInstance
#define unorm2_getNFDInstance (*ayah_icu_uc()->p_unorm2_getNFDInstance)
#undef unorm2_getNFKCInstance
#define unorm2_getNFKCInstance (*ayah_icu_uc()->p_unorm2_getNFKCInstance)
#undef unorm2_getNFKDInstance
#define unorm2_getNFKDInstance (*ayah_icu_uc()->p_unorm2_getNFKDInstance)
#undef unorm2_isNormalized
#define unorm2_isNormalized (*ayah_icu_uc()->p_unorm2_isNormalized)
#undef unorm2_normalizeSecondAndAppend
#define unorm2_normalizeSecondAndAppend (*ayah_icu_uc()->p_unorm2_normalizeSecondAndAppend)
#undef unorm2_spanQuickCheckYes
#define unorm2_spanQuickCheckYes (*ayah_icu_uc()->p_unorm2_spanQuickCheckYes)
#undef ucal_close
#define ucal_close (*ayah_icu_i18n()->p_ucal_close)
#undef ucal_get
#define ucal_get (*ayah_icu_i18n()->p_ucal_get)
#undef ucal_open
#define ucal_open (*ayah_icu_i18n()->p_ucal_open)
#undef ucal_setMillis
#define ucal_setMillis (*ayah_icu_i18n()->p_ucal_setMillis)
#undef u_strToUTF8
#define u_strToUTF8 (*ayah_icu_uc()->p_u_strToUTF8)
#undef ucal_clear
#define ucal_clear (*ayah_icu_i18n()->p_ucal_clear)
#undef ucal_getMillis
#define ucal_getMillis (*ayah_icu_i18n()->p_ucal_getMillis)
#undef ucal_setDate
#define ucal_setDate (*ayah_icu_i18n()->p_ucal_setDate)
#undef udat_close
#define udat_close (*ayah_icu_i18n()->p_udat_close)
#undef udat_format
#define udat_format (*ayah_icu_i18n()->p_udat_format)
#undef udat_getSymbols
#define udat_getSymbols (*ayah_icu_i18n()->p_udat_getSymbols)
#undef udat_open
#define udat_open (*ayah_icu_i18n()->p_udat_open)
#undef unum_close
#define unum_close (*ayah_icu_i18n()->p_unum_close)
#undef unum_formatInt64
#define unum_formatInt64 (*ayah_icu_i18n()->p_unum_formatInt64)
#undef unum_open
#define unum_open (*ayah_icu_i18n()->p_unum_open)
#undef unum_setAttribute
#define unum_setAttribute (*ayah_icu_i18n()->p_unum_setAttribute)
#undef uplrules_close
#define uplrules_close (*ayah_icu_i18n()->p_uplrules_close)
#undef uplrules_open
#define uplrules_open (*ayah_icu_i18n()->p_uplrules_open)
#undef uplrules_select
#define uplrules_select (*ayah_icu_i18n()->p_uplrules_select)
#endif
#endif

/* The system ICU, opened with dlopen on first use (see ayah_icu_loader.h). */
#define _GNU_SOURCE
#define AYAH_ICU_LOADER_IMPLEMENTATION
#include "ayah_icu_loader.h"
#include "ayah_icu.h"
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

ayah_icu_uc_table ayah_icu_uc_functions;
ayah_icu_i18n_table ayah_icu_i18n_functions;
atomic_int ayah_icu_uc_ready;
atomic_int ayah_icu_i18n_ready;

/* The ICU major version whose libraries were opened (0 before). */
static int icu_major;
static void *icu_uc;

static const char *program_name(void) {
#ifdef __linux__
    return program_invocation_short_name;
#else
    return "ayah";
#endif
}

/* One line, then exit: nothing the shim computes is right without ICU. */
static _Noreturn void unavailable(const char *library, int major, const char *why) {
    fprintf(stderr, "%s: this needs the system ICU library %s.so.%d (Debian package libicu%d), which cannot be loaded: %s\n",
            program_name(), library, major, major, why ? why : "unknown reason");
    exit(69);
}

/* A symbol under ICU's versioned name (name_N), or its plain name (ICU built without renaming). */
static void *symbol(void *library, const char *name, int major) {
    char versioned[96];
    snprintf(versioned, sizeof versioned, "%s_%d", name, major);
    void *p = dlsym(library, versioned);
    return p ? p : dlsym(library, name);
}

/* The library opened but one of the functions the shim calls is missing. */
static _Noreturn void lacks(const char *library, int major, const char *absent) {
    char why[160];
    snprintf(why, sizeof why, "it has no %s", absent);
    unavailable(library, major, why);
}

/* Fills table.p_<name> from `library` (ICU `major`); the first name not found
 * is kept in `absent`. Used inside the two loaders below, with those locals. */
#define AYAH_ICU_LOAD(name) \
    if (!(table.p_##name = (__typeof__(table.p_##name))symbol(library, #name, major)) && !absent) absent = #name;

/* The soname of the ICU compiled against, as a literal: scripts/package-deb
 * reads it from the binary for the package's Depends (nothing links ICU, so
 * dpkg-shlibdeps cannot see it). */
#define AYAH_STRINGIFY2(x) #x
#define AYAH_STRINGIFY(x) AYAH_STRINGIFY2(x)
static const char compiled_uc_soname[] = "libicuuc.so." AYAH_STRINGIFY(U_ICU_VERSION_MAJOR_NUM);

static void *open_major(const char *library, int major) {
    char soname[64];
    snprintf(soname, sizeof soname, "%s.so.%d", library, major);
    return dlopen(soname, RTLD_NOW | RTLD_LOCAL);
}

static void load_uc_once(void) {
    /* The version compiled against first, then newer majors (ICU's C API is stable), then older. */
    const char *first_error = NULL;
    char first_error_copy[256] = "";
    int major = U_ICU_VERSION_MAJOR_NUM;
    void *library = dlopen(compiled_uc_soname, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        first_error = dlerror();
        if (first_error) snprintf(first_error_copy, sizeof first_error_copy, "%s", first_error);
        for (int m = U_ICU_VERSION_MAJOR_NUM + 1; !library && m < 100; ++m)
            if ((library = open_major("libicuuc", m))) major = m;
        for (int m = U_ICU_VERSION_MAJOR_NUM - 1; !library && m >= 50; --m)
            if ((library = open_major("libicuuc", m))) major = m;
    }
    if (!library) unavailable("libicuuc", U_ICU_VERSION_MAJOR_NUM, first_error_copy);
    ayah_icu_uc_table table;
    const char *absent = NULL;
    AYAH_ICU_UC_FUNCTIONS(AYAH_ICU_LOAD)
    if (absent) lacks("libicuuc", major, absent);
    ayah_icu_uc_functions = table;
    icu_major = major;
    icu_uc = library;
    atomic_store_explicit(&ayah_icu_uc_ready, 1, memory_order_release);
}

static void load_i18n_once(void) {
    ayah_icu_uc(); /* libicui18n must match libicuuc's version */
    void *library = open_major("libicui18n", icu_major);
    if (!library) unavailable("libicui18n", icu_major, dlerror());
    int major = icu_major;
    ayah_icu_i18n_table table;
    const char *absent = NULL;
    AYAH_ICU_I18N_FUNCTIONS(AYAH_ICU_LOAD)
    if (absent) lacks("libicui18n", major, absent);
    ayah_icu_i18n_functions = table;
    atomic_store_explicit(&ayah_icu_i18n_ready, 1, memory_order_release);
}

static pthread_once_t uc_once = PTHREAD_ONCE_INIT;
static pthread_once_t i18n_once = PTHREAD_ONCE_INIT;

void ayah_icu_load_uc(void) { pthread_once(&uc_once, load_uc_once); }

void ayah_icu_load_i18n(void) { pthread_once(&i18n_once, load_i18n_once); }

int32_t ayah_icu_is_loaded(void) { return atomic_load_explicit(&ayah_icu_uc_ready, memory_order_acquire); }

/* The system SQLite through dlopen (see ayah_sqlite.h). sqlite3.h is included
 * for its declarations only: each pointer has the type of the function it holds. */
#define _GNU_SOURCE
#include "ayah_sqlite.h"
#include <dlfcn.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdio.h>
#include <string.h>

#define AYAH_SQLITE_FUNCTIONS(X) \
    X(sqlite3_open_v2) X(sqlite3_close_v2) X(sqlite3_exec) X(sqlite3_busy_timeout) X(sqlite3_errmsg) \
    X(sqlite3_extended_errcode) X(sqlite3_prepare_v2) X(sqlite3_step) X(sqlite3_reset) X(sqlite3_finalize) \
    X(sqlite3_bind_int64) X(sqlite3_bind_text) X(sqlite3_column_int64) X(sqlite3_column_text) \
    X(sqlite3_column_bytes)

#define AYAH_DECLARE(name) static __typeof__(name) *p_##name;
AYAH_SQLITE_FUNCTIONS(AYAH_DECLARE)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[200];
static int loaded;

static void load(void) {
    /* The soname the package depends on (scripts/package-deb: libsqlite3-0). */
    void *library = dlopen("libsqlite3.so.0", RTLD_LAZY | RTLD_LOCAL);
    if (!library) {
        const char *why = dlerror();
        snprintf(failure, sizeof failure, "%s", why ? why : "libsqlite3.so.0 cannot be loaded");
        return;
    }
#define AYAH_LOAD(name) \
    if (!(p_##name = (__typeof__(name) *)dlsym(library, #name))) { \
        snprintf(failure, sizeof failure, "libsqlite3.so.0 has no %s", #name); \
        return; \
    }
    AYAH_SQLITE_FUNCTIONS(AYAH_LOAD)
    loaded = 1;
}

int ayah_sqlite_load(char *why, size_t size) {
    pthread_once(&once, load);
    if (!loaded && why && size) snprintf(why, size, "%s", failure);
    return loaded;
}

int ayah_sqlite_open(const char *path, int create, ayah_sqlite **db) {
    int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOFOLLOW | SQLITE_OPEN_NOMUTEX | (create ? SQLITE_OPEN_CREATE : 0);
    return p_sqlite3_open_v2(path, (sqlite3 **)db, flags, NULL);
}

int ayah_sqlite_close(ayah_sqlite *db) { return p_sqlite3_close_v2((sqlite3 *)db); }
int ayah_sqlite_exec(ayah_sqlite *db, const char *sql) { return p_sqlite3_exec((sqlite3 *)db, sql, NULL, NULL, NULL); }
int ayah_sqlite_busy_timeout(ayah_sqlite *db, int ms) { return p_sqlite3_busy_timeout((sqlite3 *)db, ms); }
const char *ayah_sqlite_errmsg(ayah_sqlite *db) { return p_sqlite3_errmsg((sqlite3 *)db); }
int ayah_sqlite_errcode(ayah_sqlite *db) { return p_sqlite3_extended_errcode((sqlite3 *)db); }

int ayah_sqlite_prepare(ayah_sqlite *db, const char *sql, ayah_sqlite_statement **statement) {
    return p_sqlite3_prepare_v2((sqlite3 *)db, sql, -1, (sqlite3_stmt **)statement, NULL);
}
int ayah_sqlite_step(ayah_sqlite_statement *s) { return p_sqlite3_step((sqlite3_stmt *)s); }
int ayah_sqlite_reset(ayah_sqlite_statement *s) { return p_sqlite3_reset((sqlite3_stmt *)s); }
int ayah_sqlite_finalize(ayah_sqlite_statement *s) { return p_sqlite3_finalize((sqlite3_stmt *)s); }
int ayah_sqlite_bind_int64(ayah_sqlite_statement *s, int index, int64_t value) {
    return p_sqlite3_bind_int64((sqlite3_stmt *)s, index, (sqlite3_int64)value);
}
int ayah_sqlite_bind_text(ayah_sqlite_statement *s, int index, const char *text, int length) {
    return p_sqlite3_bind_text((sqlite3_stmt *)s, index, text, length, SQLITE_TRANSIENT);
}
int64_t ayah_sqlite_column_int64(ayah_sqlite_statement *s, int column) {
    return (int64_t)p_sqlite3_column_int64((sqlite3_stmt *)s, column);
}
const unsigned char *ayah_sqlite_column_text(ayah_sqlite_statement *s, int column, int *length) {
    const unsigned char *text = p_sqlite3_column_text((sqlite3_stmt *)s, column);
    *length = text ? p_sqlite3_column_bytes((sqlite3_stmt *)s, column) : 0;
    return text;
}

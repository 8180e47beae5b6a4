/* The system SQLite (libsqlite3.so.0), opened with dlopen on first use: a
 * command that keeps no journal (a cold `ayah today`) never loads it. The
 * functions mirror sqlite3's own; each returns SQLite's result code. */
#ifndef AYAH_SQLITE_H
#define AYAH_SQLITE_H

#include <stddef.h>
#include <stdint.h>

typedef struct ayah_sqlite ayah_sqlite;
typedef struct ayah_sqlite_statement ayah_sqlite_statement;

#define AYAH_SQLITE_OK 0
#define AYAH_SQLITE_BUSY 5
#define AYAH_SQLITE_LOCKED 6
#define AYAH_SQLITE_READONLY 8
#define AYAH_SQLITE_IOERR 10
#define AYAH_SQLITE_CORRUPT 11
#define AYAH_SQLITE_FULL 13
#define AYAH_SQLITE_CANTOPEN 14
#define AYAH_SQLITE_NOTADB 26
#define AYAH_SQLITE_ROW 100
#define AYAH_SQLITE_DONE 101

/* Loads the library once; 0 when it cannot be (then `why` says why). Safe from any thread. */
int ayah_sqlite_load(char *why, size_t size);

/* Opens `path` read-write (creating it when `create`), never following a symbolic link. */
int ayah_sqlite_open(const char *path, int create, ayah_sqlite **db);
int ayah_sqlite_close(ayah_sqlite *db);
int ayah_sqlite_exec(ayah_sqlite *db, const char *sql);
int ayah_sqlite_busy_timeout(ayah_sqlite *db, int milliseconds);
const char *ayah_sqlite_errmsg(ayah_sqlite *db);
int ayah_sqlite_errcode(ayah_sqlite *db);

int ayah_sqlite_prepare(ayah_sqlite *db, const char *sql, ayah_sqlite_statement **statement);
int ayah_sqlite_step(ayah_sqlite_statement *statement);
int ayah_sqlite_reset(ayah_sqlite_statement *statement);
int ayah_sqlite_finalize(ayah_sqlite_statement *statement);
int ayah_sqlite_bind_int64(ayah_sqlite_statement *statement, int index, int64_t value);
/* Binds `length` bytes of UTF-8 (copied). */
int ayah_sqlite_bind_text(ayah_sqlite_statement *statement, int index, const char *text, int length);
int64_t ayah_sqlite_column_int64(ayah_sqlite_statement *statement, int column);
/* The column's UTF-8 bytes and their count (valid until the next step). */
const unsigned char *ayah_sqlite_column_text(ayah_sqlite_statement *statement, int column, int *length);

#endif

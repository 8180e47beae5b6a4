#ifndef AYAH_FILES_H
#define AYAH_FILES_H
#include <stddef.h>

/// The data files a program of this build reads at run time: installed once in
/// PREFIX/share/dailyayah (found from the executable's own path, /proc/self/exe:
/// ../share/dailyayah beside bin/, ../../share/dailyayah beside libexec/dailyayah/),
/// or, for a binary inside this package's source tree (a `swift build` or
/// `swift test` build directory), the package's own Data/ (and Web/fonts/) directory.
typedef enum {
    AYAH_FILE_QURAN_UTHMANI = 0,
    AYAH_FILE_QURAN_SIMPLE,
    AYAH_FILE_EN_PICKTHALL,
    AYAH_FILE_SURAHS,
    AYAH_FILE_NOTICE,
    AYAH_FILE_QURAN_METADATA,
    AYAH_FILE_CITIES,
    /// The web page's Urdu and Bangla faces (Web/fonts/ in the source tree).
    AYAH_FILE_FONT_URDU,
    AYAH_FILE_FONT_BENGALI,
    AYAH_FILE_COUNT
} ayah_file;

typedef enum {
    /// Mapped and checked.
    AYAH_FILE_OK = 0,
    /// No data directory, or the file is not in it, or it cannot be opened (permissions).
    AYAH_FILE_MISSING = 1,
    /// Not a regular file (a link, a FIFO, a directory), or not the bytes this build
    /// was made with (another size, another opening), or it could not be mapped.
    AYAH_FILE_DAMAGED = 2,
} ayah_file_status;

/// The file's bytes, mapped read-only once per process (safe from any thread), or
/// NULL with `*status` saying why. Checked against the copy this build was made
/// from: the same size and the same first 64 bytes. Nothing is read until used.
const unsigned char *ayah_file_bytes(ayah_file file, size_t *length, int *status);
/// The file's name, as in Data/ and share/dailyayah (e.g. "quran-uthmani.txt").
const char *ayah_file_name(ayah_file file);
/// Where the files are read from (share/dailyayah, or the source tree), or, when no directory
/// was found, the places looked in (separated by ", "). Valid for the life of the process.
const char *ayah_data_directory(void);
/// The file's path under ayah_data_directory(): its name, or in the source tree its path there.
const char *ayah_file_relative_path(ayah_file file);

#endif

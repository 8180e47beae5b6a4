#ifndef AYAH_CITIES_H
#define AYAH_CITIES_H
#include <stddef.h>

/// Data/cities.tsv (GeoNames cities of 15,000 people or more, CC BY 4.0), as
/// installed beside the program (share/dailyayah/cities.tsv; in a build
/// directory, the package's Data/). Returns a pointer to its bytes, mapped
/// read-only on first use and kept for the life of the program, and stores
/// their length; or NULL with `*status` 1 (missing) or 2 (damaged: another
/// size or opening than this build's, not a regular file, a link).
const unsigned char *ayah_cities_tsv(size_t *length, int *status);
/// Where the file is read from, or the places looked in when none was found.
const char *ayah_cities_directory(void);
/// The file's path under ayah_cities_directory() (`cities.tsv`, or in the source tree `Data/cities.tsv`).
const char *ayah_cities_relative_path(void);

#endif

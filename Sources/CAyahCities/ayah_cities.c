// The city directory (Data/cities.tsv), installed once beside the programs and
// mapped on first use (CAyahData's ayah_files.h finds, checks and maps it).
#include "ayah_cities.h"
#include "ayah_files.h"

const unsigned char *ayah_cities_tsv(size_t *length, int *status) {
    return ayah_file_bytes(AYAH_FILE_CITIES, length, status);
}

const char *ayah_cities_directory(void) { return ayah_data_directory(); }

const char *ayah_cities_relative_path(void) { return ayah_file_relative_path(AYAH_FILE_CITIES); }

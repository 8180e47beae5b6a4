// The city directory (Data/cities.tsv), embedded at build time. The path is relative to this file.
#include "ayah_cities.h"

static const unsigned char cities[] = {
#embed "../../Data/cities.tsv"
};

const unsigned char *ayah_cities_tsv(size_t *length) { *length = sizeof cities; return cities; }

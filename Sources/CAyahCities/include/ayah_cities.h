#ifndef AYAH_CITIES_H
#define AYAH_CITIES_H
#include <stddef.h>

/// Data/cities.tsv (GeoNames cities of 15,000 people or more, CC BY 4.0),
/// embedded byte for byte at build time (C23 #embed). Returns a pointer to its
/// bytes, which live as long as the program, and stores their length.
const unsigned char *ayah_cities_tsv(size_t *length);

#endif

#ifndef AYAH_OPENAPI_H
#define AYAH_OPENAPI_H
#include <stddef.h>

/// The OpenAPI document of `ayah serve` (openapi.yaml at the top of the
/// repository), embedded byte for byte at build time (C23 #embed), so that
/// `/openapi.yaml` serves exactly the committed file.
const unsigned char *ayah_openapi_yaml(size_t *length);

#endif

// The committed OpenAPI document, embedded at build time. The path is relative to this file.
#include "ayah_openapi.h"

static const unsigned char openapi_yaml[] = {
#embed "../../openapi.yaml"
};

const unsigned char *ayah_openapi_yaml(size_t *length) { *length = sizeof openapi_yaml; return openapi_yaml; }

#ifndef AYAH_DATA_H
#define AYAH_DATA_H
// The module's header: the data files installed beside the program (ayah_files.h).
#include "ayah_files.h"

#endif

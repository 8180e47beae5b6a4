// Headers only (see include/ayah_system.h); SwiftPM needs one source file per C target.
#include "ayah_system.h"

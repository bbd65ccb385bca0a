// The module's only function is `static inline` in include/CPrefetch.h; SwiftPM needs a source file.
#include "CPrefetch.h"

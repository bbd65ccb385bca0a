// libpng from Debian's libpng-dev (the simplified png_image API writes a whole image in one call).
#include <png.h>

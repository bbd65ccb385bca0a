// libyuv's public C API, as installed by Debian's libyuv-dev under /usr/include.
#include <libyuv/convert.h>
#include <libyuv/convert_from.h>
#include <libyuv/planar_functions.h>
#include <libyuv/rotate.h>
#include <libyuv/scale.h>
#include <libyuv/cpu_id.h>
#include <libyuv/version.h>

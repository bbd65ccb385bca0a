/* The conversions' chains: one libyuv call each. In every chain `in` are the source's planes and
 * `out` the destination's, in memory order. */
#include "ChainSupport.h"

PiPLibYUVStatus pip_libyuv_i420_to_nv12(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                        PiPLibYUVParameters parameters) {
    (void)parameters;
    const PiPLibYUVPlane *in = source->planes, *out = destination->planes;
    PIP_RETURN_IF_FAILED("I420ToNV12", I420ToNV12(in[0].bytes, in[0].stride, in[1].bytes, in[1].stride, in[2].bytes,
                                                  in[2].stride, out[0].bytes, out[0].stride, out[1].bytes, out[1].stride,
                                                  source->width, source->height));
    return pip_succeeded();
}

PiPLibYUVStatus pip_libyuv_i420_to_bgra(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                        PiPLibYUVParameters parameters) {
    const PiPLibYUVPlane *in = source->planes, *out = destination->planes;
    if (parameters.range == PiPLibYUVRangeFull) {
        PIP_RETURN_IF_FAILED("J420ToARGB", J420ToARGB(in[0].bytes, in[0].stride, in[1].bytes, in[1].stride, in[2].bytes,
                                                      in[2].stride, out[0].bytes, out[0].stride, source->width,
                                                      source->height));
    } else {
        PIP_RETURN_IF_FAILED("I420ToARGB", I420ToARGB(in[0].bytes, in[0].stride, in[1].bytes, in[1].stride, in[2].bytes,
                                                      in[2].stride, out[0].bytes, out[0].stride, source->width,
                                                      source->height));
    }
    return pip_succeeded();
}

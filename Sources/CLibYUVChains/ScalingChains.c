/* The downscales' chains, one per libyuv filter. In every chain `in` are the source's planes and
 * `out` the destination's. */
#include "ChainSupport.h"
#include <stdlib.h>

/* I420Scale with `filter`. */
static PiPLibYUVStatus scale_i420(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                  enum FilterMode filter) {
    const PiPLibYUVPlane *in = source->planes, *out = destination->planes;
    PIP_RETURN_IF_FAILED("I420Scale", I420Scale(in[0].bytes, in[0].stride, in[1].bytes, in[1].stride, in[2].bytes,
                                                in[2].stride, source->width, source->height, out[0].bytes, out[0].stride,
                                                out[1].bytes, out[1].stride, out[2].bytes, out[2].stride,
                                                destination->width, destination->height, filter));
    return pip_succeeded();
}

PiPLibYUVStatus pip_libyuv_scale_i420_none(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                           PiPLibYUVParameters parameters) {
    (void)parameters;
    return scale_i420(source, destination, kFilterNone);
}

PiPLibYUVStatus pip_libyuv_scale_i420_linear(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                             PiPLibYUVParameters parameters) {
    (void)parameters;
    return scale_i420(source, destination, kFilterLinear);
}

PiPLibYUVStatus pip_libyuv_scale_i420_bilinear(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                               PiPLibYUVParameters parameters) {
    (void)parameters;
    return scale_i420(source, destination, kFilterBilinear);
}

PiPLibYUVStatus pip_libyuv_scale_i420_box(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                          PiPLibYUVParameters parameters) {
    (void)parameters;
    return scale_i420(source, destination, kFilterBox);
}

bool pip_libyuv_uv_scale_box_asserts(int32_t source_width, int32_t source_height, int32_t destination_width,
                                     int32_t destination_height) {
    if (source_width != 4 * destination_width || source_height % destination_height != 0) return false;
    int32_t ratio = source_height / destination_height;
    return ratio % 4 == 2 && ratio > 2;
}

/* ScalePlane with kFilterBox, Y into Y. (Its status is not read: libyuv 1857's returns none.) */
static void box_scale_luma(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination) {
    const PiPLibYUVPlane *in = source->planes, *out = destination->planes;
    ScalePlane(in[0].bytes, in[0].stride, source->width, source->height, out[0].bytes, out[0].stride,
               destination->width, destination->height, kFilterBox);
}

/* The CbCr half of WebRTC's NV12Scale helper: malloc 2 x source + 2 x destination chroma bytes;
 * SplitUVPlane; ScalePlane (box) for U and for V; MergeUVPlane into `out`. */
static PiPLibYUVStatus split_box_scale_chroma(const PiPLibYUVPlane *in, const PiPLibYUVPlane *out) {
    int32_t sw = in->width, sh = in->height, dw = out->width, dh = out->height;
    size_t source_bytes = (size_t)sw * sh, destination_bytes = (size_t)dw * dh;
    uint8_t *temporary = malloc(2 * source_bytes + 2 * destination_bytes);
    if (!temporary) return pip_failed(-1, "malloc");
    uint8_t *source_u = temporary, *source_v = source_u + source_bytes;
    uint8_t *destination_u = source_v + source_bytes, *destination_v = destination_u + destination_bytes;
    SplitUVPlane(in->bytes, in->stride, source_u, sw, source_v, sw, sw, sh);
    ScalePlane(source_u, sw, sw, sh, destination_u, dw, dw, dh, kFilterBox);
    ScalePlane(source_v, sw, sw, sh, destination_v, dw, dw, dh, kFilterBox);
    MergeUVPlane(destination_u, dw, destination_v, dw, out->bytes, out->stride, dw, dh);
    free(temporary);
    return pip_succeeded();
}

/* NV12Scale with `filter`: ScalePlane for Y, UVScale for CbCr. */
static PiPLibYUVStatus scale_nv12(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                  enum FilterMode filter) {
    const PiPLibYUVPlane *in = source->planes, *out = destination->planes;
    PIP_RETURN_IF_FAILED("NV12Scale", NV12Scale(in[0].bytes, in[0].stride, in[1].bytes, in[1].stride, source->width,
                                                source->height, out[0].bytes, out[0].stride, out[1].bytes, out[1].stride,
                                                destination->width, destination->height, filter));
    return pip_succeeded();
}

PiPLibYUVStatus pip_libyuv_scale_nv12_none(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                           PiPLibYUVParameters parameters) {
    (void)parameters;
    return scale_nv12(source, destination, kFilterNone);
}

PiPLibYUVStatus pip_libyuv_scale_nv12_linear(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                             PiPLibYUVParameters parameters) {
    (void)parameters;
    return scale_nv12(source, destination, kFilterLinear);
}

PiPLibYUVStatus pip_libyuv_scale_nv12_bilinear(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                               PiPLibYUVParameters parameters) {
    (void)parameters;
    return scale_nv12(source, destination, kFilterBilinear);
}

PiPLibYUVStatus pip_scale_nv12_box(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination) {
    const PiPLibYUVPlane *in = &source->planes[1], *out = &destination->planes[1];
    if (pip_libyuv_uv_scale_box_asserts(in->width, in->height, out->width, out->height)) {
        box_scale_luma(source, destination);
        return split_box_scale_chroma(in, out);
    }
    return scale_nv12(source, destination, kFilterBox);
}

PiPLibYUVStatus pip_libyuv_scale_nv12_box(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                          PiPLibYUVParameters parameters) {
    (void)parameters;
    return pip_scale_nv12_box(source, destination);
}

PiPLibYUVStatus pip_libyuv_scale_nv12_split_box(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                                PiPLibYUVParameters parameters) {
    (void)parameters;
    box_scale_luma(source, destination);
    return split_box_scale_chroma(&source->planes[1], &destination->planes[1]);
}

/* I420Scale with `filter` into NV12's Y and two scratch planes (malloc'd per frame), then
 * MergeUVPlane into CbCr: an app's chain for scaling a remote frame into an NV12 buffer. */
static PiPLibYUVStatus scale_i420_to_nv12(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                          enum FilterMode filter) {
    const PiPLibYUVPlane *in = source->planes, *out = destination->planes;
    int32_t chroma_width = out[1].width, chroma_height = out[1].height;
    size_t chroma_bytes = (size_t)chroma_width * chroma_height;
    uint8_t *scratch = malloc(2 * chroma_bytes);
    if (!scratch) return pip_failed(-1, "malloc");
    uint8_t *u = scratch, *v = scratch + chroma_bytes;
    int status = I420Scale(in[0].bytes, in[0].stride, in[1].bytes, in[1].stride, in[2].bytes, in[2].stride,
                           source->width, source->height, out[0].bytes, out[0].stride, u, chroma_width, v, chroma_width,
                           destination->width, destination->height, filter);
    if (status == 0) MergeUVPlane(u, chroma_width, v, chroma_width, out[1].bytes, out[1].stride, chroma_width, chroma_height);
    free(scratch);
    return status == 0 ? pip_succeeded() : pip_failed(status, "I420Scale");
}

PiPLibYUVStatus pip_libyuv_scale_i420_to_nv12_none(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                                   PiPLibYUVParameters parameters) {
    (void)parameters;
    return scale_i420_to_nv12(source, destination, kFilterNone);
}

PiPLibYUVStatus pip_libyuv_scale_i420_to_nv12_box(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                                  PiPLibYUVParameters parameters) {
    (void)parameters;
    return scale_i420_to_nv12(source, destination, kFilterBox);
}

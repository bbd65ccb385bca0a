/* The rotations' chains. libyuv has no NV12 -> NV12 rotation, so RotateNV12's chains rotate Y and
 * CbCr apart. In every chain `in` are the source's planes and `out` the destination's. */
#include "ChainSupport.h"
#include <stdint.h>
#include <stdlib.h>

static PiPLibYUVStatus rotate_plane(const PiPLibYUVPlane *in, const PiPLibYUVPlane *out, enum RotationMode mode) {
    PIP_RETURN_IF_FAILED("RotatePlane",
                         RotatePlane(in->bytes, in->stride, out->bytes, out->stride, in->width, in->height, mode));
    return pip_succeeded();
}

/* MergeUVPlane of two tight scratch planes (the size of `out`, in pairs) into `out`. */
static void merge(uint8_t *const *scratch, const PiPLibYUVPlane *out) {
    MergeUVPlane(scratch[0], out->width, scratch[1], out->width, out->bytes, out->stride, out->width, out->height);
}

/* SplitRotateUV into two scratch planes of `out`'s size, then MergeUVPlane into `out`. */
static PiPLibYUVStatus split_rotate_merge(const PiPLibYUVPlane *in, const PiPLibYUVPlane *out, enum RotationMode mode) {
    PiPScratchSize sizes[2] = {{out->width, out->height}, {out->width, out->height}};
    uint8_t *scratch[2];
    uint8_t *allocation = pip_scratch_planes(2, sizes, scratch);
    if (!allocation) return pip_out_of_memory();
    int status = SplitRotateUV(in->bytes, in->stride, scratch[0], out->width, scratch[1], out->width, in->width,
                               in->height, mode);
    if (status == 0) merge(scratch, out);
    free(allocation);
    return status == 0 ? pip_succeeded() : pip_failed(status, "SplitRotateUV");
}

/* I420ToNV12 from a tight scratch I420 frame of `destination`'s size into `destination`. */
static PiPLibYUVStatus convert_scratch_to_nv12(uint8_t *const *scratch, const PiPLibYUVFrame *destination) {
    const PiPLibYUVPlane *out = destination->planes;
    int32_t chroma_width = out[1].width;
    PIP_RETURN_IF_FAILED("I420ToNV12", I420ToNV12(scratch[0], destination->width, scratch[1], chroma_width, scratch[2],
                                                  chroma_width, out[0].bytes, out[0].stride, out[1].bytes, out[1].stride,
                                                  destination->width, destination->height));
    return pip_succeeded();
}

/* The sizes of a tight scratch I420 frame of `destination`'s size (an NV12 frame's). */
static void scratch_i420_sizes(const PiPLibYUVFrame *destination, PiPScratchSize *sizes) {
    const PiPLibYUVPlane *cbcr = &destination->planes[1];
    sizes[0] = (PiPScratchSize){destination->width, destination->height};
    sizes[1] = sizes[2] = (PiPScratchSize){cbcr->width, cbcr->height};
}

PiPLibYUVStatus pip_rotate_nv12_split(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                      enum RotationMode mode) {
    PiPLibYUVStatus status = rotate_plane(&source->planes[0], &destination->planes[0], mode);
    if (status.status != 0) return status;
    return split_rotate_merge(&source->planes[1], &destination->planes[1], mode);
}

PiPLibYUVStatus pip_libyuv_rotate_nv12_split(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                             PiPLibYUVParameters parameters) {
    return pip_rotate_nv12_split(source, destination, pip_rotation_mode(parameters));
}

/* RotatePlane_16 on the CbCr pairs when both planes' strides and first bytes are even (always for
 * CVPixelBuffers: rows are 64-byte multiples); libyuv takes 16-bit strides, so other layouts cannot
 * be expressed and take the split chain. */
PiPLibYUVStatus pip_libyuv_rotate_nv12_plane16(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                               PiPLibYUVParameters parameters) {
    enum RotationMode mode = pip_rotation_mode(parameters);
    PiPLibYUVStatus status = rotate_plane(&source->planes[0], &destination->planes[0], mode);
    if (status.status != 0) return status;
    const PiPLibYUVPlane *in = &source->planes[1], *out = &destination->planes[1];
    uintptr_t odd = ((uintptr_t)in->bytes | (uintptr_t)out->bytes | (uintptr_t)in->stride | (uintptr_t)out->stride) & 1;
    if (odd) return split_rotate_merge(in, out, mode);
    PIP_RETURN_IF_FAILED("RotatePlane_16", RotatePlane_16((const uint16_t *)in->bytes, in->stride / 2,
                                                          (uint16_t *)out->bytes, out->stride / 2, in->width,
                                                          in->height, mode));
    return pip_succeeded();
}

PiPLibYUVStatus pip_libyuv_rotate_nv12_via_i420(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                                PiPLibYUVParameters parameters) {
    const PiPLibYUVPlane *in = source->planes;
    PiPScratchSize sizes[3];
    uint8_t *scratch[3];
    scratch_i420_sizes(destination, sizes);
    uint8_t *allocation = pip_scratch_planes(3, sizes, scratch);
    if (!allocation) return pip_out_of_memory();
    PiPLibYUVStatus status = pip_succeeded();
    int rotated = NV12ToI420Rotate(in[0].bytes, in[0].stride, in[1].bytes, in[1].stride, scratch[0], sizes[0].width,
                                   scratch[1], sizes[1].width, scratch[2], sizes[2].width, source->width,
                                   source->height, pip_rotation_mode(parameters));
    if (rotated != 0) status = pip_failed(rotated, "NV12ToI420Rotate");
    else status = convert_scratch_to_nv12(scratch, destination);
    free(allocation);
    return status;
}

PiPLibYUVStatus pip_libyuv_rotate_i420(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                       PiPLibYUVParameters parameters) {
    const PiPLibYUVPlane *in = source->planes, *out = destination->planes;
    PIP_RETURN_IF_FAILED("I420Rotate", I420Rotate(in[0].bytes, in[0].stride, in[1].bytes, in[1].stride, in[2].bytes,
                                                  in[2].stride, out[0].bytes, out[0].stride, out[1].bytes, out[1].stride,
                                                  out[2].bytes, out[2].stride, source->width, source->height,
                                                  pip_rotation_mode(parameters)));
    return pip_succeeded();
}

/* Y rotated straight into the destination; U and V into scratch planes of CbCr's size, merged. */
PiPLibYUVStatus pip_libyuv_i420_to_nv12_rotate_merge(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                                     PiPLibYUVParameters parameters) {
    enum RotationMode mode = pip_rotation_mode(parameters);
    const PiPLibYUVPlane *in = source->planes, *cbcr = &destination->planes[1];
    PiPLibYUVStatus status = rotate_plane(&in[0], &destination->planes[0], mode);
    if (status.status != 0) return status;
    PiPScratchSize sizes[2] = {{cbcr->width, cbcr->height}, {cbcr->width, cbcr->height}};
    uint8_t *scratch[2];
    uint8_t *allocation = pip_scratch_planes(2, sizes, scratch);
    if (!allocation) return pip_out_of_memory();
    for (int i = 0; i < 2 && status.status == 0; i++) {
        int rotated = RotatePlane(in[1 + i].bytes, in[1 + i].stride, scratch[i], cbcr->width, in[1 + i].width,
                                  in[1 + i].height, mode);
        if (rotated != 0) status = pip_failed(rotated, "RotatePlane");
    }
    if (status.status == 0) merge(scratch, cbcr);
    free(allocation);
    return status;
}

PiPLibYUVStatus pip_libyuv_i420_to_nv12_rotate_via_i420(const PiPLibYUVFrame *source,
                                                        const PiPLibYUVFrame *destination,
                                                        PiPLibYUVParameters parameters) {
    const PiPLibYUVPlane *in = source->planes;
    PiPScratchSize sizes[3];
    uint8_t *scratch[3];
    scratch_i420_sizes(destination, sizes);
    uint8_t *allocation = pip_scratch_planes(3, sizes, scratch);
    if (!allocation) return pip_out_of_memory();
    PiPLibYUVStatus status;
    int rotated = I420Rotate(in[0].bytes, in[0].stride, in[1].bytes, in[1].stride, in[2].bytes, in[2].stride, scratch[0],
                             sizes[0].width, scratch[1], sizes[1].width, scratch[2], sizes[2].width, source->width,
                             source->height, pip_rotation_mode(parameters));
    if (rotated != 0) status = pip_failed(rotated, "I420Rotate");
    else status = convert_scratch_to_nv12(scratch, destination);
    free(allocation);
    return status;
}

/* RotateScaleNV12's chain: libyuv as an app would chain it. */
#include "ChainSupport.h"
#include <stdlib.h>
#include <string.h>

/* Bytes of a plane of `height` rows of `row_bytes`, rounded up to a 64-byte boundary. */
static size_t rounded_plane_bytes(int32_t row_bytes, int32_t height) {
    return ((size_t)row_bytes * (size_t)height + 63) / 64 * 64;
}

/* RotateNV12's `libyuv-split` into a full-size rotated NV12 frame, then ScaleNV12's `libyuv-box`.
 * The rotated frame is allocated per call as the suite allocates a frame: one 64-byte aligned block,
 * zero-filled, tight rows, Y then CbCr each starting on a 64-byte boundary. */
PiPLibYUVStatus pip_libyuv_rotate_scale_nv12(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                             PiPLibYUVParameters parameters) {
    bool quarter_turn = parameters.rotation == 90 || parameters.rotation == 270;
    int32_t width = quarter_turn ? source->height : source->width;
    int32_t height = quarter_turn ? source->width : source->height;
    int32_t chroma_width = (width + 1) / 2, chroma_height = (height + 1) / 2;
    size_t luma_bytes = rounded_plane_bytes(width, height);
    size_t total = luma_bytes + rounded_plane_bytes(2 * chroma_width, chroma_height);
    void *block = NULL;
    if (posix_memalign(&block, 64, total) != 0) return pip_out_of_memory();
    memset(block, 0, total);
    PiPLibYUVFrame rotated = {width, height, {{(uint8_t *)block, width, width, height},
                                              {(uint8_t *)block + luma_bytes, 2 * chroma_width, chroma_width, chroma_height},
                                              {NULL, 0, 0, 0}}};
    PiPLibYUVStatus status = pip_rotate_nv12_split(source, &rotated, pip_rotation_mode(parameters));
    if (status.status == 0) status = pip_scale_nv12_box(&rotated, destination);
    free(block);
    return status;
}

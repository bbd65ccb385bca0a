#ifndef PIP_CHAIN_SUPPORT_H
#define PIP_CHAIN_SUPPORT_H

/* What the chains share (not part of the module's interface): statuses, libyuv's rotation mode,
 * scratch planes. */

#include "CLibYUVChains.h"
#include <libyuv.h>

/* A chain's success. */
static inline PiPLibYUVStatus pip_succeeded(void) {
    PiPLibYUVStatus status = {0, 0};
    return status;
}

/* A chain's failure: `status` from `function`. */
static inline PiPLibYUVStatus pip_failed(int status, const char *function) {
    PiPLibYUVStatus failure = {status, function};
    return failure;
}

/* Returns libyuv's status from the calling chain when `call` (a libyuv function returning int) fails. */
#define PIP_RETURN_IF_FAILED(function, call)                                                                            \
    do {                                                                                                                \
        int status_ = (call);                                                                                           \
        if (status_ != 0) return pip_failed(status_, function);                                                         \
    } while (0)

/* libyuv's mode for an angle in degrees clockwise (libyuv's angles are clockwise too, and its modes
 * are the degrees). */
static inline enum RotationMode pip_rotation_mode(PiPLibYUVParameters parameters) {
    return (enum RotationMode)parameters.rotation;
}

/* A tight scratch plane's size. */
typedef struct {
    int32_t width, height;
} PiPScratchSize;

/* Scratch planes of `sizes` (one byte per sample, rows `width` apart), allocated for one call and
 * released after it, as an app that calls a libyuv chain once per frame pays: one 64-byte aligned
 * allocation (posix_memalign), each plane starting on a 64-byte boundary, nothing zero-filled. The
 * planes' first bytes go to `planes`; returns the allocation to free, or NULL when there is no memory.
 * (Measured with glibc at 1080p, the per-call allocation costs well under a microsecond once malloc
 * reuses the freed block; other allocators, iOS's for large blocks, may charge page faults.) */
uint8_t *pip_scratch_planes(int count, const PiPScratchSize *sizes, uint8_t **planes);

/* The status of a scratch allocation that failed. */
static inline PiPLibYUVStatus pip_out_of_memory(void) { return pip_failed(-1, "posix_memalign"); }

/* ScaleNV12 `libyuv-box`'s calls: NV12Scale with kFilterBox, routed around libyuv 1857's UVScale
 * assertion (ScalePlane box for Y; the CbCr half of WebRTC's NV12Scale helper for CbCr). */
PiPLibYUVStatus pip_scale_nv12_box(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination);

/* RotateNV12 `libyuv-split`'s calls. */
PiPLibYUVStatus pip_rotate_nv12_split(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                      enum RotationMode mode);

#endif

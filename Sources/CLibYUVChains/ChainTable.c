/* THE list of the suite's libyuv strategies. PiPLibYUV makes each operation's `libyuvStrategies`
 * from its rows, in this order; the arm64 check's driver runs the rows it is given by name. To add a
 * libyuv strategy: its chain function (declared in include/CLibYUVChains.h) and one row here. */
#include "CLibYUVChains.h"
#include <string.h>

#define FORMATS(source, destination) PiPLibYUVFormat##source, PiPLibYUVFormat##destination
#define EVERY_SAMPLE 0, 0
#define NO_TOLERANCE {0, 0}

static const PiPLibYUVChainRow rows[] = {
    /* I420ToNV12 */
    {"I420ToNV12", "libyuv", "libyuv I420ToNV12 (CopyPlane + MergeUVPlane with the CPU's widest SIMD kernel)", NULL,
     PiPLibYUVContractExact, NO_TOLERANCE, EVERY_SAMPLE, FORMATS(I420, NV12), false, false, pip_libyuv_i420_to_nv12},
    /* I420ToBGRA. Full range is within +-1 of the reference for every input (checked exhaustively). Video range is
     * not: libyuv's BT.601 limited-range table uses a blue-from-Cb coefficient of 128/64 = 2.0 instead of 2.018
     * ("max(128, round(2.018 * 64))", so its x86 kernels can multiply by signed bytes), which puts blue up to 2 off
     * for legal inputs (Y 16...235, C 16...240) and up to 3 off for the rest. */
    {"I420ToBGRA", "libyuv",
     "libyuv J420ToARGB (full range) / I420ToARGB (video range) with the CPU's widest SIMD row kernel", NULL,
     PiPLibYUVContractWithin, {1, 3}, EVERY_SAMPLE, FORMATS(I420, BGRA), false, false, pip_libyuv_i420_to_bgra},
    /* RotateNV12: libyuv has no NV12 -> NV12 rotation. `libyuv-split` is the chain with the least extra memory
     * traffic; `libyuv-plane16` needs no scratch, but libyuv 1857 has only a C kernel for it. */
    {"RotateNV12", "libyuv-split",
     "libyuv RotatePlane (Y) + SplitRotateUV (CbCr -> scratch U, V) + MergeUVPlane; scratch malloc'd per call", NULL,
     PiPLibYUVContractExact, NO_TOLERANCE, EVERY_SAMPLE, FORMATS(NV12, NV12), true, false, pip_libyuv_rotate_nv12_split},
    {"RotateNV12", "libyuv-plane16",
     "libyuv RotatePlane (Y) + RotatePlane_16 (CbCr pairs as 16-bit samples, no scratch); odd CbCr strides fall back "
     "to the split chain",
     "libyuv-split", PiPLibYUVContractExact, NO_TOLERANCE, EVERY_SAMPLE, FORMATS(NV12, NV12), true, false,
     pip_libyuv_rotate_nv12_plane16},
    {"RotateNV12", "libyuv-viai420",
     "libyuv NV12ToI420Rotate (-> scratch I420 frame) + I420ToNV12; scratch malloc'd per call", "libyuv-split",
     PiPLibYUVContractExact, NO_TOLERANCE, EVERY_SAMPLE, FORMATS(NV12, NV12), true, false,
     pip_libyuv_rotate_nv12_via_i420},
    /* RotateI420 */
    {"RotateI420", "libyuv", "libyuv I420Rotate (RotatePlane on each plane, the CPU's widest transpose kernel)", NULL,
     PiPLibYUVContractExact, NO_TOLERANCE, EVERY_SAMPLE, FORMATS(I420, I420), true, false, pip_libyuv_rotate_i420},
    /* I420ToNV12Rotate */
    {"I420ToNV12Rotate", "libyuv-merge",
     "libyuv RotatePlane (Y; U, V -> scratch) + MergeUVPlane; scratch malloc'd per call", NULL, PiPLibYUVContractExact,
     NO_TOLERANCE, EVERY_SAMPLE, FORMATS(I420, NV12), true, false, pip_libyuv_i420_to_nv12_rotate_merge},
    {"I420ToNV12Rotate", "libyuv-viai420",
     "libyuv I420Rotate (-> scratch I420 frame) + I420ToNV12; scratch malloc'd per call", "libyuv-merge",
     PiPLibYUVContractExact, NO_TOLERANCE, EVERY_SAMPLE, FORMATS(I420, NV12), true, false,
     pip_libyuv_i420_to_nv12_rotate_via_i420},
    /* ScaleI420. `libyuv-box` is what upstream's PiP path calls for I420 frames. */
    {"ScaleI420", "libyuv-none", "libyuv I420Scale, kFilterNone: point sampling (16.16 stepping)", NULL,
     PiPLibYUVContractUnbounded, NO_TOLERANCE, 1, 1, FORMATS(I420, I420), false, true, pip_libyuv_scale_i420_none},
    {"ScaleI420", "libyuv-linear", "libyuv I420Scale, kFilterLinear: horizontal interpolation only", NULL,
     PiPLibYUVContractUnbounded, NO_TOLERANCE, 2, 1, FORMATS(I420, I420), false, true, pip_libyuv_scale_i420_linear},
    {"ScaleI420", "libyuv-bilinear", "libyuv I420Scale, kFilterBilinear", NULL, PiPLibYUVContractUnbounded,
     NO_TOLERANCE, 2, 2, FORMATS(I420, I420), false, true, pip_libyuv_scale_i420_bilinear},
    {"ScaleI420", "libyuv-box",
     "libyuv I420Scale, kFilterBox (upstream PiP, I420 frames); mallocs a row buffer per plane", NULL,
     PiPLibYUVContractUnbounded, NO_TOLERANCE, EVERY_SAMPLE, FORMATS(I420, I420), false, true,
     pip_libyuv_scale_i420_box},
    /* ScaleNV12. `libyuv-box`: ScalePlane for Y, UVScale for CbCr (each may malloc row buffers per call). In libyuv
     * 1857 (Debian bookworm) UVScale does not area-average CbCr at 3:1, 6:1 or fractional ratios: its chroma
     * aliases like point sampling (see psnr_uv). Where its UVScale asserts (CbCr exactly 4:1 across and 6, 10,
     * 14 ... :1 down, e.g. 1920x1080 -> 480x180), routed around: CbCr goes through SplitUVPlane + ScalePlane box +
     * MergeUVPlane. `libyuv-split-box` is WebRTC's NV12Scale helper, which upstream's PiP path calls for NV12. */
    {"ScaleNV12", "libyuv-none", "libyuv NV12Scale, kFilterNone: point sampling (16.16 stepping)", NULL,
     PiPLibYUVContractUnbounded, NO_TOLERANCE, 1, 1, FORMATS(NV12, NV12), false, true, pip_libyuv_scale_nv12_none},
    {"ScaleNV12", "libyuv-linear", "libyuv NV12Scale, kFilterLinear: horizontal interpolation only", NULL,
     PiPLibYUVContractUnbounded, NO_TOLERANCE, 2, 1, FORMATS(NV12, NV12), false, true, pip_libyuv_scale_nv12_linear},
    {"ScaleNV12", "libyuv-bilinear", "libyuv NV12Scale, kFilterBilinear", NULL, PiPLibYUVContractUnbounded,
     NO_TOLERANCE, 2, 2, FORMATS(NV12, NV12), false, true, pip_libyuv_scale_nv12_bilinear},
    {"ScaleNV12", "libyuv-box",
     "libyuv NV12Scale, kFilterBox: ScalePlane (Y) + UVScale (CbCr; in libyuv 1857 no area average at 3:1, 6:1, "
     "fractional; routed around its ScaleUVDown4Box assertion at 4:1 across x 6,10,14..:1 down via split + ScalePlane "
     "box + merge)",
     NULL, PiPLibYUVContractUnbounded, NO_TOLERANCE, EVERY_SAMPLE, FORMATS(NV12, NV12), false, true,
     pip_libyuv_scale_nv12_box},
    {"ScaleNV12", "libyuv-split-box",
     "upstream's NV12 path (WebRTC NV12Scale helper): malloc 2x(src+dst) chroma per frame, split UV, 3x ScalePlane "
     "box, merge",
     "libyuv-box", PiPLibYUVContractUnbounded, NO_TOLERANCE, EVERY_SAMPLE, FORMATS(NV12, NV12), false, true,
     pip_libyuv_scale_nv12_split_box},
    /* ScaleI420ToNV12: upstream scales with kFilterBox, then converts I420 to NV12. */
    {"ScaleI420ToNV12", "libyuv-none",
     "libyuv chain: I420Scale (none) into NV12's Y and scratch U, V (malloc'd per frame), then MergeUVPlane", NULL,
     PiPLibYUVContractUnbounded, NO_TOLERANCE, 1, 1, FORMATS(I420, NV12), false, true,
     pip_libyuv_scale_i420_to_nv12_none},
    {"ScaleI420ToNV12", "libyuv-box",
     "libyuv chain: I420Scale (box) into NV12's Y and scratch U, V (malloc'd per frame), then MergeUVPlane", NULL,
     PiPLibYUVContractUnbounded, NO_TOLERANCE, EVERY_SAMPLE, FORMATS(I420, NV12), false, true,
     pip_libyuv_scale_i420_to_nv12_box},
    /* RotateScaleNV12. Not the area average: libyuv 1857's box truncates, and its UVScale does not area-average
     * CbCr at 3:1, 6:1 or fractional ratios; its bytes are exactly those of an exact rotation followed by
     * ScaleNV12's `libyuv-box`. */
    {"RotateScaleNV12", "libyuv",
     "libyuv RotatePlane + SplitRotateUV + MergeUVPlane into a full-size rotated frame (heap, per call), then "
     "NV12Scale kFilterBox (routed around its ScaleUVDown4Box assertion as libyuv-box is)",
     NULL, PiPLibYUVContractUnbounded, NO_TOLERANCE, EVERY_SAMPLE, FORMATS(NV12, NV12), true, true,
     pip_libyuv_rotate_scale_nv12},
};

int pip_libyuv_chain_count(void) { return (int)(sizeof rows / sizeof rows[0]); }

const PiPLibYUVChainRow *pip_libyuv_chain_at(int index) { return &rows[index]; }

const PiPLibYUVChainRow *pip_libyuv_chain_named(const char *operation, const char *id) {
    for (int i = 0; i < pip_libyuv_chain_count(); i++)
        if (strcmp(rows[i].operation, operation) == 0 && strcmp(rows[i].id, id) == 0) return &rows[i];
    return NULL;
}

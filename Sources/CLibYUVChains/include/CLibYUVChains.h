#ifndef CLIBYUVCHAINS_H
#define CLIBYUVCHAINS_H

/* The suite's libyuv strategies, written once: each a chain of libyuv calls as an app would make
 * them, and one table that lists them (`pip_libyuv_chain_at`). PiPLibYUV (Swift) makes its libyuv
 * strategies from the table; the arm64 check's driver (Arm64/LibYUV/driver.c) runs the same chains
 * against every libyuv version it measures. This header names no libyuv type, so it compiles
 * against any libyuv's headers (the .c files include them). */

#include <stdbool.h>
#include <stdint.h>

/* Pointers are never NULL unless marked PIP_NULLABLE (clang's nullability, which Swift imports;
 * gcc, which builds the arm64 driver, has none). */
#ifdef __clang__
#define PIP_NULLABLE _Nullable
#pragma clang assume_nonnull begin
#else
#define PIP_NULLABLE
#endif

/* ---- frames ---- */

/// One plane a chain reads or writes: `height` rows of `width` samples, rows `stride` bytes apart.
/// Interleaved CbCr counts its width in pairs.
typedef struct {
    uint8_t *PIP_NULLABLE bytes;
    int32_t stride;
    int32_t width, height;
} PiPLibYUVPlane;

/// The pixel formats of the chains' frames.
typedef enum {
    /// Planar 4:2:0: Y, U, V.
    PiPLibYUVFormatI420,
    /// Bi-planar 4:2:0: Y, then interleaved CbCr pairs.
    PiPLibYUVFormatNV12,
    /// One plane of 4-byte pixels, B, G, R, A in memory (libyuv's "ARGB").
    PiPLibYUVFormatBGRA,
} PiPLibYUVFormat;

/// A frame of a chain: the picture's size and its planes in memory order (I420 three, NV12 two,
/// BGRA one; the rest unused).
typedef struct {
    int32_t width, height;
    PiPLibYUVPlane planes[3];
} PiPLibYUVFrame;

/* ---- calls ---- */

/// The colour range of the colour conversions (I420ToBGRA).
typedef enum {
    /// BT.601 full range: libyuv's J420 functions.
    PiPLibYUVRangeFull,
    /// BT.601 video range: libyuv's I420 functions.
    PiPLibYUVRangeVideo,
} PiPLibYUVRange;

/// What a call takes besides its frames.
typedef struct {
    /// Degrees clockwise, 90, 180 or 270, for the chains that rotate; ignored by the others.
    int32_t rotation;
    /// For the colour conversions; ignored by the others.
    PiPLibYUVRange range;
} PiPLibYUVParameters;

/// What a chain returns: status 0; or the status of the first libyuv call that failed and that
/// function's name; or -1 and "posix_memalign" or "malloc" when its scratch memory could not be had
/// (the names are static strings), for an error that names the function.
typedef struct {
    int32_t status;
    const char *PIP_NULLABLE function;
} PiPLibYUVStatus;

/// A chain: `source` into `destination` (its size the operation's destination size). The frames
/// must have been validated (sizes, no overlap, libyuv's 32-bit limits): a chain checks nothing.
/// Scratch it needs is allocated and released within the call.
typedef PiPLibYUVStatus (*PiPLibYUVChain)(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                          PiPLibYUVParameters parameters);

/* ---- the table ---- */

/// What a strategy promises about its output (the suite's `Contract`).
typedef enum {
    /// Every sample equals the operation's reference.
    PiPLibYUVContractExact,
    /// Every sample within `tolerance` of the reference.
    PiPLibYUVContractWithin,
    /// No bound against the reference (point and tap filters; libyuv's box).
    PiPLibYUVContractUnbounded,
} PiPLibYUVContract;

/// The largest difference from the reference a `PiPLibYUVContractWithin` chain allows, per colour
/// range (the same for both where the range does not matter).
typedef struct {
    int32_t full_range, video_range;
} PiPLibYUVTolerance;

/// One libyuv strategy: a row of the table.
typedef struct {
    /// The operation's name, the first component of its benchmark names ("RotateNV12").
    const char *operation;
    /// The strategy's id within the operation ("libyuv-split").
    const char *id;
    /// One line on what it calls and what it models.
    const char *summary;
    /// The id of the libyuv strategy of the same operation that does the same job, which result
    /// tables hold it against; NULL when that is itself.
    const char *PIP_NULLABLE reference;
    PiPLibYUVContract contract;
    /// For `PiPLibYUVContractWithin`; zero otherwise.
    PiPLibYUVTolerance tolerance;
    /// Source samples read per destination sample, across and down, for point and tap filters;
    /// both 0 when it reads every source sample.
    int32_t taps_horizontal, taps_vertical;
    PiPLibYUVFormat source_format, destination_format;
    /// Whether a call takes an angle (`PiPLibYUVParameters.rotation`).
    bool rotates;
    /// Whether the destination may be any size no larger than the (rotated) source.
    bool scales;
    PiPLibYUVChain chain;
} PiPLibYUVChainRow;

/// The number of rows of the table.
int pip_libyuv_chain_count(void);

/// Row `index` (0 ..< pip_libyuv_chain_count()), in the suite's order: by operation, each
/// operation's strategies in the order its result tables list them.
const PiPLibYUVChainRow *pip_libyuv_chain_at(int index);

/// The row of strategy `id` of `operation`, or NULL.
const PiPLibYUVChainRow *PIP_NULLABLE pip_libyuv_chain_named(const char *operation, const char *id);

/* ---- the chains (each a row's `chain`) ---- */

/// I420ToNV12 `libyuv`: I420ToNV12.
PiPLibYUVStatus pip_libyuv_i420_to_nv12(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                        PiPLibYUVParameters parameters);
/// I420ToBGRA `libyuv`: J420ToARGB (full range) or I420ToARGB (video range).
PiPLibYUVStatus pip_libyuv_i420_to_bgra(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                        PiPLibYUVParameters parameters);
/// RotateNV12 `libyuv-split`: RotatePlane (Y); SplitRotateUV into scratch U, V, then MergeUVPlane.
PiPLibYUVStatus pip_libyuv_rotate_nv12_split(const PiPLibYUVFrame *source,
                                             const PiPLibYUVFrame *destination, PiPLibYUVParameters parameters);
/// RotateNV12 `libyuv-plane16`: RotatePlane (Y); RotatePlane_16 on the CbCr pairs (the split chain
/// where a stride or base is odd).
PiPLibYUVStatus pip_libyuv_rotate_nv12_plane16(const PiPLibYUVFrame *source,
                                               const PiPLibYUVFrame *destination, PiPLibYUVParameters parameters);
/// RotateNV12 `libyuv-viai420`: NV12ToI420Rotate into a scratch I420 frame, then I420ToNV12.
PiPLibYUVStatus pip_libyuv_rotate_nv12_via_i420(const PiPLibYUVFrame *source,
                                                const PiPLibYUVFrame *destination, PiPLibYUVParameters parameters);
/// RotateI420 `libyuv`: I420Rotate.
PiPLibYUVStatus pip_libyuv_rotate_i420(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                       PiPLibYUVParameters parameters);
/// I420ToNV12Rotate `libyuv-merge`: RotatePlane (Y; U, V into scratch), then MergeUVPlane.
PiPLibYUVStatus pip_libyuv_i420_to_nv12_rotate_merge(const PiPLibYUVFrame *source,
                                                     const PiPLibYUVFrame *destination,
                                                     PiPLibYUVParameters parameters);
/// I420ToNV12Rotate `libyuv-viai420`: I420Rotate into a scratch I420 frame, then I420ToNV12.
PiPLibYUVStatus pip_libyuv_i420_to_nv12_rotate_via_i420(const PiPLibYUVFrame *source,
                                                        const PiPLibYUVFrame *destination,
                                                        PiPLibYUVParameters parameters);
/// ScaleI420 `libyuv-none`, `-linear`, `-bilinear`, `-box`: I420Scale with that filter.
PiPLibYUVStatus pip_libyuv_scale_i420_none(const PiPLibYUVFrame *source,
                                           const PiPLibYUVFrame *destination, PiPLibYUVParameters parameters);
PiPLibYUVStatus pip_libyuv_scale_i420_linear(const PiPLibYUVFrame *source,
                                             const PiPLibYUVFrame *destination, PiPLibYUVParameters parameters);
PiPLibYUVStatus pip_libyuv_scale_i420_bilinear(const PiPLibYUVFrame *source,
                                               const PiPLibYUVFrame *destination, PiPLibYUVParameters parameters);
PiPLibYUVStatus pip_libyuv_scale_i420_box(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                          PiPLibYUVParameters parameters);
/// ScaleNV12 `libyuv-none`, `-linear`, `-bilinear`, `-box`: NV12Scale with that filter (box routed
/// around libyuv 1857's UVScale assertion, see `pip_libyuv_uv_scale_box_asserts`).
PiPLibYUVStatus pip_libyuv_scale_nv12_none(const PiPLibYUVFrame *source,
                                           const PiPLibYUVFrame *destination, PiPLibYUVParameters parameters);
PiPLibYUVStatus pip_libyuv_scale_nv12_linear(const PiPLibYUVFrame *source,
                                             const PiPLibYUVFrame *destination, PiPLibYUVParameters parameters);
PiPLibYUVStatus pip_libyuv_scale_nv12_bilinear(const PiPLibYUVFrame *source,
                                               const PiPLibYUVFrame *destination, PiPLibYUVParameters parameters);
PiPLibYUVStatus pip_libyuv_scale_nv12_box(const PiPLibYUVFrame *source, const PiPLibYUVFrame *destination,
                                          PiPLibYUVParameters parameters);
/// ScaleNV12 `libyuv-split-box`: WebRTC's NV12Scale helper (ScalePlane box for Y; CbCr split,
/// box-scaled plane by plane in a malloc'd temporary, merged).
PiPLibYUVStatus pip_libyuv_scale_nv12_split_box(const PiPLibYUVFrame *source,
                                                const PiPLibYUVFrame *destination, PiPLibYUVParameters parameters);
/// ScaleI420ToNV12 `libyuv-none`, `-box`: I420Scale into NV12's Y and malloc'd U, V, then MergeUVPlane.
PiPLibYUVStatus pip_libyuv_scale_i420_to_nv12_none(const PiPLibYUVFrame *source,
                                                   const PiPLibYUVFrame *destination,
                                                   PiPLibYUVParameters parameters);
PiPLibYUVStatus pip_libyuv_scale_i420_to_nv12_box(const PiPLibYUVFrame *source,
                                                  const PiPLibYUVFrame *destination,
                                                  PiPLibYUVParameters parameters);
/// RotateScaleNV12 `libyuv`: RotateNV12's `libyuv-split` into a zero-filled full-size rotated
/// frame (heap, per call), then ScaleNV12's `libyuv-box`.
PiPLibYUVStatus pip_libyuv_rotate_scale_nv12(const PiPLibYUVFrame *source,
                                             const PiPLibYUVFrame *destination, PiPLibYUVParameters parameters);

/// Whether libyuv 1857's UVScale with kFilterBox aborts the process on CbCr scaled from
/// `source_width` x `source_height` pairs to `destination_width` x `destination_height`: it takes
/// ScaleUVDown4Box whenever the step across is exactly 4 and the step down an even whole number,
/// but asserts that the step down is a multiple of 4 (`scale_uv.cc:208`); a step down of 2 is
/// filtered bilinearly instead. So: exactly 4:1 across and 6, 10, 14 ... :1 down.
bool pip_libyuv_uv_scale_box_asserts(int32_t source_width, int32_t source_height, int32_t destination_width,
                                     int32_t destination_height);

/* ---- libyuv's CPU selection (for the arm64 check's driver) ---- */

/// LIBYUV_VERSION of the headers this file was compiled against.
int pip_libyuv_header_version(void);

/// libyuv's CPU detection, once (before anything is counted).
void pip_libyuv_detect_cpu(void);

/// Every row kernel libyuv's CPU detection allows (`MaskCpuFlags(-1)`), or only its C row
/// kernels (`MaskCpuFlags(1)`).
void pip_libyuv_use_c_path(bool c_only);

/// NULL when libyuv selected NEON and neither SVE nor SME (Apple's cores have neither), or on a
/// CPU other than aarch64; else why not (a static string naming the CPU to run under).
const char *PIP_NULLABLE pip_libyuv_neon_only_problem(void);

#ifdef __clang__
#pragma clang assume_nonnull end
#endif

#endif

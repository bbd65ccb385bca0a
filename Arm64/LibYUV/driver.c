/* The libyuv side of the arm64 check (scripts/ci/arm64-check.sh, docs/design/arm64.md): libyuv called
 * exactly as the suite's libyuv strategies call it (Sources/PiPLibYUV: same functions, same order,
 * same scratch handling), on frames with tight rows and 64-byte aligned planes filled with random
 * bytes, at the sizes the arm64 baseline counts. Built twice for every libyuv version the suite measures
 * (scripts/setup/libyuv-versions.txt): for aarch64 (static, with that version's Debian libyuv.a for arm64,
 * NEON; SVE and SME off) and for the host (x86-64, that version's libyuv.a for amd64). Each name's
 * strategy carries the version of the headers it was built with: RotateNV12/libyuv-split@1974/1280x720/90/hot.
 *   libyuv-driver count  each case run once uncounted (warm: CPU flags, malloc), then once between
 *                        pip_count_begin() and pip_count_end(); prints the benchmark names in order
 *   libyuv-driver check  each case (and a few odd sizes) with libyuv's default path (NEON on aarch64,
 *                        SSE/AVX on x86-64) and with its C path (MaskCpuFlags(1)): one line per case
 *                        with both output digests and the verdict of the strategy's contract
 *                        (exact: rotation, interleave; +-1 of floating-point BT.601: J420ToARGB;
 *                        unbounded: box scaling, whose distance from the area average is printed).
 *                        Exit 1 if a contract fails. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <libyuv.h>

void pip_count_begin(void);
void pip_count_end(void);

/* ---- frames ---- */

typedef struct {
    uint8_t *bytes;
    int width, height; /* samples; CbCr: pairs */
    int sample_bytes;
    int stride;
} Plane;

typedef enum { I420, NV12, BGRA } Format;

typedef struct {
    Format format;
    int width, height;
    int count;
    Plane planes[3];
} Frame;

static Plane plane_new(int width, int height, int sample_bytes) {
    Plane plane = {NULL, width, height, sample_bytes, width * sample_bytes};
    size_t bytes = ((size_t)plane.stride * height + 63) / 64 * 64;
    plane.bytes = aligned_alloc(64, bytes ? bytes : 64);
    memset(plane.bytes, 0, bytes ? bytes : 64);
    return plane;
}

static Frame frame_new(Format format, int width, int height) {
    Frame frame = {format, width, height, 0, {{0}}};
    int cw = (width + 1) / 2, ch = (height + 1) / 2;
    switch (format) {
    case I420:
        frame.count = 3;
        frame.planes[0] = plane_new(width, height, 1);
        frame.planes[1] = plane_new(cw, ch, 1);
        frame.planes[2] = plane_new(cw, ch, 1);
        break;
    case NV12:
        frame.count = 2;
        frame.planes[0] = plane_new(width, height, 1);
        frame.planes[1] = plane_new(cw, ch, 2);
        break;
    case BGRA:
        frame.count = 1;
        frame.planes[0] = plane_new(width, height, 4);
        break;
    }
    return frame;
}

static void frame_free(Frame *frame) {
    for (int i = 0; i < frame->count; i++) free(frame->planes[i].bytes);
}

static uint64_t random_state = 0x9E3779B97F4A7C15ull;

static uint8_t random_byte(void) { /* xorshift64* */
    random_state ^= random_state >> 12;
    random_state ^= random_state << 25;
    random_state ^= random_state >> 27;
    return (uint8_t)((random_state * 0x2545F4914F6CDD1Dull) >> 56);
}

static void frame_fill(Frame *frame) {
    for (int i = 0; i < frame->count; i++) {
        Plane *plane = &frame->planes[i];
        for (size_t k = 0; k < (size_t)plane->stride * plane->height; k++) plane->bytes[k] = random_byte();
    }
}

/* FNV-1a over the samples of every plane (not the padding; rows are tight anyway). */
static uint64_t frame_digest(const Frame *frame) {
    uint64_t hash = 0xcbf29ce484222325ull;
    for (int i = 0; i < frame->count; i++) {
        const Plane *plane = &frame->planes[i];
        for (int y = 0; y < plane->height; y++)
            for (int x = 0; x < plane->width * plane->sample_bytes; x++)
                hash = (hash ^ plane->bytes[(size_t)y * plane->stride + x]) * 0x100000001b3ull;
    }
    return hash;
}

/* ---- libyuv as the strategies call it (Sources/PiPLibYUV) ---- */

/* withScratchPlanes: one allocation per call, each plane tight and 64-byte aligned, not zero-filled. */
static uint8_t *scratch_planes(int count, int width, int height, uint8_t **planes) {
    size_t each = ((size_t)width * height + 63) / 64 * 64;
    uint8_t *base = aligned_alloc(64, each * count > 0 ? each * count : 64);
    for (int i = 0; i < count; i++) planes[i] = base + i * each;
    return base;
}

static void rotate_plane(const Plane *source, Plane *destination) {
    RotatePlane(source->bytes, source->stride, destination->bytes, destination->stride, source->width, source->height,
                kRotate90);
}

/* libyuvSplitRotateMerge: SplitRotateUV into scratch U, V (the destination's size), MergeUVPlane. */
static void split_rotate_merge(const Plane *source, Plane *destination) {
    uint8_t *scratch[2];
    uint8_t *base = scratch_planes(2, destination->width, destination->height, scratch);
    SplitRotateUV(source->bytes, source->stride, scratch[0], destination->width, scratch[1], destination->width,
                  source->width, source->height, kRotate90);
    MergeUVPlane(scratch[0], destination->width, scratch[1], destination->width, destination->bytes,
                 destination->stride, destination->width, destination->height);
    free(base);
}

/* convertScratchToNV12 */
static void scratch_to_nv12(uint8_t **scratch, int width, int height, Frame *destination) {
    int cw = (width + 1) / 2;
    I420ToNV12(scratch[0], width, scratch[1], cw, scratch[2], cw, destination->planes[0].bytes,
               destination->planes[0].stride, destination->planes[1].bytes, destination->planes[1].stride, width, height);
}

/* withScratchPlanes([size, chroma, chroma]) */
static uint8_t *scratch_i420(int width, int height, uint8_t **scratch) {
    size_t luma = ((size_t)width * height + 63) / 64 * 64;
    size_t chroma = ((size_t)((width + 1) / 2) * ((height + 1) / 2) + 63) / 64 * 64;
    uint8_t *base = aligned_alloc(64, luma + 2 * chroma);
    scratch[0] = base;
    scratch[1] = base + luma;
    scratch[2] = base + luma + chroma;
    return base;
}

static void rotate_nv12_split(Frame *s, Frame *d) {
    rotate_plane(&s->planes[0], &d->planes[0]);
    split_rotate_merge(&s->planes[1], &d->planes[1]);
}

static void rotate_nv12_plane16(Frame *s, Frame *d) { /* rows and bases are even here: RotatePlane_16 */
    rotate_plane(&s->planes[0], &d->planes[0]);
    Plane *from = &s->planes[1], *to = &d->planes[1];
    RotatePlane_16((const uint16_t *)from->bytes, from->stride / 2, (uint16_t *)to->bytes, to->stride / 2, from->width,
                   from->height, kRotate90);
}

static void rotate_nv12_via_i420(Frame *s, Frame *d) {
    uint8_t *scratch[3];
    uint8_t *base = scratch_i420(d->width, d->height, scratch);
    int cw = (d->width + 1) / 2;
    NV12ToI420Rotate(s->planes[0].bytes, s->planes[0].stride, s->planes[1].bytes, s->planes[1].stride, scratch[0],
                     d->width, scratch[1], cw, scratch[2], cw, s->width, s->height, kRotate90);
    scratch_to_nv12(scratch, d->width, d->height, d);
    free(base);
}

static void rotate_i420(Frame *s, Frame *d) {
    I420Rotate(s->planes[0].bytes, s->planes[0].stride, s->planes[1].bytes, s->planes[1].stride, s->planes[2].bytes,
               s->planes[2].stride, d->planes[0].bytes, d->planes[0].stride, d->planes[1].bytes, d->planes[1].stride,
               d->planes[2].bytes, d->planes[2].stride, s->width, s->height, kRotate90);
}

static void i420_to_nv12_rotate_merge(Frame *s, Frame *d) {
    rotate_plane(&s->planes[0], &d->planes[0]);
    Plane *cbcr = &d->planes[1];
    uint8_t *scratch[2];
    uint8_t *base = scratch_planes(2, cbcr->width, cbcr->height, scratch);
    RotatePlane(s->planes[1].bytes, s->planes[1].stride, scratch[0], cbcr->width, s->planes[1].width,
                s->planes[1].height, kRotate90);
    RotatePlane(s->planes[2].bytes, s->planes[2].stride, scratch[1], cbcr->width, s->planes[2].width,
                s->planes[2].height, kRotate90);
    MergeUVPlane(scratch[0], cbcr->width, scratch[1], cbcr->width, cbcr->bytes, cbcr->stride, cbcr->width, cbcr->height);
    free(base);
}

static void i420_to_nv12_rotate_via_i420(Frame *s, Frame *d) {
    uint8_t *scratch[3];
    uint8_t *base = scratch_i420(d->width, d->height, scratch);
    int cw = (d->width + 1) / 2;
    I420Rotate(s->planes[0].bytes, s->planes[0].stride, s->planes[1].bytes, s->planes[1].stride, s->planes[2].bytes,
               s->planes[2].stride, scratch[0], d->width, scratch[1], cw, scratch[2], cw, s->width, s->height, kRotate90);
    scratch_to_nv12(scratch, d->width, d->height, d);
    free(base);
}

static void i420_to_nv12(Frame *s, Frame *d) {
    I420ToNV12(s->planes[0].bytes, s->planes[0].stride, s->planes[1].bytes, s->planes[1].stride, s->planes[2].bytes,
               s->planes[2].stride, d->planes[0].bytes, d->planes[0].stride, d->planes[1].bytes, d->planes[1].stride,
               s->width, s->height);
}

static void i420_to_bgra(Frame *s, Frame *d) { /* full range */
    J420ToARGB(s->planes[0].bytes, s->planes[0].stride, s->planes[1].bytes, s->planes[1].stride, s->planes[2].bytes,
               s->planes[2].stride, d->planes[0].bytes, d->planes[0].stride, s->width, s->height);
}

static void scale_i420(Frame *s, Frame *d, enum FilterMode filter) {
    I420Scale(s->planes[0].bytes, s->planes[0].stride, s->planes[1].bytes, s->planes[1].stride, s->planes[2].bytes,
              s->planes[2].stride, s->width, s->height, d->planes[0].bytes, d->planes[0].stride, d->planes[1].bytes,
              d->planes[1].stride, d->planes[2].bytes, d->planes[2].stride, d->width, d->height, filter);
}

static void scale_i420_box(Frame *s, Frame *d) { scale_i420(s, d, kFilterBox); }
static void scale_i420_none(Frame *s, Frame *d) { scale_i420(s, d, kFilterNone); }
static void scale_i420_bilinear(Frame *s, Frame *d) { scale_i420(s, d, kFilterBilinear); }

/* libyuvSplitBoxScaleChroma: malloc 2 x source + 2 x destination chroma; split, 2 x ScalePlane box, merge. */
static void split_box_scale_chroma(const Plane *source, Plane *destination) {
    int sw = source->width, sh = source->height, dw = destination->width, dh = destination->height;
    size_t source_bytes = (size_t)sw * sh, destination_bytes = (size_t)dw * dh;
    uint8_t *temporary = malloc(2 * source_bytes + 2 * destination_bytes);
    uint8_t *su = temporary, *sv = su + source_bytes, *du = sv + source_bytes, *dv = du + destination_bytes;
    SplitUVPlane(source->bytes, source->stride, su, sw, sv, sw, sw, sh);
    ScalePlane(su, sw, sw, sh, du, dw, dw, dh, kFilterBox);
    ScalePlane(sv, sw, sw, sh, dv, dw, dw, dh, kFilterBox);
    MergeUVPlane(du, dw, dv, dw, destination->bytes, destination->stride, dw, dh);
    free(temporary);
}

/* uvScaleBoxAsserts: libyuv 1857's UVScale box asserts at exactly 4:1 across and 6, 10, 14 ... :1 down. */
static int uv_scale_box_asserts(const Plane *source, const Plane *destination) {
    if (source->width != 4 * destination->width || source->height % destination->height != 0) return 0;
    int ratio = source->height / destination->height;
    return ratio % 4 == 2 && ratio > 2;
}

static void scale_nv12_box(Frame *s, Frame *d) {
    if (uv_scale_box_asserts(&s->planes[1], &d->planes[1])) {
        ScalePlane(s->planes[0].bytes, s->planes[0].stride, s->width, s->height, d->planes[0].bytes, d->planes[0].stride,
                   d->width, d->height, kFilterBox);
        split_box_scale_chroma(&s->planes[1], &d->planes[1]);
        return;
    }
    NV12Scale(s->planes[0].bytes, s->planes[0].stride, s->planes[1].bytes, s->planes[1].stride, s->width, s->height,
              d->planes[0].bytes, d->planes[0].stride, d->planes[1].bytes, d->planes[1].stride, d->width, d->height,
              kFilterBox);
}

static void scale_nv12_split_box(Frame *s, Frame *d) {
    ScalePlane(s->planes[0].bytes, s->planes[0].stride, s->width, s->height, d->planes[0].bytes, d->planes[0].stride,
               d->width, d->height, kFilterBox);
    split_box_scale_chroma(&s->planes[1], &d->planes[1]);
}

static void scale_i420_to_nv12_box(Frame *s, Frame *d) {
    Plane *cbcr = &d->planes[1];
    size_t chroma = (size_t)cbcr->width * cbcr->height;
    uint8_t *scratch = malloc(2 * chroma), *u = scratch, *v = scratch + chroma;
    I420Scale(s->planes[0].bytes, s->planes[0].stride, s->planes[1].bytes, s->planes[1].stride, s->planes[2].bytes,
              s->planes[2].stride, s->width, s->height, d->planes[0].bytes, d->planes[0].stride, u, cbcr->width, v,
              cbcr->width, d->width, d->height, kFilterBox);
    MergeUVPlane(u, cbcr->width, v, cbcr->width, cbcr->bytes, cbcr->stride, cbcr->width, cbcr->height);
    free(scratch);
}

/* libyuvRotateScale: a full-size rotated NV12 frame (heap, zero-filled, tight), libyuv-split, then libyuv-box. */
static void rotate_scale_nv12(Frame *s, Frame *d) {
    Frame rotated = frame_new(NV12, s->height, s->width);
    rotate_nv12_split(s, &rotated);
    scale_nv12_box(&rotated, d);
    frame_free(&rotated);
}

/* ---- plain references ---- */

static void reference_rotate(const Plane *source, Plane *destination) { /* 90 degrees clockwise */
    int n = source->sample_bytes;
    for (int y = 0; y < destination->height; y++)
        for (int x = 0; x < destination->width; x++)
            memcpy(destination->bytes + (size_t)y * destination->stride + x * n,
                   source->bytes + (size_t)(source->height - 1 - x) * source->stride + y * n, n);
}

static void reference_interleave(const Plane *u, const Plane *v, Plane *cbcr) {
    for (int y = 0; y < cbcr->height; y++)
        for (int x = 0; x < cbcr->width; x++) {
            cbcr->bytes[(size_t)y * cbcr->stride + 2 * x] = u->bytes[(size_t)y * u->stride + x];
            cbcr->bytes[(size_t)y * cbcr->stride + 2 * x + 1] = v->bytes[(size_t)y * v->stride + x];
        }
}

static void reference_copy(const Plane *source, Plane *destination) {
    for (int y = 0; y < source->height; y++)
        memcpy(destination->bytes + (size_t)y * destination->stride, source->bytes + (size_t)y * source->stride,
               (size_t)source->width * source->sample_bytes);
}

/* The exact result of the exact-contract kinds, into `reference` (the destination's format). */
static void reference_rotate_nv12(Frame *s, Frame *r) {
    reference_rotate(&s->planes[0], &r->planes[0]);
    reference_rotate(&s->planes[1], &r->planes[1]);
}

static void reference_rotate_i420(Frame *s, Frame *r) {
    for (int i = 0; i < 3; i++) reference_rotate(&s->planes[i], &r->planes[i]);
}

static void reference_i420_to_nv12_rotate(Frame *s, Frame *r) {
    Frame rotated = frame_new(I420, s->height, s->width);
    reference_rotate_i420(s, &rotated);
    reference_copy(&rotated.planes[0], &r->planes[0]);
    reference_interleave(&rotated.planes[1], &rotated.planes[2], &r->planes[1]);
    frame_free(&rotated);
}

static void reference_i420_to_nv12(Frame *s, Frame *r) {
    reference_copy(&s->planes[0], &r->planes[0]);
    reference_interleave(&s->planes[1], &s->planes[2], &r->planes[1]);
}

static uint8_t clamp_round(double value) { return (uint8_t)fmin(fmax(value + 0.5, 0), 255); }

/* Largest difference of any B, G, R byte from floating-point BT.601 full range (as referenceBGR in
 * Arm64/Driver/References.swift); 256 if alpha is not 255. */
static int bgra_distance(Frame *s, Frame *d) {
    const double kr = 0.299, kb = 0.114, kg = 1 - kr - kb;
    int worst = 0;
    for (int y = 0; y < s->height; y++)
        for (int x = 0; x < s->width; x++) {
            double luma = s->planes[0].bytes[(size_t)y * s->planes[0].stride + x];
            double cb = s->planes[1].bytes[(size_t)(y / 2) * s->planes[1].stride + x / 2] - 128.0;
            double cr = s->planes[2].bytes[(size_t)(y / 2) * s->planes[2].stride + x / 2] - 128.0;
            uint8_t expected[3] = {clamp_round(luma + 2 * (1 - kb) * cb),
                                   clamp_round(luma - 2 * kb * (1 - kb) / kg * cb - 2 * kr * (1 - kr) / kg * cr),
                                   clamp_round(luma + 2 * (1 - kr) * cr)};
            const uint8_t *pixel = d->planes[0].bytes + (size_t)y * d->planes[0].stride + 4 * x;
            for (int c = 0; c < 3; c++) {
                int difference = abs((int)pixel[c] - expected[c]);
                if (difference > worst) worst = difference;
            }
            if (pixel[3] != 255) worst = 256;
        }
    return worst;
}

/* Largest difference of any sample from the exact area average rounded half up, at whole ratios
 * (-1 where the ratio is not whole for every plane). */
static int box_distance(Frame *s, Frame *d) {
    int worst = 0;
    for (int i = 0; i < d->count; i++) {
        Plane *from = &s->planes[i], *to = &d->planes[i];
        if (from->width % to->width || from->height % to->height) return -1;
        int rx = from->width / to->width, ry = from->height / to->height, n = from->sample_bytes;
        for (int y = 0; y < to->height; y++)
            for (int x = 0; x < to->width; x++)
                for (int c = 0; c < n; c++) {
                    int sum = 0;
                    for (int j = 0; j < ry; j++)
                        for (int k = 0; k < rx; k++)
                            sum += from->bytes[(size_t)(y * ry + j) * from->stride + (x * rx + k) * n + c];
                    int expected = (2 * sum + rx * ry) / (2 * rx * ry);
                    int difference = abs(to->bytes[(size_t)y * to->stride + x * n + c] - expected);
                    if (difference > worst) worst = difference;
                }
    }
    return worst;
}

/* Where two outputs of the same format differ: the first plane that does, its largest difference and
 * how many bytes differ ("" if none). */
static void describe_difference(const Frame *a, const Frame *b, char *text, size_t size) {
    text[0] = 0;
    for (int i = 0; i < a->count; i++) {
        const Plane *p = &a->planes[i], *q = &b->planes[i];
        int worst = 0;
        long differing = 0;
        for (int y = 0; y < p->height; y++)
            for (int x = 0; x < p->width * p->sample_bytes; x++) {
                int difference = abs(p->bytes[(size_t)y * p->stride + x] - q->bytes[(size_t)y * q->stride + x]);
                if (difference) differing++;
                if (difference > worst) worst = difference;
            }
        if (differing) {
            snprintf(text, size, " (plane %d: %ld of %ld bytes, up to %d apart)", i, differing,
                     (long)p->width * p->sample_bytes * p->height, worst);
            return;
        }
    }
}

/* ---- cases ---- */

typedef enum { EXACT, WITHIN_ONE, UNBOUNDED } Contract;

typedef struct {
    const char *operation, *strategy;
    Format source_format, destination_format;
    void (*run)(Frame *, Frame *);
    Contract contract;
    void (*reference)(Frame *, Frame *); /* EXACT only */
    int rotates;
} Kind;

static const Kind i420_to_nv12_kind = {"I420ToNV12", "libyuv", I420, NV12, i420_to_nv12, EXACT, reference_i420_to_nv12, 0};
static const Kind i420_to_bgra_kind = {"I420ToBGRA", "libyuv", I420, BGRA, i420_to_bgra, WITHIN_ONE, NULL, 0};
static const Kind rotate_nv12_kinds[] = {
    {"RotateNV12", "libyuv-split", NV12, NV12, rotate_nv12_split, EXACT, reference_rotate_nv12, 1},
    {"RotateNV12", "libyuv-plane16", NV12, NV12, rotate_nv12_plane16, EXACT, reference_rotate_nv12, 1},
    {"RotateNV12", "libyuv-viai420", NV12, NV12, rotate_nv12_via_i420, EXACT, reference_rotate_nv12, 1},
};
static const Kind rotate_i420_kind = {"RotateI420", "libyuv", I420, I420, rotate_i420, EXACT, reference_rotate_i420, 1};
static const Kind i420_to_nv12_rotate_kinds[] = {
    {"I420ToNV12Rotate", "libyuv-merge", I420, NV12, i420_to_nv12_rotate_merge, EXACT, reference_i420_to_nv12_rotate, 1},
    {"I420ToNV12Rotate", "libyuv-viai420", I420, NV12, i420_to_nv12_rotate_via_i420, EXACT, reference_i420_to_nv12_rotate, 1},
};
static const Kind scale_i420_box_kind = {"ScaleI420", "libyuv-box", I420, I420, scale_i420_box, UNBOUNDED, NULL, 0};
static const Kind scale_i420_none_kind = {"ScaleI420", "libyuv-none", I420, I420, scale_i420_none, UNBOUNDED, NULL, 0};
static const Kind scale_i420_bilinear_kind = {"ScaleI420", "libyuv-bilinear", I420, I420, scale_i420_bilinear, UNBOUNDED, NULL, 0};
static const Kind scale_nv12_box_kind = {"ScaleNV12", "libyuv-box", NV12, NV12, scale_nv12_box, UNBOUNDED, NULL, 0};
static const Kind scale_nv12_split_box_kind = {"ScaleNV12", "libyuv-split-box", NV12, NV12, scale_nv12_split_box, UNBOUNDED, NULL, 0};
static const Kind scale_i420_to_nv12_box_kind = {"ScaleI420ToNV12", "libyuv-box", I420, NV12, scale_i420_to_nv12_box, UNBOUNDED, NULL, 0};
static const Kind rotate_scale_nv12_kind = {"RotateScaleNV12", "libyuv", NV12, NV12, rotate_scale_nv12, UNBOUNDED, NULL, 1};

typedef struct {
    const Kind *kind;
    int width, height, target_width, target_height; /* target 0: the source size, rotated if the kind rotates */
} Case;

#define MAX_CASES 96
static Case cases[MAX_CASES];
static int case_count;

static void add(const Kind *kind, int width, int height, int target_width, int target_height) {
    if (case_count == MAX_CASES) abort();
    cases[case_count++] = (Case){kind, width, height, target_width, target_height};
}

/* The arm64 baseline's sizes (Arm64/Driver/Count.swift) for every benchmark with a libyuv strategy. */
static void add_counted_cases(void) {
    static const int conversion_sizes[][2] = {{640, 360}, {1280, 720}, {1920, 1080}, {1279, 719}};
    for (int i = 0; i < 4; i++) {
        add(&i420_to_nv12_kind, conversion_sizes[i][0], conversion_sizes[i][1], 0, 0);
        add(&i420_to_bgra_kind, conversion_sizes[i][0], conversion_sizes[i][1], 0, 0);
    }
    for (int k = 0; k < 3; k++)
        for (int i = 1; i < 4; i++) add(&rotate_nv12_kinds[k], conversion_sizes[i][0], conversion_sizes[i][1], 0, 0);
    add(&rotate_i420_kind, 1920, 1080, 0, 0);
    for (int k = 0; k < 2; k++) add(&i420_to_nv12_rotate_kinds[k], 1920, 1080, 0, 0);
    add(&scale_i420_none_kind, 1920, 1080, 640, 360);
    add(&scale_i420_bilinear_kind, 1920, 1080, 640, 360);
    add(&scale_i420_box_kind, 1920, 1080, 640, 360);
    add(&scale_i420_box_kind, 1920, 1080, 960, 540);
    add(&scale_i420_box_kind, 1920, 1080, 480, 270);
    add(&scale_i420_box_kind, 1920, 1080, 568, 320);
    add(&scale_i420_box_kind, 1080, 1920, 360, 640);
    add(&scale_i420_box_kind, 1280, 720, 378, 213);
    add(&scale_nv12_box_kind, 1920, 1080, 640, 360);
    add(&scale_nv12_box_kind, 1280, 720, 378, 213);
    add(&scale_nv12_split_box_kind, 1920, 1080, 640, 360);
    add(&scale_i420_to_nv12_box_kind, 1920, 1080, 640, 360);
    add(&rotate_scale_nv12_kind, 1280, 720, 270, 480);
    add(&rotate_scale_nv12_kind, 1920, 1080, 360, 640);
}

/* Odd and small sizes for `check` only (tails of every row kernel). */
static void add_checked_cases(void) {
    static const int sizes[][2] = {{1, 1}, {17, 9}, {33, 31}, {127, 65}};
    for (int i = 0; i < 4; i++) {
        int w = sizes[i][0], h = sizes[i][1];
        add(&i420_to_nv12_kind, w, h, 0, 0);
        add(&i420_to_bgra_kind, w, h, 0, 0);
        for (int k = 0; k < 3; k++) add(&rotate_nv12_kinds[k], w, h, 0, 0);
        add(&rotate_i420_kind, w, h, 0, 0);
        for (int k = 0; k < 2; k++) add(&i420_to_nv12_rotate_kinds[k], w, h, 0, 0);
    }
    add(&scale_i420_box_kind, 1278, 718, 426, 359); /* 3:1 across, 2:1 down, odd target */
    add(&scale_nv12_box_kind, 1920, 1080, 960, 540);
    add(&scale_nv12_box_kind, 1920, 1080, 480, 270);
    add(&scale_nv12_box_kind, 1920, 1080, 480, 180); /* UVScale's assertion, routed around */
    add(&scale_nv12_box_kind, 1080, 1920, 360, 640);
    add(&scale_nv12_box_kind, 1920, 1080, 568, 320);
    add(&scale_nv12_box_kind, 720, 1280, 270, 480); /* RotateScaleNV12/libyuv's scale step at 1280x720 */
}

static void case_name(const Case *c, char *name, size_t size) {
    const Kind *k = c->kind;
    if (c->target_width)
        snprintf(name, size, "%s/%s@%d/%dx%d/%dx%d%s/hot", k->operation, k->strategy, LIBYUV_VERSION, c->width, c->height,
                 c->target_width, c->target_height, k->rotates ? "/90" : "");
    else
        snprintf(name, size, "%s/%s@%d/%dx%d%s/hot", k->operation, k->strategy, LIBYUV_VERSION, c->width, c->height,
                 k->rotates ? "/90" : "");
}

static void case_frames(const Case *c, Frame *source, Frame *destination) {
    int tw = c->target_width, th = c->target_height;
    if (!tw) {
        tw = c->kind->rotates ? c->height : c->width;
        th = c->kind->rotates ? c->width : c->height;
    }
    *source = frame_new(c->kind->source_format, c->width, c->height);
    *destination = frame_new(c->kind->destination_format, tw, th);
    frame_fill(source);
    frame_fill(destination);
}

/* On aarch64: 0 if libyuv selected NEON and neither SVE nor SME (Apple's cores have neither; the CPU
 * qemu models must not offer them), else 1 with a message. */
static int require_neon_only(void) {
#ifdef __aarch64__
    if (!TestCpuFlag(kCpuHasNEON)) {
        fprintf(stderr, "libyuv-driver: libyuv %d did not select its NEON kernels\n", LIBYUV_VERSION);
        return 1;
    }
#if LIBYUV_VERSION > 1857 /* 1857 knows neither; the later versions measured know both */
    if (TestCpuFlag(kCpuHasSVE) || TestCpuFlag(kCpuHasSVE2) || TestCpuFlag(kCpuHasSME)) {
        fprintf(stderr, "libyuv-driver: libyuv %d selected SVE or SME kernels; run under a CPU without them "
                        "(qemu-aarch64 -cpu max,sve=off,sme=off)\n", LIBYUV_VERSION);
        return 1;
    }
#endif
#endif
    return 0;
}

static int count_cases(void) {
    TestCpuFlag(kCpuInitialized); /* CPU detection once, before any count */
    if (require_neon_only()) return 1;
    for (int i = 0; i < case_count; i++) {
        char name[160];
        Frame source, destination;
        case_name(&cases[i], name, sizeof name);
        case_frames(&cases[i], &source, &destination);
        cases[i].kind->run(&source, &destination); /* warm: first-touch and malloc's first growth */
        pip_count_begin();
        cases[i].kind->run(&source, &destination);
        pip_count_end();
        puts(name);
        frame_free(&source);
        frame_free(&destination);
    }
    return 0;
}

static int check_cases(void) {
    int failures = 0;
    if (require_neon_only()) return 1;
    for (int i = 0; i < case_count; i++) {
        const Case *c = &cases[i];
        char name[160], verdict[64], difference[96];
        Frame source, simd, plain;
        case_name(c, name, sizeof name);
        case_frames(c, &source, &simd);
        plain = frame_new(simd.format, simd.width, simd.height);
        MaskCpuFlags(-1);
        c->kind->run(&source, &simd);
        MaskCpuFlags(1); /* libyuv's C row kernels only */
        c->kind->run(&source, &plain);
        MaskCpuFlags(-1);
        int failed = 0;
        switch (c->kind->contract) {
        case EXACT: {
            Frame reference = frame_new(simd.format, simd.width, simd.height);
            c->kind->reference(&source, &reference);
            failed = frame_digest(&reference) != frame_digest(&simd) || frame_digest(&reference) != frame_digest(&plain);
            snprintf(verdict, sizeof verdict, "exact %s", failed ? "MISMATCH" : "ok");
            frame_free(&reference);
            break;
        }
        case WITHIN_ONE: {
            int simd_distance = bgra_distance(&source, &simd), plain_distance = bgra_distance(&source, &plain);
            failed = simd_distance > 1 || plain_distance > 1;
            snprintf(verdict, sizeof verdict, "within-1 %s (max %d, C path %d)", failed ? "EXCEEDED" : "ok", simd_distance,
                     plain_distance);
            break;
        }
        case UNBOUNDED: {
            int distance = box_distance(&source, &simd);
            if (distance < 0) snprintf(verdict, sizeof verdict, "unbounded (a ratio is not whole)");
            else snprintf(verdict, sizeof verdict, "unbounded (max %d from the area average)", distance);
            break;
        }
        }
        uint64_t simd_digest = frame_digest(&simd), plain_digest = frame_digest(&plain);
        describe_difference(&simd, &plain, difference, sizeof difference);
        printf("%s %s simd=%016llx c=%016llx simd-vs-c=%s%s %s\n", failed ? "FAIL" : "ok", name,
               (unsigned long long)simd_digest, (unsigned long long)plain_digest,
               simd_digest == plain_digest ? "same" : "differ", difference, verdict);
        failures += failed;
        frame_free(&source);
        frame_free(&simd);
        frame_free(&plain);
    }
    printf("libyuv-driver: %d cases, %d failed their contract\n", case_count, failures);
    return failures ? 1 : 0;
}

int main(int argc, char **argv) {
    add_counted_cases();
    if (argc == 2 && strcmp(argv[1], "count") == 0) return count_cases();
    if (argc == 2 && strcmp(argv[1], "check") == 0) {
        add_checked_cases();
        return check_cases();
    }
    fprintf(stderr, "usage: libyuv-driver count|check\n");
    return 64;
}

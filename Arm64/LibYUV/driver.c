/* The libyuv side of the arm64 check (scripts/ci/arm64-check.sh, docs/design/arm64.md): the suite's libyuv
 * chains (Sources/CLibYUVChains, the same C files PiPLibYUV's strategies call) run by name, on frames with tight
 * rows and 64-byte aligned planes filled with random bytes. This file names no strategy and calls no libyuv
 * function: every chain, its formats and its contract come from the chains' table. Built twice for every libyuv
 * version the suite measures (scripts/setup/libyuv-versions.txt): for aarch64 (static, with that version's Debian
 * libyuv.a for arm64, NEON; SVE and SME off) and for the host (x86-64, that version's libyuv.a for amd64).
 *   libyuv-driver count FILE  FILE lists benchmark names as the x86 suite names them, one a line:
 *                             <operation>/<strategy>/<W>x<H>[/<w>x<h>][/<angle>]/hot (a destination size for the
 *                             chains that scale, an angle of 90, 180 or 270 for those that rotate). Each case
 *                             run once uncounted (warm: CPU flags, malloc), then once between pip_count_begin()
 *                             and pip_count_end(); prints each name with the headers' version in its strategy
 *                             (<operation>/<strategy>@<version>/...), in the file's order.
 *   libyuv-driver check FILE  FILE's cases, then the driver's own: every chain that does not scale at small and
 *                             odd sizes and every angle, every chain that scales at a few extra geometries. Each
 *                             with libyuv's default path (NEON on aarch64, SSE/AVX on x86-64) and with its C path:
 *                             one line per case with both output digests and the verdict of the row's contract
 *                             (exact: against plain rotation and interleave; within its tolerance of
 *                             floating-point BT.601 full range; unbounded: the distance from the area average is
 *                             printed). Exit 1 if a contract fails.
 * A line that names no chain of the table, or is not of that form, stops the driver with exit 2 naming it. */
#include <ctype.h>
#include <fcntl.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "CLibYUVChains.h"

void pip_count_begin(void);
void pip_count_end(void);

/* ---- frames ---- */

typedef struct {
    uint8_t *bytes;
    int width, height; /* samples; CbCr: pairs */
    int sample_bytes;
    int stride;
} Plane;

typedef struct {
    PiPLibYUVFormat format;
    int width, height;
    int count;
    Plane planes[3];
} Frame;

static Plane plane_new(int width, int height, int sample_bytes) {
    Plane plane = {NULL, width, height, sample_bytes, width * sample_bytes};
    size_t bytes = ((size_t)plane.stride * height + 63) / 64 * 64;
    plane.bytes = aligned_alloc(64, bytes ? bytes : 64);
    if (!plane.bytes) {
        fprintf(stderr, "libyuv-driver: no memory for a %dx%d plane\n", width, height);
        exit(1);
    }
    memset(plane.bytes, 0, bytes ? bytes : 64);
    return plane;
}

static Frame frame_new(PiPLibYUVFormat format, int width, int height) {
    Frame frame = {format, width, height, 0, {{0}}};
    int cw = (width + 1) / 2, ch = (height + 1) / 2;
    switch (format) {
    case PiPLibYUVFormatI420:
        frame.count = 3;
        frame.planes[0] = plane_new(width, height, 1);
        frame.planes[1] = plane_new(cw, ch, 1);
        frame.planes[2] = plane_new(cw, ch, 1);
        break;
    case PiPLibYUVFormatNV12:
        frame.count = 2;
        frame.planes[0] = plane_new(width, height, 1);
        frame.planes[1] = plane_new(cw, ch, 2);
        break;
    case PiPLibYUVFormatBGRA:
        frame.count = 1;
        frame.planes[0] = plane_new(width, height, 4);
        break;
    }
    return frame;
}

static void frame_free(Frame *frame) {
    for (int i = 0; i < frame->count; i++) free(frame->planes[i].bytes);
}

/* The frame as a chain takes it. */
static PiPLibYUVFrame chain_frame(const Frame *frame) {
    PiPLibYUVFrame chain = {frame->width, frame->height, {{0}}};
    for (int i = 0; i < frame->count; i++) {
        const Plane *plane = &frame->planes[i];
        chain.planes[i] = (PiPLibYUVPlane){plane->bytes, plane->stride, plane->width, plane->height};
    }
    return chain;
}

static uint64_t random_state;

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

static uint64_t text_digest(const char *text) {
    uint64_t hash = 0xcbf29ce484222325ull;
    for (; *text; text++) hash = (hash ^ (uint8_t)*text) * 0x100000001b3ull;
    return hash;
}

/* ---- plain references ---- */

/* One channel of a 4:2:0 frame: Y, U (Cb) or V (Cr), its samples `step` bytes apart. */
typedef struct {
    uint8_t *bytes;
    int width, height, stride, step;
} Channel;

/* Y, U, V of an I420 or NV12 frame; 0 for BGRA (no channels of this kind). */
static int frame_channels(const Frame *frame, Channel *channels) {
    const Plane *p = frame->planes;
    switch (frame->format) {
    case PiPLibYUVFormatI420:
        for (int i = 0; i < 3; i++) channels[i] = (Channel){p[i].bytes, p[i].width, p[i].height, p[i].stride, 1};
        return 3;
    case PiPLibYUVFormatNV12:
        channels[0] = (Channel){p[0].bytes, p[0].width, p[0].height, p[0].stride, 1};
        channels[1] = (Channel){p[1].bytes, p[1].width, p[1].height, p[1].stride, 2};
        channels[2] = (Channel){p[1].bytes + 1, p[1].width, p[1].height, p[1].stride, 2};
        return 3;
    case PiPLibYUVFormatBGRA:
        break;
    }
    return 0;
}

static uint8_t *sample(const Channel *channel, int x, int y) {
    return channel->bytes + (size_t)y * channel->stride + (size_t)x * channel->step;
}

/* `from` turned `angle` degrees clockwise (0: copied) into `to`, which has the turned size. */
static void reference_rotate(const Channel *from, const Channel *to, int angle) {
    for (int y = 0; y < to->height; y++)
        for (int x = 0; x < to->width; x++) {
            int sx = x, sy = y;
            if (angle == 90) sx = y, sy = from->height - 1 - x;
            else if (angle == 180) sx = from->width - 1 - x, sy = from->height - 1 - y;
            else if (angle == 270) sx = from->width - 1 - y, sy = x;
            *sample(to, x, y) = *sample(from, sx, sy);
        }
}

/* Every channel of `source` turned `angle` degrees (0: copied) into `result` (I420 or NV12, the turned size):
 * the exact result of a conversion or rotation between these formats. */
static void reference_rotate_frame(const Frame *source, Frame *result, int angle) {
    Channel from[3], to[3];
    frame_channels(source, from);
    frame_channels(result, to);
    for (int i = 0; i < 3; i++) reference_rotate(&from[i], &to[i], angle);
}

static uint8_t clamp_round(double value) { return (uint8_t)fmin(fmax(value + 0.5, 0), 255); }

/* Largest difference of any B, G, R byte from floating-point BT.601 full range (as referenceBGR in
 * Arm64/Driver/References.swift); 256 if alpha is not 255. */
static int bgra_distance(const Frame *s, const Frame *d) {
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

/* Largest difference of any sample of `scaled` from the exact area average of `source`'s channel, rounded half
 * up, at whole ratios (-1 where the ratio is not whole for every channel). */
static int area_distance(const Frame *source, const Frame *scaled) {
    Channel from[3], to[3];
    frame_channels(source, from);
    frame_channels(scaled, to);
    int worst = 0;
    for (int i = 0; i < 3; i++) {
        if (from[i].width % to[i].width || from[i].height % to[i].height) return -1;
        int rx = from[i].width / to[i].width, ry = from[i].height / to[i].height;
        for (int y = 0; y < to[i].height; y++)
            for (int x = 0; x < to[i].width; x++) {
                int sum = 0;
                for (int j = 0; j < ry; j++)
                    for (int k = 0; k < rx; k++) sum += *sample(&from[i], x * rx + k, y * ry + j);
                int difference = abs(*sample(&to[i], x, y) - (2 * sum + rx * ry) / (2 * rx * ry));
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

typedef struct {
    const PiPLibYUVChainRow *row;
    int width, height;               /* the source */
    int target_width, target_height; /* the destination */
    int angle;                       /* 0 for the chains that do not rotate */
} Case;

/* Static, as the file's text: nothing is allocated before the counted frames but their own frames, so malloc
 * meets each counted chain in the same state whatever the file lists. */
#define MAX_CASES 4096
static Case cases[MAX_CASES];
static int case_count;

static int same_case(const Case *a, const Case *b) {
    return a->row == b->row && a->width == b->width && a->height == b->height && a->target_width == b->target_width &&
           a->target_height == b->target_height && a->angle == b->angle;
}

/* Adds a case unless it is there already (a case the file lists is not run again as one of the driver's own);
 * 0 if it was. */
static int add(Case c) {
    for (int i = 0; i < case_count; i++)
        if (same_case(&cases[i], &c)) return 0;
    if (case_count == MAX_CASES) {
        fprintf(stderr, "libyuv-driver: more than %d cases\n", MAX_CASES);
        exit(2);
    }
    cases[case_count++] = c;
    return 1;
}

static int quarter_turn(int angle) { return angle == 90 || angle == 270; }

/* The destination size of a chain that does not scale: the source's, turned. */
static Case unscaled_case(const PiPLibYUVChainRow *row, int width, int height, int angle) {
    Case c = {row, width, height, width, height, angle};
    if (quarter_turn(angle)) c.target_width = height, c.target_height = width;
    return c;
}

/* The name without the version (as the file has it) when `version` is 0, else with it in the strategy. */
static void case_name(const Case *c, int version, char *name, size_t size) {
    char strategy[96], target[32] = "", angle[16] = "";
    if (version) snprintf(strategy, sizeof strategy, "%s@%d", c->row->id, version);
    else snprintf(strategy, sizeof strategy, "%s", c->row->id);
    if (c->row->scales) snprintf(target, sizeof target, "/%dx%d", c->target_width, c->target_height);
    if (c->row->rotates) snprintf(angle, sizeof angle, "/%d", c->angle);
    snprintf(name, size, "%s/%s/%dx%d%s%s/hot", c->row->operation, strategy, c->width, c->height, target, angle);
}

/* The case's frames, random bytes from a seed of its name (so a case's bytes do not depend on the other cases). */
static void case_frames(const Case *c, Frame *source, Frame *destination) {
    char name[200];
    case_name(c, 0, name, sizeof name);
    random_state = text_digest(name) | 1;
    *source = frame_new(c->row->source_format, c->width, c->height);
    *destination = frame_new(c->row->destination_format, c->target_width, c->target_height);
    frame_fill(source);
    frame_fill(destination);
}

/* The case's parameters: its angle, and full range (the range the driver's BGRA reference knows). */
static PiPLibYUVParameters case_parameters(const Case *c) {
    PiPLibYUVParameters parameters = {c->angle, PiPLibYUVRangeFull};
    return parameters;
}

static PiPLibYUVStatus run_case(const Case *c, const Frame *source, const Frame *destination) {
    PiPLibYUVFrame from = chain_frame(source), to = chain_frame(destination);
    return c->row->chain(&from, &to, case_parameters(c));
}

/* ---- the file's cases ---- */

#define LARGEST_SIDE 32768

/* "<W>x<H>" with both positive and at most LARGEST_SIDE; 0 if not. */
static int parse_size(const char *text, int *width, int *height) {
    char *end;
    if (!isdigit((unsigned char)text[0])) return 0;
    long w = strtol(text, &end, 10);
    if (*end != 'x' || !isdigit((unsigned char)end[1])) return 0;
    long h = strtol(end + 1, &end, 10);
    if (*end || w < 1 || h < 1 || w > LARGEST_SIDE || h > LARGEST_SIDE) return 0;
    *width = (int)w, *height = (int)h;
    return 1;
}

/* The case a name of the file stands for; exits 2 naming the line when it cannot be run. */
static Case parse_case(const char *file, int line_number, const char *line) {
    char text[256], *parts[8];
    int count = 0;
    const char *why = NULL;
    Case c = {0};
    if (strlen(line) >= sizeof text) why = "longer than a benchmark name";
    else {
        strcpy(text, line);
        parts[count++] = text;
        for (char *slash = strchr(text, '/'); slash && count < 8; slash = strchr(slash + 1, '/')) {
            *slash = 0;
            parts[count++] = slash + 1;
        }
        /* Sizes, then the destination for a chain that scales, then the angle for one that rotates, then "hot". */
        if (count < 4 || count > 7 || strcmp(parts[count - 1], "hot") != 0)
            why = "not <operation>/<strategy>/<W>x<H>[/<w>x<h>][/<angle>]/hot";
        else if (!(c.row = pip_libyuv_chain_named(parts[0], parts[1])))
            why = "no chain of that operation and strategy in Sources/CLibYUVChains/ChainTable.c";
        else if (count != 4 + c.row->scales + c.row->rotates)
            why = c.row->scales ? (c.row->rotates ? "this chain takes <W>x<H>/<w>x<h>/<angle>" : "this chain takes <W>x<H>/<w>x<h>")
                                : (c.row->rotates ? "this chain takes <W>x<H>/<angle>" : "this chain takes <W>x<H> alone");
        else if (!parse_size(parts[2], &c.width, &c.height))
            why = "the source size is not <W>x<H> with sides 1 to 32768";
        else if (c.row->rotates && strcmp(parts[count - 2], "90") && strcmp(parts[count - 2], "180") &&
                 strcmp(parts[count - 2], "270"))
            why = "the angle is not 90, 180 or 270";
        else {
            c.angle = c.row->rotates ? atoi(parts[count - 2]) : 0;
            Case turned = unscaled_case(c.row, c.width, c.height, c.angle);
            if (!c.row->scales) c = turned;
            else if (!parse_size(parts[3], &c.target_width, &c.target_height))
                why = "the destination size is not <w>x<h> with sides 1 to 32768";
            else if (c.target_width > turned.target_width || c.target_height > turned.target_height)
                why = "the destination is larger than the (turned) source: the chains only downscale";
        }
    }
    if (why) {
        fprintf(stderr, "libyuv-driver: %s:%d: '%s': %s\n", file, line_number, line, why);
        exit(2);
    }
    return c;
}

/* Every line of `file` (blank lines and lines starting with '#' aside) as a case. Read with read(2) into static
 * memory (stdio would malloc its buffers, see `cases`). */
static void add_file_cases(const char *file) {
    static char text[1 << 20];
    size_t length = 0;
    ssize_t got = 0;
    int descriptor = open(file, O_RDONLY);
    while (descriptor >= 0 && length < sizeof text - 1 && (got = read(descriptor, text + length, sizeof text - 1 - length)) > 0)
        length += (size_t)got;
    if (descriptor < 0 || got < 0 || length == sizeof text - 1) {
        fprintf(stderr, "libyuv-driver: cannot read the list of cases %s (or it is over %zu bytes)\n", file, sizeof text - 2);
        exit(2);
    }
    close(descriptor);
    text[length] = 0;
    int line_number = 1;
    for (char *line = text, *end; *line; line = end + 1, line_number++) {
        end = line + strcspn(line, "\n");
        int last = *end == 0;
        *end = 0;
        line[strcspn(line, "\r")] = 0;
        if (line[0] != 0 && line[0] != '#' && !add(parse_case(file, line_number, line))) {
            fprintf(stderr, "libyuv-driver: %s:%d: '%s': listed twice\n", file, line_number, line);
            exit(2);
        }
        if (last) break;
    }
}

/* ---- the driver's own cases (check) ---- */

/* Small and odd sizes for every chain that does not scale (tails of every row kernel), at every angle of those
 * that rotate; for every chain that scales, geometries the counted sizes lack: 3:1 across and 2:1 down to an odd
 * target, 2:1, 4:1, 4:1 across and 6:1 down (where libyuv 1857's UVScale box asserts, routed around), portrait
 * 3:1, 1920 -> 568 and 8/3 (the camera's: a 1280x720 frame turned a quarter, then scaled). A chain that also
 * rotates takes the geometry's source turned a quarter, so that its scale step meets the geometry. */
static void add_checked_cases(void) {
    static const int sizes[][2] = {{1, 1}, {17, 9}, {33, 31}, {127, 65}};
    static const int angles[] = {90, 180, 270};
    static const int geometries[][4] = {{1278, 718, 426, 359}, {1920, 1080, 960, 540}, {1920, 1080, 480, 270},
                                        {1920, 1080, 480, 180}, {1080, 1920, 360, 640}, {1920, 1080, 568, 320},
                                        {720, 1280, 270, 480}};
    int rows = pip_libyuv_chain_count();
    for (int i = 0; i < 4; i++)
        for (int r = 0; r < rows; r++) {
            const PiPLibYUVChainRow *row = pip_libyuv_chain_at(r);
            if (row->scales) continue;
            for (int a = 0; a < (row->rotates ? 3 : 1); a++)
                add(unscaled_case(row, sizes[i][0], sizes[i][1], row->rotates ? angles[a] : 0));
        }
    for (int g = 0; g < 7; g++)
        for (int r = 0; r < rows; r++) {
            const PiPLibYUVChainRow *row = pip_libyuv_chain_at(r);
            if (!row->scales) continue;
            const int *geometry = geometries[g];
            Case c = {row, geometry[0], geometry[1], geometry[2], geometry[3], 0};
            if (row->rotates) c.width = geometry[1], c.height = geometry[0], c.angle = 90;
            add(c);
        }
}

/* ---- count ---- */

static int require_neon_only(void) {
    const char *problem = pip_libyuv_neon_only_problem();
    if (!problem) return 0;
    fprintf(stderr, "libyuv-driver: libyuv %d: %s\n", pip_libyuv_header_version(), problem);
    return 1;
}

static int count_cases(void) {
    pip_libyuv_detect_cpu(); /* CPU detection once, before any count */
    if (require_neon_only()) return 1;
    for (int i = 0; i < case_count; i++) {
        char name[200];
        Frame source, destination;
        case_name(&cases[i], pip_libyuv_header_version(), name, sizeof name);
        case_frames(&cases[i], &source, &destination);
        PiPLibYUVFrame from = chain_frame(&source), to = chain_frame(&destination);
        PiPLibYUVParameters parameters = case_parameters(&cases[i]);
        cases[i].row->chain(&from, &to, parameters); /* warm: first-touch and malloc's first growth */
        pip_count_begin(); /* the chain call alone */
        PiPLibYUVStatus status = cases[i].row->chain(&from, &to, parameters);
        pip_count_end();
        if (status.status) {
            fprintf(stderr, "libyuv-driver: %s: %s returned %d\n", name, status.function, (int)status.status);
            return 1;
        }
        puts(name);
        frame_free(&source);
        frame_free(&destination);
    }
    return 0;
}

/* ---- check ---- */

/* The row's contract on `simd` and `plain` (the C path's output) of `source`: 1 if it fails; its verdict in words. */
static int judge(const Case *c, const Frame *source, const Frame *simd, const Frame *plain, char *verdict, size_t size) {
    const PiPLibYUVChainRow *row = c->row;
    int failed = 0;
    switch (row->contract) {
    case PiPLibYUVContractExact:
        if (row->scales || row->destination_format == PiPLibYUVFormatBGRA) {
            snprintf(verdict, size, "exact NO-REFERENCE (the driver has none for this chain)");
            return 1;
        } else {
            Frame reference = frame_new(simd->format, simd->width, simd->height);
            reference_rotate_frame(source, &reference, c->angle);
            failed = frame_digest(&reference) != frame_digest(simd) || frame_digest(&reference) != frame_digest(plain);
            snprintf(verdict, size, "exact %s", failed ? "MISMATCH" : "ok");
            frame_free(&reference);
        }
        break;
    case PiPLibYUVContractWithin:
        if (row->destination_format != PiPLibYUVFormatBGRA || row->source_format != PiPLibYUVFormatI420 || row->scales ||
            row->rotates) {
            snprintf(verdict, size, "within NO-REFERENCE (the driver has none for this chain)");
            return 1;
        } else {
            int tolerance = row->tolerance.full_range;
            int simd_distance = bgra_distance(source, simd), plain_distance = bgra_distance(source, plain);
            failed = simd_distance > tolerance || plain_distance > tolerance;
            snprintf(verdict, size, "within-%d %s (max %d, C path %d)", tolerance, failed ? "EXCEEDED" : "ok",
                     simd_distance, plain_distance);
        }
        break;
    case PiPLibYUVContractUnbounded: {
        int distance = -1;
        if (row->destination_format != PiPLibYUVFormatBGRA && !c->angle) distance = area_distance(source, simd);
        else if (row->destination_format != PiPLibYUVFormatBGRA) { /* against the source turned as the chain turns it */
            Frame turned = frame_new(source->format, quarter_turn(c->angle) ? source->height : source->width,
                                     quarter_turn(c->angle) ? source->width : source->height);
            reference_rotate_frame(source, &turned, c->angle);
            distance = area_distance(&turned, simd);
            frame_free(&turned);
        }
        if (distance < 0) snprintf(verdict, size, "unbounded (a ratio is not whole)");
        else snprintf(verdict, size, "unbounded (max %d from the area average)", distance);
        break;
    }
    }
    return failed;
}

static int check_cases(void) {
    int failures = 0;
    if (require_neon_only()) return 1;
    for (int i = 0; i < case_count; i++) {
        const Case *c = &cases[i];
        char name[200], verdict[96], difference[96];
        Frame source, simd, plain;
        case_name(c, pip_libyuv_header_version(), name, sizeof name);
        case_frames(c, &source, &simd);
        plain = frame_new(simd.format, simd.width, simd.height);
        pip_libyuv_use_c_path(false);
        PiPLibYUVStatus simd_status = run_case(c, &source, &simd);
        pip_libyuv_use_c_path(true); /* libyuv's C row kernels only */
        PiPLibYUVStatus plain_status = run_case(c, &source, &plain);
        pip_libyuv_use_c_path(false);
        int failed;
        if (simd_status.status || plain_status.status) {
            PiPLibYUVStatus status = simd_status.status ? simd_status : plain_status;
            snprintf(verdict, sizeof verdict, "%s returned %d", status.function, (int)status.status);
            failed = 1;
        } else {
            failed = judge(c, &source, &simd, &plain, verdict, sizeof verdict);
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
    if (argc == 3 && strcmp(argv[1], "count") == 0) {
        add_file_cases(argv[2]);
        return count_cases();
    }
    if (argc == 3 && strcmp(argv[1], "check") == 0) {
        add_file_cases(argv[2]);
        add_checked_cases();
        return check_cases();
    }
    fprintf(stderr, "usage: libyuv-driver count|check FILE (benchmark names, one a line)\n");
    return 64;
}

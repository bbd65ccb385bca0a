#include "CRoofline.h"
#include "CByteCopy.h"
#include <string.h>

// The movers are written once (`PIP_INLINE` bodies) and compiled twice on x86_64: for AVX2 (32-byte
// loads and stores in ymm registers, which L2 feeds at its full rate) and for the baseline; the
// first call picks the build the CPU runs. Elsewhere there is one build.

#define PIP_INLINE static inline __attribute__((always_inline))

typedef uint8_t pip_vector __attribute__((vector_size(32)));

/// Bytes of source read before the destination's share of them is written (interleaved movers).
enum { PIP_BLOCK = 4096 };

PIP_INLINE pip_vector load_vector(const uint8_t *p) {
    pip_vector v;
    memcpy(&v, p, sizeof v);
    return v;
}

PIP_INLINE void store_vector(uint8_t *p, pip_vector v) { memcpy(p, &v, sizeof v); }

PIP_INLINE uint64_t fold(pip_vector v) {
    uint64_t words[4];
    memcpy(words, &v, sizeof words);
    return words[0] ^ words[1] ^ words[2] ^ words[3];
}

/// `seed` exclusive-or every 32 bytes of [p, p + n) (and its last bytes one by one): each byte read once.
PIP_INLINE pip_vector read_bytes(const uint8_t *p, size_t n, pip_vector seed) {
    pip_vector a = seed, b = {0}, c = {0}, d = {0};
    size_t i = 0;
    for (; i + 128 <= n; i += 128) {
        a ^= load_vector(p + i);
        b ^= load_vector(p + i + 32);
        c ^= load_vector(p + i + 64);
        d ^= load_vector(p + i + 96);
    }
    for (; i + 32 <= n; i += 32) a ^= load_vector(p + i);
    for (; i < n; i++) a[0] ^= p[i];
    return a ^ b ^ c ^ d;
}

/// Writes `value` over [q, q + n), 32 bytes at a time (streaming stores on the 32-byte aligned part
/// when `streaming`).
PIP_INLINE void write_bytes(uint8_t *q, size_t n, pip_vector value, int streaming) {
    size_t i = 0;
    if (streaming) {
        for (; i < n && ((uintptr_t)(q + i) & 31) != 0; i++) q[i] = value[0];
        for (; i + 128 <= n; i += 128) {
            __builtin_nontemporal_store(value, (pip_vector *)(q + i));
            __builtin_nontemporal_store(value, (pip_vector *)(q + i + 32));
            __builtin_nontemporal_store(value, (pip_vector *)(q + i + 64));
            __builtin_nontemporal_store(value, (pip_vector *)(q + i + 96));
        }
        for (; i + 32 <= n; i += 32) __builtin_nontemporal_store(value, (pip_vector *)(q + i));
    } else {
        for (; i + 128 <= n; i += 128) {
            store_vector(q + i, value);
            store_vector(q + i + 32, value);
            store_vector(q + i + 64, value);
            store_vector(q + i + 96, value);
        }
        for (; i + 32 <= n; i += 32) store_vector(q + i, value);
    }
    for (; i < n; i++) q[i] = value[0];
}

PIP_INLINE uint64_t read_then_write(const void *const *regions, const size_t *sizes, size_t count, uint8_t *destination,
                                     size_t destination_size) {
    pip_vector folded = {0};
    for (size_t r = 0; r < count; r++) folded = read_bytes(regions[r], sizes[r], folded);
    uint64_t result = fold(folded);
    memset(destination, (int)(result | 1), destination_size);
    return result;
}

PIP_INLINE uint64_t copy(const void *const *regions, const size_t *sizes, size_t count, uint8_t *destination,
                          size_t destination_size, int string) {
    pip_vector folded = {0};
    size_t written = 0;
    for (size_t r = 0; r < count; r++) {
        const uint8_t *source = regions[r];
        size_t copied = sizes[r] < destination_size - written ? sizes[r] : destination_size - written;
        if (copied > 0) {
            if (string) pip_copy_bytes(destination + written, source, copied);
            else memcpy(destination + written, source, copied);
            written += copied;
        }
        if (copied < sizes[r]) folded = read_bytes(source + copied, sizes[r] - copied, folded);
    }
    if (written < destination_size) write_bytes(destination + written, destination_size - written, folded, 0);
    return fold(folded) ^ (destination_size > 0 ? destination[0] : 0);
}

PIP_INLINE uint64_t interleaved(const void *const *regions, const size_t *sizes, size_t count, uint8_t *destination,
                                 size_t destination_size, int streaming) {
    size_t source_size = 0;
    for (size_t r = 0; r < count; r++) source_size += sizes[r];
    pip_vector folded = {0};
    size_t consumed = 0, written = 0;
    for (size_t r = 0; r < count; r++) {
        const uint8_t *source = regions[r];
        for (size_t offset = 0; offset < sizes[r]; offset += PIP_BLOCK) {
            size_t block = sizes[r] - offset < PIP_BLOCK ? sizes[r] - offset : PIP_BLOCK;
            folded = read_bytes(source + offset, block, folded);
            consumed += block;
            size_t due = (size_t)(((unsigned __int128)consumed * destination_size) / source_size);
            write_bytes(destination + written, due - written, folded, streaming);
            written = due;
        }
    }
    if (written < destination_size) write_bytes(destination + written, destination_size - written, folded, streaming);
#if defined(__x86_64__)
    if (streaming) __builtin_ia32_sfence();
#endif
    return fold(folded);
}

PIP_INLINE uint64_t move(pip_roofline_method method, const void *const *regions, const size_t *sizes, size_t count,
                          void *destination, size_t destination_size) {
    uint8_t *to = destination;
    switch (method) {
    case PIP_ROOFLINE_READ_THEN_WRITE: return read_then_write(regions, sizes, count, to, destination_size);
    case PIP_ROOFLINE_COPY: return copy(regions, sizes, count, to, destination_size, 0);
    case PIP_ROOFLINE_COPY_STRING: return copy(regions, sizes, count, to, destination_size, 1);
    case PIP_ROOFLINE_INTERLEAVED: return interleaved(regions, sizes, count, to, destination_size, 0);
    case PIP_ROOFLINE_INTERLEAVED_STREAMING: return interleaved(regions, sizes, count, to, destination_size, 1);
    }
    return 0;
}

static uint64_t move_baseline(pip_roofline_method method, const void *const *regions, const size_t *sizes, size_t count,
                              void *destination, size_t destination_size) {
    return move(method, regions, sizes, count, destination, destination_size);
}

#if defined(__x86_64__)
__attribute__((target("avx2")))
static uint64_t move_avx2(pip_roofline_method method, const void *const *regions, const size_t *sizes, size_t count,
                          void *destination, size_t destination_size) {
    return move(method, regions, sizes, count, destination, destination_size);
}
#endif

uint64_t pip_roofline_move(pip_roofline_method method, const void *const *regions, const size_t *region_sizes,
                           size_t region_count, void *destination, size_t destination_size) {
#if defined(__x86_64__)
    static int avx2 = -1;
    if (avx2 < 0) {
        __builtin_cpu_init();
        avx2 = __builtin_cpu_supports("avx2");
    }
    if (avx2) return move_avx2(method, regions, region_sizes, region_count, destination, destination_size);
#endif
    return move_baseline(method, regions, region_sizes, region_count, destination, destination_size);
}

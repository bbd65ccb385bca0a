#ifndef CROOFLINE_H
#define CROOFLINE_H

#include <stddef.h>
#include <stdint.h>

/// The ways the harness's roofline moves a frame's bytes (`pip_roofline_move`). The roofline is
/// the fastest of them on the host at hand, so that no code reading and writing those bytes can
/// beat it: which one wins depends on the CPU, the cache state and the sizes.
typedef enum {
    /// Every source byte read once (the widest vectors the CPU runs), then the destination written
    /// once (`memset`): a read and a write in series.
    PIP_ROOFLINE_READ_THEN_WRITE = 0,
    /// The source copied into the destination's bytes with the C library's `memcpy`, as far as the
    /// destination reaches; the rest of the source read, or the rest of the destination written.
    PIP_ROOFLINE_COPY = 1,
    /// The same copy with the string instruction (`rep movsb`, as libyuv's CopyRow_ERMS) on
    /// x86_64; `memcpy` elsewhere.
    PIP_ROOFLINE_COPY_STRING = 2,
    /// Reads and writes interleaved: each 4 KB block of source read, then its share of the
    /// destination written (the destination's size over the source's), with ordinary stores.
    PIP_ROOFLINE_INTERLEAVED = 3,
    /// The same with non-temporal (streaming) stores, which write around the caches.
    PIP_ROOFLINE_INTERLEAVED_STREAMING = 4,
} pip_roofline_method;

/// How many methods `pip_roofline_method` lists.
#define PIP_ROOFLINE_METHOD_COUNT 5

/// Moves one frame's bytes by `method`: reads every byte of the `region_count` source regions
/// (`regions[i]`, `region_sizes[i]` bytes each, in order) once and writes `destination_size` bytes
/// of `destination` once. Returns a fold of what it read, which the written bytes also depend on,
/// so that nothing can be optimised away. The regions must not overlap the destination.
uint64_t pip_roofline_move(pip_roofline_method method, const void *const *regions, const size_t *region_sizes,
                           size_t region_count, void *destination, size_t destination_size);

#endif

#ifndef CPREFETCH_H
#define CPREFETCH_H

/// Asks the memory system to start loading the cache line holding `address` for reading soon
/// (PREFETCHT0 on x86_64, PRFM PLDL1KEEP on arm64). A hint only: it never faults and changes no
/// value, so any address is allowed. Swift has no spelling of this; being `static inline`, the
/// call compiles to the one instruction inside Swift loops.
static inline void pip_prefetch_read(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif

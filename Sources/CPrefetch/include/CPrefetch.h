#ifndef CPREFETCH_H
#define CPREFETCH_H

// Cache hints the kernels use and Swift has no spelling of. Being `static inline`, each call
// compiles to its instruction inside the Swift loops.

/// Asks the memory system to start loading the cache line holding `address` for reading soon
/// (PREFETCHT0 on x86_64, PRFM PLDL1KEEP on arm64). A hint only: it never faults and changes no
/// value, so any address is allowed.
static inline void pip_prefetch_read(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

/// 32 bytes, as Swift sees them: `SIMD32<UInt8>`.
typedef unsigned char pip_bytes32 __attribute__((ext_vector_type(32)));

/// `value` itself, through an empty inline-assembly statement the compiler cannot see into: no
/// instruction, but the optimizer can no longer fold the computation that made `value` into the
/// ones that use it. In the x86-64-v3 build only (a 32-byte register); elsewhere plain `value`.
static inline pip_bytes32 pip_opaque_bytes32(pip_bytes32 value) {
#if defined(__x86_64__) && defined(__AVX2__)
    __asm__("" : "+x"(value));
#endif
    return value;
}

/// Stores 32 bytes at `address` around the caches (a non-temporal store: VMOVNTDQ on x86-64-v3):
/// the line is not read first and is not kept. `address` must be 32-byte aligned. A writer that
/// uses it calls `pip_store_fence` before its caller reads the bytes or hands them on.
static inline void pip_stream_store32(void *address, pip_bytes32 value) {
    __builtin_nontemporal_store(value, (pip_bytes32 *)address);
}

/// Orders the non-temporal stores before it ahead of every later store (SFENCE on x86-64; on other
/// architectures those stores are ordinary ones and nothing is needed).
static inline void pip_store_fence(void) {
#if defined(__x86_64__)
    __builtin_ia32_sfence();
#endif
}

#endif

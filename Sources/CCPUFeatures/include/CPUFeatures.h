#ifndef CPUFEATURES_H
#define CPUFEATURES_H

/// 1 when this x86-64 CPU (and its operating system) runs x86-64-v3 code: AVX, AVX2, BMI1, BMI2,
/// F16C, FMA, LZCNT, MOVBE and XSAVE. 0 elsewhere, including every other architecture.
int pip_cpu_supports_x86_64_v3(void);

/// Bytes of the level-2 cache of the core this runs on, as the C library reports it (glibc reads
/// CPUID); 0 where it cannot be told (another C library, another operating system).
long pip_level2_cache_bytes(void);

#endif

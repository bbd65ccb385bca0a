#include "CPUFeatures.h"

#if defined(__linux__)
#include <unistd.h>
#endif

int pip_cpu_supports_x86_64_v3(void) {
#if defined(__x86_64__)
    __builtin_cpu_init();
    return __builtin_cpu_supports("x86-64-v3");
#else
    return 0;
#endif
}

long pip_level2_cache_bytes(void) {
#if defined(__linux__) && defined(_SC_LEVEL2_CACHE_SIZE)
    long bytes = sysconf(_SC_LEVEL2_CACHE_SIZE);
    return bytes > 0 ? bytes : 0;
#else
    return 0;
#endif
}

/* libyuv's CPU selection, for the arm64 check's driver (which calls libyuv only through this
 * module): the version of the headers, the C path on demand, and the NEON-only check. */
#include "CLibYUVChains.h"
#include <libyuv.h>

int pip_libyuv_header_version(void) { return LIBYUV_VERSION; }

void pip_libyuv_detect_cpu(void) { TestCpuFlag(kCpuInitialized); }

void pip_libyuv_use_c_path(bool c_only) { MaskCpuFlags(c_only ? 1 : -1); }

const char *pip_libyuv_neon_only_problem(void) {
#ifdef __aarch64__
    if (!TestCpuFlag(kCpuHasNEON)) return "libyuv did not select its NEON kernels";
#if LIBYUV_VERSION > 1857 /* 1857 knows neither; the later versions measured know both */
    if (TestCpuFlag(kCpuHasSVE) || TestCpuFlag(kCpuHasSVE2) || TestCpuFlag(kCpuHasSME))
        return "libyuv selected SVE or SME kernels; run under a CPU without them (qemu-aarch64 -cpu max,sve=off,sme=off)";
#endif
#endif
    return NULL;
}

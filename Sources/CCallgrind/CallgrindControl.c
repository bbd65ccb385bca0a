#include "CallgrindControl.h"

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define PIP_HAVE_CALLGRIND 1
#endif
#endif

// Each function is out of line (this translation unit is opaque to the Swift optimizer), so the
// counted region holds the same few client-request instructions for every benchmark.

int PiPCallgrindIsAvailable(void) {
#ifdef PIP_HAVE_CALLGRIND
    return RUNNING_ON_VALGRIND ? 1 : 0;
#else
    return 0;
#endif
}

void PiPCallgrindStartCounting(void) {
#ifdef PIP_HAVE_CALLGRIND
    // Under `--instr-atstart=no` the process ran uninstrumented until here (valgrind's core alone,
    // several times faster through the frames' preparation); already instrumented, a no-op.
    CALLGRIND_START_INSTRUMENTATION;
    CALLGRIND_ZERO_STATS;
    CALLGRIND_TOGGLE_COLLECT;
#endif
}

void PiPCallgrindStopCounting(const char *name) {
#ifdef PIP_HAVE_CALLGRIND
    CALLGRIND_TOGGLE_COLLECT;
    CALLGRIND_DUMP_STATS_AT(name);
#else
    (void)name;
#endif
}

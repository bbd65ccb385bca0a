#ifndef PIP_CALLGRIND_CONTROL_H
#define PIP_CALLGRIND_CONTROL_H

// Callgrind client requests for counting the instructions of one measured region.
// Run the program under `valgrind --tool=callgrind --collect-atstart=no`; outside valgrind every
// call is a no-op (a few instructions). Built without valgrind's headers, the calls are no-ops
// and PiPCallgrindIsAvailable() returns 0.

#ifdef __cplusplus
extern "C" {
#endif

/// 1 when the program runs under valgrind and the client requests were compiled in, else 0.
int PiPCallgrindIsAvailable(void);
/// Discards the counts collected so far and starts collecting.
void PiPCallgrindStartCounting(void);
/// Stops collecting and writes the counts collected since the start to a dump whose trigger is
/// "Client Request: <name>" (callgrind.out.<pid>.<n>).
void PiPCallgrindStopCounting(const char *name);

#ifdef __cplusplus
}
#endif

#endif

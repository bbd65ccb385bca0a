#ifndef PIP_BENCHMARK_SHIM_H
#define PIP_BENCHMARK_SHIM_H

// A small C interface over Google Benchmark (libbenchmark-dev 1.7.x) for the Swift harness.
// Google Benchmark owns timing, iteration counts, repetitions, statistics and output formats;
// Swift registers callbacks, runs the measured loop through KeepRunning, and sets counters.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Opaque handle to a running benchmark's `benchmark::State`.
typedef struct PiPBenchmarkState PiPBenchmarkState;

/// A benchmark body: called by Google Benchmark, possibly several times (trial runs, repetitions).
typedef void (*PiPBenchmarkFunction)(PiPBenchmarkState *state, void *context);

/// Counter flags, mirroring benchmark::Counter::Flags.
#define PIP_COUNTER_DEFAULT 0x0u
#define PIP_COUNTER_IS_RATE 0x1u
#define PIP_COUNTER_IS_ITERATION_INVARIANT 0x4u
#define PIP_COUNTER_AVERAGE_ITERATIONS 0x8u
#define PIP_COUNTER_INVERT 0x80000000u

/// Time units, mirroring benchmark::TimeUnit.
#define PIP_TIME_NANOSECONDS 0
#define PIP_TIME_MICROSECONDS 1
#define PIP_TIME_MILLISECONDS 2
#define PIP_TIME_SECONDS 3

/// Parses and removes Google Benchmark's own `--benchmark_*` flags from argv.
void PiPBenchmarkInitialize(int *argc, char **argv);
/// Adds a key/value pair to the "context" section of every output format.
void PiPBenchmarkAddContext(const char *key, const char *value);
/// Registers a benchmark; `context` is passed back to `function` on every call.
void PiPBenchmarkRegister(const char *name, PiPBenchmarkFunction function, void *context,
                          int time_unit, int use_real_time);

/// One reported run (an iteration run or an aggregate such as "median"), as the display reporter saw it.
typedef struct PiPBenchmarkRunReport {
    const char *name;            // full name, with the aggregate suffix if any
    const char *run_name;        // name without the aggregate suffix
    const char *aggregate_name;  // "" for iteration runs, else "mean", "median", "stddev", "cv"
    int is_aggregate;
    int error_occurred;
    const char *error_message;
    int64_t iterations;
    int64_t repetition_index;
    int64_t repetitions;
    double real_time_ns;         // per iteration (for aggregates: the aggregate's value)
    double cpu_time_ns;
    size_t counter_count;
    const char *const *counter_names;
    const double *counter_values;  // finished values (rates already divided by time)
} PiPBenchmarkRunReport;

typedef void (*PiPBenchmarkRunCallback)(const PiPBenchmarkRunReport *report, void *context);

/// Output formats of Google Benchmark's reporters (--benchmark_format, --benchmark_out_format).
#define PIP_FORMAT_NONE -1
#define PIP_FORMAT_CONSOLE 0
#define PIP_FORMAT_JSON 1
#define PIP_FORMAT_CSV 2
/// A display reporter that prints nothing (not even the context): the caller shows its own progress
/// from the runs `callback` receives. Display only; a file reporter is never quiet.
#define PIP_FORMAT_QUIET 3

/// Runs the benchmarks selected by --benchmark_filter with a display reporter of `display_format`
/// (and, unless `file_format` is PIP_FORMAT_NONE, a file reporter of `file_format` writing to
/// --benchmark_out), and hands every reported run to `callback` too. JSON and CSV are strict: a
/// non-finite statistic is left out (see FiniteReporter); CSV holds every counter of the run.
/// Returns the number of benchmarks that matched the filter.
size_t PiPBenchmarkRunSpecified(PiPBenchmarkRunCallback callback, void *context, int display_format,
                                int file_format);
void PiPBenchmarkShutdown(void);

/// benchmark::State::KeepRunning(): nonzero while the measured loop should go on.
int PiPBenchmarkKeepRunning(PiPBenchmarkState *state);
int64_t PiPBenchmarkIterations(PiPBenchmarkState *state);
int64_t PiPBenchmarkMaxIterations(PiPBenchmarkState *state);
void PiPBenchmarkSetBytesProcessed(PiPBenchmarkState *state, int64_t bytes);
void PiPBenchmarkSetItemsProcessed(PiPBenchmarkState *state, int64_t items);
void PiPBenchmarkSetCounter(PiPBenchmarkState *state, const char *name, double value, uint32_t flags);
void PiPBenchmarkSetLabel(PiPBenchmarkState *state, const char *label);
/// Marks the benchmark as failed; call before the measured loop (it is then not timed) or break out of it.
void PiPBenchmarkSkipWithError(PiPBenchmarkState *state, const char *message);
void PiPBenchmarkPauseTiming(PiPBenchmarkState *state);
void PiPBenchmarkResumeTiming(PiPBenchmarkState *state);

/// benchmark::DoNotOptimize on a pointer: the pointed-to memory counts as used.
void PiPBenchmarkDoNotOptimize(const void *pointer);
/// benchmark::ClobberMemory(): all memory may have been read and written.
void PiPBenchmarkClobberMemory(void);

#ifdef __cplusplus
}
#endif

#endif

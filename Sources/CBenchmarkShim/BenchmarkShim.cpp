#include "BenchmarkShim.h"

#include <benchmark/benchmark.h>

#include <cmath>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

namespace {

benchmark::State &unwrap(PiPBenchmarkState *state) {
    return *reinterpret_cast<benchmark::State *>(state);
}

// Forwards everything to the reporter Google Benchmark would have chosen for --benchmark_format,
// and also hands each run to the Swift callback (for the summary table).
class ForwardingReporter final : public benchmark::BenchmarkReporter {
public:
    ForwardingReporter(benchmark::BenchmarkReporter *inner, PiPBenchmarkRunCallback callback, void *context)
        : inner_(inner), callback_(callback), context_(context) {}

    bool ReportContext(const Context &context) override { return inner_->ReportContext(context); }

    void ReportRuns(const std::vector<Run> &runs) override {
        // The console labels inverted rates with a unit of "s"; the suite's inverted rates are
        // shares (percent of a core), so they are displayed as plain numbers. Values are unchanged,
        // and the file reporter (--benchmark_out) receives the original runs.
        std::vector<Run> displayed = runs;
        for (Run &run : displayed) {
            for (auto &counter : run.counters) {
                if (counter.second.flags & benchmark::Counter::kInvert) counter.second.flags = benchmark::Counter::kDefaults;
            }
        }
        inner_->ReportRuns(displayed);
        for (const Run &run : runs) forward(run);
    }

    void Finalize() override { inner_->Finalize(); }

private:
    static double toNanoseconds(double value, benchmark::TimeUnit unit) {
        switch (unit) {
        case benchmark::kNanosecond: return value;
        case benchmark::kMicrosecond: return value * 1e3;
        case benchmark::kMillisecond: return value * 1e6;
        case benchmark::kSecond: return value * 1e9;
        }
        return value;
    }

    void forward(const Run &run) {
        if (callback_ == nullptr) return;
        const std::string name = run.benchmark_name();
        const std::string runName = run.run_name.str();
        std::vector<std::string> names;
        std::vector<const char *> namePointers;
        std::vector<double> values;
        names.reserve(run.counters.size());
        for (const auto &counter : run.counters) {
            names.push_back(counter.first);
            values.push_back(counter.second.value);
        }
        for (const auto &counterName : names) namePointers.push_back(counterName.c_str());

        PiPBenchmarkRunReport report{};
        report.name = name.c_str();
        report.run_name = runName.c_str();
        report.aggregate_name = run.aggregate_name.c_str();
        report.is_aggregate = run.run_type == Run::RT_Aggregate;
        report.error_occurred = run.error_occurred;
        report.error_message = run.error_message.c_str();
        report.iterations = run.iterations;
        report.repetition_index = run.repetition_index;
        report.repetitions = run.repetitions;
        // Aggregates of the "percentage" kind (cv) are not times; pass them through unconverted.
        const bool isTime = !(report.is_aggregate && run.aggregate_unit == benchmark::kPercentage);
        report.real_time_ns = isTime ? toNanoseconds(run.GetAdjustedRealTime(), run.time_unit) : run.GetAdjustedRealTime();
        report.cpu_time_ns = isTime ? toNanoseconds(run.GetAdjustedCPUTime(), run.time_unit) : run.GetAdjustedCPUTime();
        report.counter_count = names.size();
        report.counter_names = namePointers.data();
        report.counter_values = values.data();
        callback_(&report, context_);
    }

    std::unique_ptr<benchmark::BenchmarkReporter> inner_;
    PiPBenchmarkRunCallback callback_;
    void *context_;
};

// Google Benchmark writes a statistic that is not a number as a bare `NaN` (the coefficient of
// variation, `_cv`, of a counter whose mean is 0), which is not JSON. Strict output: such a counter
// is left out of that aggregate's entry (a CSV cell stays empty); a non-finite time becomes 0.
// Everything else reaches the wrapped reporter unchanged.
class FiniteReporter final : public benchmark::BenchmarkReporter {
public:
    // `buffered`: hand all runs to the wrapped reporter at once when the run ends. Google
    // Benchmark's CSV reporter writes its header from the counters of the first runs it receives
    // and aborts on a counter it has not seen; given every run at once, its header holds every
    // counter and a run without one gets an empty cell.
    // `plainFile`: the wrapped reporter's messages (the CSV reporter's context header) are
    // dropped, so that a CSV file holds only the table (Google Benchmark writes them into the file).
    FiniteReporter(benchmark::BenchmarkReporter *inner, bool buffered, bool plainFile = false)
        : inner_(inner), buffered_(buffered), plainFile_(plainFile) {}

    bool ReportContext(const Context &context) override {
        static std::ostream discarded(nullptr);
        inner_->SetOutputStream(&GetOutputStream());
        inner_->SetErrorStream(plainFile_ ? &discarded : &GetErrorStream());
        return inner_->ReportContext(context);
    }

    void ReportRuns(const std::vector<Run> &runs) override {
        std::vector<Run> finite = runs;
        for (Run &run : finite) {
            for (auto counter = run.counters.begin(); counter != run.counters.end();) {
                if (std::isfinite(counter->second.value)) ++counter;
                else counter = run.counters.erase(counter);
            }
            if (!std::isfinite(run.real_accumulated_time)) run.real_accumulated_time = 0;
            if (!std::isfinite(run.cpu_accumulated_time)) run.cpu_accumulated_time = 0;
        }
        if (buffered_) pending_.insert(pending_.end(), finite.begin(), finite.end());
        else inner_->ReportRuns(finite);
    }

    void Finalize() override {
        if (buffered_ && !pending_.empty()) inner_->ReportRuns(pending_);
        inner_->Finalize();
    }

private:
    std::unique_ptr<benchmark::BenchmarkReporter> inner_;
    bool buffered_;
    bool plainFile_;
    std::vector<Run> pending_;
};

// Prints nothing: the display of `bench run` by default, which shows its own progress and summary
// from the runs ForwardingReporter hands to Swift.
class QuietReporter final : public benchmark::BenchmarkReporter {
public:
    bool ReportContext(const Context &) override { return true; }
    void ReportRuns(const std::vector<Run> &) override {}
};

// A reporter for one output format (PIP_FORMAT_*); `forFile`: without colours.
benchmark::BenchmarkReporter *makeReporter(int format, bool forFile) {
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
    switch (format) {
    case PIP_FORMAT_JSON: return new FiniteReporter(new benchmark::JSONReporter(), false);
    case PIP_FORMAT_CSV: return new FiniteReporter(new benchmark::CSVReporter(), true, forFile);
    case PIP_FORMAT_QUIET: return new QuietReporter();
    default:
        return forFile ? new benchmark::ConsoleReporter(benchmark::ConsoleReporter::OO_None)
                       : benchmark::CreateDefaultDisplayReporter();
    }
#pragma clang diagnostic pop
}

}  // namespace

extern "C" {

void PiPBenchmarkInitialize(int *argc, char **argv) { benchmark::Initialize(argc, argv); }

void PiPBenchmarkAddContext(const char *key, const char *value) { benchmark::AddCustomContext(key, value); }

void PiPBenchmarkRegister(const char *name, PiPBenchmarkFunction function, void *context, int time_unit,
                          int use_real_time) {
    auto *registered = benchmark::RegisterBenchmark(name, [function, context](benchmark::State &state) {
        function(reinterpret_cast<PiPBenchmarkState *>(&state), context);
    });
    registered->Unit(static_cast<benchmark::TimeUnit>(time_unit));
    if (use_real_time) registered->UseRealTime();
}

size_t PiPBenchmarkRunSpecified(PiPBenchmarkRunCallback callback, void *context, int display_format,
                                int file_format) {
    ForwardingReporter reporter(makeReporter(display_format, false), callback, context);
    if (file_format == PIP_FORMAT_NONE) return benchmark::RunSpecifiedBenchmarks(&reporter);
    std::unique_ptr<benchmark::BenchmarkReporter> file(makeReporter(file_format, true));
    return benchmark::RunSpecifiedBenchmarks(&reporter, file.get());
}

void PiPBenchmarkShutdown(void) { benchmark::Shutdown(); }

int PiPBenchmarkKeepRunning(PiPBenchmarkState *state) { return unwrap(state).KeepRunning() ? 1 : 0; }
int64_t PiPBenchmarkIterations(PiPBenchmarkState *state) { return unwrap(state).iterations(); }
int64_t PiPBenchmarkMaxIterations(PiPBenchmarkState *state) { return unwrap(state).max_iterations; }
void PiPBenchmarkSetBytesProcessed(PiPBenchmarkState *state, int64_t bytes) { unwrap(state).SetBytesProcessed(bytes); }
void PiPBenchmarkSetItemsProcessed(PiPBenchmarkState *state, int64_t items) { unwrap(state).SetItemsProcessed(items); }

void PiPBenchmarkSetCounter(PiPBenchmarkState *state, const char *name, double value, uint32_t flags) {
    unwrap(state).counters[name] = benchmark::Counter(value, static_cast<benchmark::Counter::Flags>(flags));
}

void PiPBenchmarkSetLabel(PiPBenchmarkState *state, const char *label) { unwrap(state).SetLabel(label); }
void PiPBenchmarkSkipWithError(PiPBenchmarkState *state, const char *message) { unwrap(state).SkipWithError(message); }
void PiPBenchmarkPauseTiming(PiPBenchmarkState *state) { unwrap(state).PauseTiming(); }
void PiPBenchmarkResumeTiming(PiPBenchmarkState *state) { unwrap(state).ResumeTiming(); }

void PiPBenchmarkDoNotOptimize(const void *pointer) { benchmark::DoNotOptimize(pointer); }
void PiPBenchmarkClobberMemory(void) { benchmark::ClobberMemory(); }

}  // extern "C"

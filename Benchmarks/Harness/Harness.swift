import CBenchmarkShim
import Results
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Registers frame benchmarks with Google Benchmark and runs them. Nothing else in the suite times
/// anything.
public enum Harness {
    /// Why a run could not start.
    public enum HarnessError: Error, CustomStringConvertible {
        case unrecognizedArguments([String])
        case unknownFormat(flag: String, value: String)

        public var description: String {
            switch self {
            case let .unrecognizedArguments(arguments):
                return "unrecognised arguments for Google Benchmark: \(arguments.joined(separator: " ")) (see --help)"
            case let .unknownFormat(flag, value):
                let known = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
                return "\(flag)=\(value) is not a format; use one of \(known)"
            }
        }
    }

    /// Adds a key/value pair to the context of every output format (console header, JSON "context").
    public static func addContext(_ key: String, _ value: String) {
        PiPBenchmarkAddContext(key, value)
        addedContext.removeAll { $0.key == key }
        addedContext.append((key, value))
    }

    /// The display of `run(programName:arguments:)` when its caller does not choose one: Google
    /// Benchmark's own unless a command (`bench run`) sets `.progress` before running.
    nonisolated(unsafe) public static var display: RunDisplay = .googleBenchmark

    /// The pairs `addContext` added, in order (for the console's context block).
    nonisolated(unsafe) private static var addedContext: [(key: String, value: String)] = []

    /// Registers each benchmark. Call before `run(arguments:)`.
    /// - Parameter recordingOrder: adds `Counter.repetitionOrder` to every repetition: its position
    ///   in the run's execution order (0, 1, 2, ... over all benchmarks; random interleaving shuffles
    ///   repetitions, and Google Benchmark reports them grouped by benchmark, so the order is
    ///   otherwise lost), so that a benchmark's repetitions can be paired with the calibration's
    ///   nearest in time.
    public static func register(_ benchmarks: [FrameBenchmark], recordingOrder: Bool = false) {
        let order = recordingOrder ? ExecutionOrder() : nil
        for benchmark in benchmarks {
            let box = Unmanaged.passRetained(RegisteredBenchmark(benchmark, order: order)).toOpaque()
            PiPBenchmarkRegister(benchmark.name, { state, context in
                guard let state, let context else { return }
                Unmanaged<RegisteredBenchmark>.fromOpaque(context).takeUnretainedValue().measure(state)
            }, box, PIP_TIME_MICROSECONDS, 0)
        }
    }

    /// Runs the registered benchmarks that `arguments` (Google Benchmark's `--benchmark_*` flags, in
    /// order; later flags override earlier ones) select, printing Google Benchmark's own output, or,
    /// with `display` `.progress` and a console display format, a context block and progress instead.
    /// - Returns: every run the display reporter received (with --benchmark_display_aggregates_only,
    ///   only the aggregates), in order, whatever `display` is.
    /// JSON and CSV output is strict (see `OutputFormat`); `--benchmark_out` is never affected by `display`.
    /// - Throws: `HarnessError.unrecognizedArguments` for an argument Google Benchmark does not
    ///   know, `.unknownFormat` for a format it does not have.
    public static func run(
        programName: String, arguments: [String], display: RunDisplay? = nil
    ) throws -> [RunReport] {
        let display = display ?? Harness.display
        let formats = try OutputFormat.formats(in: arguments)
        let cStrings = ([programName] + arguments).map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        var argc = Int32(cStrings.count)
        var argv = cStrings + [nil]
        let remaining: [String] = argv.withUnsafeMutableBufferPointer { buffer in
            PiPBenchmarkInitialize(&argc, buffer.baseAddress)
            return (1..<Int(argc)).compactMap { buffer[$0].map { String(cString: $0) } }
        }
        guard remaining.isEmpty else { throw HarnessError.unrecognizedArguments(remaining) }

        let collector = ReportCollector()
        var displayFormat = formats.display.shimValue
        if case let .progress(names) = display, formats.display == .console {
            displayFormat = PIP_FORMAT_QUIET
            if !GoogleBenchmarkFlags.listsTests(arguments) {
                let repetitions = GoogleBenchmarkFlags.repetitions(arguments)
                let interleaved = GoogleBenchmarkFlags.interleaves(arguments)
                let lines = ConsoleContext.lines(
                    context: addedContext, benchmarks: Set(names).count, repetitions: repetitions, interleaved: interleaved)
                StandardError.write(lines.joined(separator: "\n") + "\n")
                collector.progress = RunProgress(benchmarkNames: names, repetitions: repetitions, interleaved: interleaved)
            }
        }
        let context = Unmanaged.passUnretained(collector).toOpaque()
        _ = PiPBenchmarkRunSpecified({ report, context in
            guard let report, let context else { return }
            Unmanaged<ReportCollector>.fromOpaque(context).takeUnretainedValue().collect(report.pointee)
        }, context, displayFormat, formats.file?.shimValue ?? PIP_FORMAT_NONE)
        PiPBenchmarkShutdown()
        collector.progress?.finish()
        return collector.reports
    }
}

/// A benchmark as registered: prepared once, lazily, on its first call (Google Benchmark calls a
/// benchmark several times: to find the iteration count, and once per repetition). Preparing
/// verifies the work, then counts its memory (`AllocationCounter.measure`) in an untimed pass.
private final class RegisteredBenchmark {
    let benchmark: FrameBenchmark
    let order: ExecutionOrder?
    /// The verified work and its memory, or why it could not be prepared.
    var prepared: Result<(work: MeasuredWork, memory: MemoryFigures), Error>?

    /// The roofline's destination (allocated and touched on first use, kept for the process).
    private var rooflineBuffer: (pointer: UnsafeMutableRawPointer, byteCount: Int)?

    func rooflineDestination(_ byteCount: Int) -> UnsafeMutableRawPointer {
        if let buffer = rooflineBuffer, buffer.byteCount >= byteCount { return buffer.pointer }
        rooflineBuffer?.pointer.deallocate()
        let pointer = UnsafeMutableRawPointer.allocate(byteCount: max(byteCount, 1), alignment: 64)
        memset(pointer, 0, max(byteCount, 1))
        rooflineBuffer = (pointer, byteCount)
        return pointer
    }

    init(_ benchmark: FrameBenchmark, order: ExecutionOrder?) {
        self.benchmark = benchmark
        self.order = order
    }

    func measure(_ state: OpaquePointer) {
        let work: MeasuredWork
        let memory: MemoryFigures
        switch prepared ?? Result(catching: {
            let work = try benchmark.prepare()
            return (work, try AllocationCounter.measure(work))
        }) {
        case let .success(ready):
            prepared = .success(ready)
            (work, memory) = ready
        case let .failure(error):
            prepared = .failure(error)
            PiPBenchmarkSkipWithError(state, "\(error)")
            while PiPBenchmarkKeepRunning(state) != 0 {}
            return
        }

        // The timed loop: one frame per iteration, its output marked as used.
        let renderedBefore = work.renderedFrames?.count ?? 0
        var index = 0
        var failure: Error?
        while PiPBenchmarkKeepRunning(state) != 0 {
            do {
                try work.processFrame(index)
            } catch {
                failure = error
                break
            }
            PiPBenchmarkDoNotOptimize(work.output)
            PiPBenchmarkClobberMemory()
            index &+= 1
        }
        if let failure {
            PiPBenchmarkSkipWithError(state, "\(failure)")
            return
        }

        for (name, value) in work.counters { PiPBenchmarkSetCounter(state, name.name, value, PIP_COUNTER_DEFAULT) }
        let iterations = PiPBenchmarkIterations(state)
        if let roofline = work.roofline {
            // Untimed by Google Benchmark (its loop has ended), on the same clock, from the frame
            // after the loop's last: the least recently read one, in a cold ring.
            let seconds = RooflineTimer.secondsPerFrame(roofline, from: index, destination: rooflineDestination(roofline.writtenByteCount))
            PiPBenchmarkSetCounter(state, Counter.rooflineTime.name, seconds, PIP_COUNTER_DEFAULT)
            // Rate-and-invert gives (CPU seconds per frame) / (roofline seconds per frame).
            PiPBenchmarkSetCounter(state, Counter.rooflineRatio.name, Double(iterations) * seconds, PIP_COUNTER_IS_RATE | PIP_COUNTER_INVERT)
        }
        for (counter, value) in memory.counters { PiPBenchmarkSetCounter(state, counter.name, value, PIP_COUNTER_DEFAULT) }
        if let order {
            // Google Benchmark calls a benchmark several times for its first repetition (to find the
            // iteration count) and reports the last call: every call takes the next position.
            PiPBenchmarkSetCounter(state, Counter.repetitionOrder.name, Double(order.next()), PIP_COUNTER_DEFAULT)
        }
        // Rate-and-invert gives (CPU) seconds per counted unit: per source frame, per rendered frame.
        if let tally = work.renderedFrames {
            let rendered = tally.count - renderedBefore
            PiPBenchmarkSetCounter(state, Counter.sourceFrameTime.name, Double(iterations), PIP_COUNTER_IS_RATE | PIP_COUNTER_INVERT)
            if rendered > 0 {
                PiPBenchmarkSetCounter(state, Counter.renderedFrameTime.name, Double(rendered), PIP_COUNTER_IS_RATE | PIP_COUNTER_INVERT)
            }
            PiPBenchmarkSetCounter(state, Counter.renderedFraction.name, Double(rendered) / Double(max(iterations, 1)), PIP_COUNTER_DEFAULT)
        }
        PiPBenchmarkSetBytesProcessed(state, iterations * Int64(benchmark.bytesPerFrame))
        PiPBenchmarkSetCounter(state, Counter.pixelsPerSecond.name, Double(iterations) * Double(benchmark.pixelsPerFrame), PIP_COUNTER_IS_RATE)
        // Rate-and-invert gives seconds per (iterations / (fps * 100)) = percent of one core at fps.
        PiPBenchmarkSetCounter(
            state, benchmark.cpuPercentCounter.name, Double(iterations) / Double(benchmark.framesPerSecond * 100),
            PIP_COUNTER_IS_RATE | PIP_COUNTER_INVERT)
    }
}

/// Positions of benchmark calls in a run (Google Benchmark runs benchmarks on one thread).
private final class ExecutionOrder {
    private var count = 0

    func next() -> Int {
        defer { count += 1 }
        return count
    }
}

private final class ReportCollector {
    var reports: [RunReport] = []
    var progress: RunProgress?

    func collect(_ raw: PiPBenchmarkRunReport) {
        var counters: [String: Double] = [:]
        for index in 0..<raw.counter_count {
            if let name = raw.counter_names[index] { counters[String(cString: name)] = raw.counter_values[index] }
        }
        let aggregate = String(cString: raw.aggregate_name)
        reports.append(RunReport(
            name: String(cString: raw.name),
            runName: String(cString: raw.run_name),
            aggregate: raw.is_aggregate != 0 && !aggregate.isEmpty ? aggregate : nil,
            error: raw.error_occurred != 0 ? String(cString: raw.error_message) : nil,
            iterations: raw.iterations,
            repetitionIndex: raw.repetition_index,
            repetitions: raw.repetitions,
            realTimeNanoseconds: raw.real_time_ns,
            cpuTimeNanoseconds: raw.cpu_time_ns,
            counters: counters))
        progress?.record(reports[reports.count - 1])
    }
}

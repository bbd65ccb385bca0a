import Foundation
import Gate
import Harness
import PiPVideo
import Results
import Suite

/// What `record` and `check` measure, and how: `measure()` runs the suite for one metric and
/// returns a result file (Google Benchmark's JSON plus the suite's metadata).
public struct MeasurementPlan: Sendable {
    /// What to measure.
    public let metric: Metric
    /// The benchmarks to measure (time: with their calibrations); nil for all.
    public let filter: BenchmarkFilter?
    /// instructions: frames counted per benchmark (memory counts `AllocationCounter.countedFrames`).
    public let frames: Int
    /// time: how many processes and repetitions (ignored by the instructions metric).
    public let sampling: TimeSampling
    /// The suite's frame sizes.
    public let sizes: [FrameSize]
    /// Which cases of each operation.
    public let scope: SuiteConfiguration.Scope
    /// This machine (`MachineFacts.profile()`).
    public let machine: MachineProfile
    /// The profile name to record.
    public let profileName: String
    /// Starts the time processes.
    public var launcher = TimeProcessLauncher()
    /// instructions: a folder to keep each benchmark's callgrind dump in; nil keeps none.
    public var keepDumps: String?

    /// A plan; every value typed, as the command parsed it.
    public init(
        metric: Metric, filter: BenchmarkFilter?, frames: Int, sampling: TimeSampling, sizes: [FrameSize],
        scope: SuiteConfiguration.Scope, machine: MachineProfile, profileName: String
    ) {
        self.metric = metric
        self.filter = filter
        self.frames = frames
        self.sampling = sampling
        self.sizes = sizes
        self.scope = scope
        self.machine = machine
        self.profileName = profileName
    }

    /// The cache states each metric measures: instruction counts do not see the cache, so hot only.
    public var cacheStates: [CacheState] { metric == .time ? CacheState.allCases : [.hot] }

    /// The suite measured.
    public var configuration: SuiteConfiguration {
        SuiteConfiguration(sizes: sizes, scope: scope, cacheStates: cacheStates)
    }

    /// The benchmarks to run: those the filter selects, plus (time) their calibration benchmarks
    /// and the compute calibration.
    /// - Throws: `MeasurementError.noBenchmarkSelected` when the filter selects none.
    public func selectedBenchmarks() throws(MeasurementError) -> [SuiteBenchmark] {
        let candidates = metric == .time
            ? CalibratedSelection.candidates(configuration) : Catalog.benchmarks(configuration)
        let selected = CalibratedSelection.select(candidates, calibrated: metric == .time) {
            filter?.matches($0) ?? true
        }
        guard !selected.isEmpty else { throw .noBenchmarkSelected(filter: filter?.pattern ?? "") }
        return selected
    }

    /// Measures and returns the result file, decoded and as bytes.
    /// - Throws: `MeasurementError` when the suite cannot run or its output cannot be read.
    public func measure() throws -> MeasuredResult {
        let benchmarks = try selectedBenchmarks()
        let metadata = metadata(for: benchmarks)
        let contents: Data
        var profiles: ProfileDocument?
        switch metric {
        case .time:
            contents = try measureTime(benchmarks, metadata: metadata)
        case .instructions:
            let counted = try CallgrindCounter(configuration: configuration, frames: frames, keepDumps: keepDumps).count(benchmarks)
            let context = InstructionsContext.make(machine: machine, date: metadata.date)
            contents = ResultDocument.make(entries: counted.entries, context: context, metadata: metadata)
            profiles = ProfileDocument(
                counter: machine.instructionCounterName, architecture: machine.architecture, gitCommit: metadata.gitCommit,
                benchmarks: counted.profiles)
        case .memory:
            let entries = try MemoryCounter(configuration: configuration).count(benchmarks)
            let context = InstructionsContext.make(machine: machine, date: metadata.date, metric: .memory)
            contents = ResultDocument.make(entries: entries, context: context, metadata: metadata)
        }
        do {
            let document = try ResultDocument.decode(
                contents, path: "(the measured run)", role: .run, metric: metric, requireMetadata: true)
            return MeasuredResult(contents: contents, document: document, profiles: profiles)
        } catch {
            throw MeasurementError.unreadableOutput(error.description)
        }
    }

    /// The metadata of a result file of `benchmarks`, measured at `date` from `gitCommit`: the
    /// settings of this plan, each benchmark's calibration (time) and each strategy's family.
    public func metadata(
        for benchmarks: [SuiteBenchmark], gitCommit: String = MachineFacts.gitCommit(), date: String = MachineFacts.date()
    ) -> ResultMetadata {
        var calibrations: [String: String] = [:]
        if metric == .time {
            for benchmark in benchmarks {
                if let roofline = benchmark.roofline { calibrations[benchmark.descriptor.name] = roofline.name }
            }
        }
        var families: [String: String] = [:]
        for benchmark in benchmarks {
            if let family = benchmark.family { families[benchmark.descriptor.name] = family.rawValue }
        }
        return ResultMetadata(
            metric: metric, profile: profileName, machine: machine, gitCommit: gitCommit, date: date,
            settings: RunSettings(
                sizes: sizes.map(\.description), scope: scope.rawValue, cacheStates: cacheStates.map(\.rawValue),
                filter: filter?.pattern,
                repetitions: metric == .time ? sampling.repetitions : nil,
                processes: metric == .time ? sampling.processes : nil,
                minimumSecondsPerRepetition: metric == .time ? sampling.minimumSeconds : nil,
                framesCounted: metric == .instructions ? frames : metric == .memory ? AllocationCounter.countedFrames : nil),
            calibrations: calibrations,
            computeCalibration: metric == .time ? ComputeCalibrationBenchmark.name : nil,
            strategyFamilies: families)
    }

    /// Runs the benchmarks in `sampling.processes` fresh processes of this executable, one after
    /// another (`bench time-process`), and joins their results (`ProcessRuns.merge`).
    private func measureTime(_ benchmarks: [SuiteBenchmark], metadata: ResultMetadata) throws -> Data {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let executable = try ChildProcess.ownExecutable()
        var outputs: [Data] = []
        FileHandle.standardError.write(Data("""
            time: \(sampling.processes) processes, each \(benchmarks.count) benchmarks x \
            \(sampling.repetitions) repetitions of \(sampling.minimumSeconds) s

            """.utf8))
        let clockBefore = CycleChain.measure()
        let progress = Progress(total: sampling.processes)
        for process in 1...sampling.processes {
            let output = directory.appendingPathComponent("process-\(process).json").path
            let commandLine = TimeProcessLauncher.commandLine(
                executable: executable, sizes: sizes, scope: scope, names: benchmarks.map(\.descriptor.name),
                sampling: sampling, output: output)
            switch launcher.run(commandLine, output: output) {
            case .success(let data): outputs.append(data)
            case .failure(.exitStatus(let status)): throw MeasurementError.processFailed(status: status)
            case .failure(.noOutput): throw MeasurementError.unreadableOutput("process \(process) wrote no \(output)")
            }
            progress.step("process \(process)")
        }
        // The clock of this run (`CycleChain`), for instructions per cycle: the faster of a chain
        // before and one after the processes (a core that slowed down for one of them is not the run's clock).
        var metadata = metadata
        metadata.machine.clockHertz = [clockBefore, CycleChain.measure()].compactMap { $0 }.max()
        do {
            return try ResultDocument.adding(metadata, to: ProcessRuns.merge(outputs))
        } catch {
            throw MeasurementError.unreadableOutput(error.description)
        }
    }
}

import Foundation
import Gate
import Harness
import Suite

/// What `record` and `check` measure, and how: `measure()` runs the suite for one metric and
/// returns a result file (Google Benchmark's JSON plus the suite's metadata).
struct MeasurementPlan {
    let options: MeasurementOptions
    /// time: how many processes and repetitions (ignored by the instructions metric).
    let sampling: TimeSampling
    let sizes: FrameSizeList
    let scope: SuiteConfiguration.Scope
    /// This machine (MachineFacts.profile()) and the profile name to record.
    let machine: MachineProfile
    let profileName: String

    /// The cache states each metric measures: instruction counts do not see the cache, so hot only.
    var cacheStates: [CacheState] { options.metric == .time ? CacheState.allCases : [.hot] }

    var configuration: SuiteConfiguration {
        SuiteConfiguration(sizes: sizes.sizes, scope: scope, cacheStates: cacheStates)
    }

    /// The benchmarks to run: those the filter selects, plus (time) their calibration benchmarks
    /// and the compute calibration.
    /// - Throws: `MeasurementError.noBenchmarkSelected` when the filter selects none.
    func selectedBenchmarks() throws(MeasurementError) -> [SuiteBenchmark] {
        let candidates = options.metric == .time
            ? CalibratedSelection.candidates(configuration) : Catalog.benchmarks(configuration)
        let selected = CalibratedSelection.select(candidates, calibrated: options.metric == .time) {
            options.filter?.matches($0) ?? true
        }
        guard !selected.isEmpty else { throw .noBenchmarkSelected(filter: options.filter?.pattern ?? "") }
        return selected
    }

    /// Measures and returns the result file, decoded and as bytes.
    /// - Throws: `MeasurementError` when the suite cannot run or its output cannot be read.
    func measure() throws -> MeasuredResult {
        let benchmarks = try selectedBenchmarks()
        let metadata = metadata(for: benchmarks)
        let contents: Data
        switch options.metric {
        case .time:
            contents = try measureTime(benchmarks, metadata: metadata)
        case .instructions:
            let entries = try CallgrindCounter(configuration: configuration, frames: options.frames).count(benchmarks)
            let context = InstructionsContext.make(machine: machine, date: metadata.date)
            contents = ResultDocument.make(entries: entries, context: context, metadata: metadata)
        }
        do {
            let document = try ResultDocument.decode(
                contents, path: "(the measured run)", role: .run, metric: options.metric, requireMetadata: true)
            return MeasuredResult(contents: contents, document: document)
        } catch {
            throw MeasurementError.unreadableOutput(error.description)
        }
    }

    /// The metadata of a result file of `benchmarks`.
    private func metadata(for benchmarks: [SuiteBenchmark]) -> ResultMetadata {
        var calibrations: [String: String] = [:]
        if options.metric == .time {
            for benchmark in benchmarks {
                if let roofline = benchmark.roofline { calibrations[benchmark.descriptor.name] = roofline.name }
            }
        }
        return ResultMetadata(
            metric: options.metric, profile: profileName, machine: machine,
            gitCommit: MachineFacts.gitCommit(), date: MachineFacts.date(),
            settings: RunSettings(
                sizes: sizes.sizes.map(\.description), scope: scope.rawValue, cacheStates: cacheStates.map(\.rawValue),
                filter: options.filter?.pattern,
                repetitions: options.metric == .time ? sampling.repetitions : nil,
                processes: options.metric == .time ? sampling.processes : nil,
                minimumSecondsPerRepetition: options.metric == .time ? sampling.minimumSeconds : nil,
                framesCounted: options.metric == .instructions ? options.frames : nil),
            calibrations: calibrations,
            computeCalibration: options.metric == .time ? ComputeCalibrationBenchmark.name : nil)
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
        let progress = Progress(total: sampling.processes)
        for process in 1...sampling.processes {
            let output = directory.appendingPathComponent("process-\(process).json").path
            let status = ChildProcess.run([executable] + TimeProcessCommand.arguments(
                sizes: sizes, scope: scope, filter: BenchmarkFilter.exactly(benchmarks.map(\.descriptor.name)),
                sampling: sampling, output: output
            ), discardingOutput: true)
            guard status == 0 else { throw MeasurementError.processFailed(status: status) }
            guard let data = FileManager.default.contents(atPath: output) else {
                throw MeasurementError.unreadableOutput("process \(process) wrote no \(output)")
            }
            outputs.append(data)
            progress.step("process \(process)")
        }
        do {
            return try ResultDocument.adding(metadata, to: ProcessRuns.merge(outputs))
        } catch {
            throw MeasurementError.unreadableOutput(error.description)
        }
    }
}

import Foundation
import Gate
import Harness
import PiPVideo
import Suite

/// Runs the suite for one metric and returns a result file: Google Benchmark's JSON plus metadata.
struct SuiteMeasurement {
    let options: MeasurementOptions
    /// time: how many processes and repetitions (ignored by the instructions metric).
    let sampling: TimeSampling
    let sizes: [FrameSize]
    let scope: SuiteConfiguration.Scope
    /// This machine (MachineFacts.profile()) and the profile name to record.
    let machine: MachineProfile
    let profileName: String

    /// The cache states each metric measures: instruction counts do not see the cache, so hot only.
    var cacheStates: [CacheState] { options.metric == .time ? CacheState.allCases : [.hot] }

    var configuration: SuiteConfiguration {
        SuiteRun.configuration(sizes: sizes, scope: scope, cacheStates: cacheStates)
    }

    /// The benchmarks to run: those the filter selects, plus (time) their calibration benchmarks
    /// and the compute calibration.
    func selectedBenchmarks() throws -> [SuiteBenchmark] {
        let all = Catalog.benchmarks(configuration)
            + (options.metric == .time ? [ComputeCalibrationBenchmark.make(configuration)] : [])
        let filter = try options.compiledFilter()
        var names = Set(all.map(\.descriptor.name).filter { filter?.matches($0) ?? true })
        guard !names.isEmpty else { throw MeasurementError.noBenchmarkSelected(filter: options.filter ?? "") }
        if options.metric == .time {
            names.insert(ComputeCalibrationBenchmark.name)
            for benchmark in all where names.contains(benchmark.descriptor.name) {
                if let roofline = benchmark.roofline { names.insert(roofline.name) }
            }
        }
        return all.filter { names.contains($0.descriptor.name) }
    }

    /// Measures and returns the result file's bytes.
    func measure() throws -> Data {
        let benchmarks = try selectedBenchmarks()
        var calibrations: [String: String] = [:]
        if options.metric == .time {
            for benchmark in benchmarks { if let roofline = benchmark.roofline { calibrations[benchmark.descriptor.name] = roofline.name } }
        }
        let metadata = ResultMetadata(
            metric: options.metric, profile: profileName, machine: machine,
            gitCommit: MachineFacts.gitCommit(), date: MachineFacts.date(),
            settings: RunSettings(
                sizes: sizes.map(\.description), scope: scope.rawValue, cacheStates: cacheStates.map(\.rawValue),
                filter: options.filter,
                repetitions: options.metric == .time ? sampling.repetitions : nil,
                processes: options.metric == .time ? sampling.processes : nil,
                minimumSecondsPerRepetition: options.metric == .time ? sampling.minimumSeconds : nil,
                framesCounted: options.metric == .instructions ? options.frames : nil),
            calibrations: calibrations,
            computeCalibration: options.metric == .time ? ComputeCalibrationBenchmark.name : nil)

        switch options.metric {
        case .time:
            return try measureTime(benchmarks, metadata: metadata)
        case .instructions:
            let entries = try InstructionsRun(configuration: configuration, frames: options.frames).count(benchmarks)
            let context = [
                "date": metadata.date, "host_name": ProcessInfo.processInfo.hostName,
                "num_cpus": String(machine.logicalCores), "library_build_type": machine.buildConfiguration,
                "metric": "instructions",
                "note": "real_time and cpu_time hold instructions per frame counted under callgrind (hot cache), not times",
            ]
            return ResultDocument.make(entries: entries, context: context, metadata: metadata)
        }
    }

    /// Runs the benchmarks in `sampling.processes` fresh processes of this executable, one after
    /// another (`bench time-process`), and joins their results (`ProcessRuns.merge`).
    private func measureTime(_ benchmarks: [SuiteBenchmark], metadata: ResultMetadata) throws -> Data {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let executable = try InstructionsRun.ownExecutable()
        var outputs: [Data] = []
        for process in 1...sampling.processes {
            FileHandle.standardError.write(Data(
                "time: process \(process) of \(sampling.processes): \(benchmarks.count) benchmarks x \(sampling.repetitions) repetitions\n".utf8))
            let output = directory.appendingPathComponent("process-\(process).json").path
            let status = InstructionsRun.launch([
                executable, "time-process", "--sizes", sizes.map(\.description).joined(separator: ","),
                "--scope", scope.rawValue, "--filter", BenchmarkFilter.exactly(benchmarks.map(\.descriptor.name)),
                "--repetitions", String(sampling.repetitions), "--min-time", String(sampling.minimumSeconds), "--output", output,
            ], discardingOutput: true)
            guard status == 0 else { throw MeasurementError.processFailed(status: status) }
            guard let data = FileManager.default.contents(atPath: output) else {
                throw MeasurementError.unreadableOutput("process \(process) wrote no \(output)")
            }
            outputs.append(data)
        }
        do {
            return try ResultDocument.adding(metadata, to: ProcessRuns.merge(outputs))
        } catch {
            throw MeasurementError.unreadableOutput(error.description)
        }
    }

    /// One process of the time measurement: runs `benchmarks` with Google Benchmark (repetitions
    /// randomly interleaved, each tagged with its execution order) and writes its JSON to `output`.
    static func runTimeProcess(
        _ benchmarks: [SuiteBenchmark], configuration: SuiteConfiguration, repetitions: Int, minTime: Double, output: String
    ) throws {
        _ = try SuiteRun.run(benchmarks, configuration: configuration, arguments: [
            "--benchmark_filter=" + BenchmarkFilter.exactly(benchmarks.map(\.descriptor.name)),
            "--benchmark_repetitions=\(repetitions)",
            "--benchmark_min_time=\(minTime)",
            "--benchmark_enable_random_interleaving=true",
            "--benchmark_display_aggregates_only=true",
            "--benchmark_out=\(output)", "--benchmark_out_format=json",
        ], recordingOrder: true)
    }
}

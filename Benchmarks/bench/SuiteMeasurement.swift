import Foundation
import Gate
import Harness
import PiPVideo
import Suite

/// Runs the suite for one metric and returns a result file: Google Benchmark's JSON plus metadata.
struct SuiteMeasurement {
    let options: MeasurementOptions
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

    /// The benchmarks to run: those the filter selects, plus (time) their calibration benchmarks.
    func selectedBenchmarks() throws -> [SuiteBenchmark] {
        let all = Catalog.benchmarks(configuration)
        let filter = try options.compiledFilter()
        var names = Set(all.map(\.descriptor.name).filter { filter?.matches($0) ?? true })
        if options.metric == .time {
            for benchmark in all where names.contains(benchmark.descriptor.name) {
                if let roofline = benchmark.roofline { names.insert(roofline.name) }
            }
        }
        let selected = all.filter { names.contains($0.descriptor.name) }
        guard !selected.isEmpty else { throw MeasurementError.noBenchmarkSelected(filter: options.filter ?? "") }
        return selected
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
                repetitions: options.metric == .time ? options.repetitions : nil,
                minimumSecondsPerRepetition: options.metric == .time ? options.minTime : nil,
                framesCounted: options.metric == .instructions ? options.frames : nil),
            calibrations: calibrations)

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

    private func measureTime(_ benchmarks: [SuiteBenchmark], metadata: ResultMetadata) throws -> Data {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("run.json").path
        _ = try SuiteRun.run(benchmarks, configuration: configuration, arguments: [
            "--benchmark_filter=" + BenchmarkFilter.exactly(benchmarks.map(\.descriptor.name)),
            "--benchmark_repetitions=\(options.repetitions)",
            "--benchmark_min_time=\(options.minTime)",
            "--benchmark_enable_random_interleaving=true",
            "--benchmark_display_aggregates_only=true",
            "--benchmark_out=\(output)", "--benchmark_out_format=json",
        ], recordingOrder: true)
        guard let data = FileManager.default.contents(atPath: output) else {
            throw MeasurementError.unreadableOutput("Google Benchmark wrote no \(output)")
        }
        do {
            return try ResultDocument.adding(metadata, to: data)
        } catch {
            throw MeasurementError.unreadableOutput(error.description)
        }
    }
}

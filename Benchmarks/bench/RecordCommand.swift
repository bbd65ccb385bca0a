import ArgumentParser
import Foundation
import Gate
import Measurement
import Results
import Suite

/// `bench record`: runs the suite and writes a baseline.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: """
            Run the suite and write a baseline: Google Benchmark's JSON plus the suite's metadata.
            """,
        discussion: """
            Writes baselines/<profile>-<metric>.json (or --output FILE): Google Benchmark's JSON \
            ("context", and "benchmarks" with one entry per repetition; time files join the \
            repetitions of all --processes, each tagged with its "process") plus a top-level \
            "metadata" object: metric, machine profile (CPU model, cores, caches, OS, Swift, \
            libyuv and valgrind versions, build configuration), git commit, date and settings. \
            In instructions files, real_time and cpu_time hold instructions per frame (hot cache; \
            time_unit stays "ns" for compare.py), repeated as the counter instructions_per_frame, \
            with the string instructions' counters (string_iterations_per_frame, \
            string_executions_per_frame, string_bytes_per_frame, instructions_string_once_per_frame); \
            each benchmark's instructions by function and call stack go beside the file \
            (<file>.profile.json). \
            Memory files hold three entries per benchmark, <benchmark>#allocations_per_frame, \
            #allocated_bytes_per_frame and #held_bytes, their values in the same fields. \
            Google Benchmark's compare.py and `bench compare` read the files:
              scripts/tools/compare-py.sh benchmarks baselines/A.json run.json
              .build/release/bench compare baselines/A.json run.json

            Re-record after an intended change, or when benchmarks are added, and commit the files:
              swift build -c release --product bench
              .build/release/bench record --metric instructions
              .build/release/bench record --metric memory
              .build/release/bench record --metric time

            Exit codes (one table for every subcommand; nothing is written unless 0):
            \(GateExitCode.documentation)
            """)

    @OptionGroup var measurement: MeasurementOptions

    @Option(help: ArgumentHelp(
        "Machine profile name. (default: <os>-<arch>-<cores>core, e.g. linux-x86_64-2core)",
        valueName: "NAME"))
    var profile: String?

    @Option(help: ArgumentHelp(
        "Where to write. (default: baselines/<profile>-<metric>.json)", valueName: "FILE"))
    var output: String?

    @Flag(help: """
        Register every case of every operation (all sizes, angles and ratios), not only the \
        standard ones.
        """)
    var full = false

    func run() throws {
        guard BuildWarning.configuration == "release" else {
            throw ValidationError("""
                record with a release build: swift build -c release --product bench && \
                .build/release/bench record
                """)
        }
        let machine = MachineFacts.profile()
        let profileName = profile ?? machine.defaultName
        let path = output ?? "baselines/\(profileName)-\(measurement.metric.rawValue).json"
        let result: MeasuredResult
        do {
            result = try MeasurementPlan(
                metric: measurement.metric, filter: measurement.filter, frames: measurement.frames,
                sampling: measurement.recordTimeSampling(), sizes: (measurement.sizes ?? .standard).sizes,
                scope: full ? .full : .standard, machine: machine, profileName: profileName
            ).measure()
        } catch let error as MeasurementError {
            FileHandle.standardError.write(Data("record: \(error)\n".utf8))
            throw ExitCode(error.exitCode.rawValue)
        }
        let failed = Set(result.document.benchmarks.filter(\.failed).map(\.benchmarkName))
        guard failed.isEmpty else {
            FileHandle.standardError.write(Data("""
                record: \(failed.count) benchmark(s) failed, nothing written: \
                \(failed.sorted().joined(separator: ", "))

                """.utf8))
            throw ExitCode(GateExitCode.suiteFailed.rawValue)
        }
        try result.write(to: path)
        let metric = measurement.metric
        let count = Set(result.document.benchmarks.map { metric.benchmark(ofEntry: $0.benchmarkName) }).count
        print("record: wrote \(count) benchmarks (\(metric.rawValue), profile \(profileName)) to \(path)"
              + (result.profiles == nil ? "" : ", where their instructions went to \(ProfileDocument.path(besideResult: path))"))
    }
}

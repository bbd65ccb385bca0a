import ArgumentParser
import Foundation
import Gate
import Measurement
import Report
import Results
import Suite

/// `bench profile FILTER`: where the selected benchmarks' instructions go, as flame graphs.
struct ProfileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Count the selected benchmarks under callgrind and draw where their instructions go (flame graphs).",
        discussion: """
            Counts each hot benchmark FILTER selects as `bench record --metric instructions` does \
            (its own process under callgrind, one warm-up frame, then --frames counted frames) and \
            writes to --output: run.json (the counts, as `record` writes them), run.profile.json \
            (each benchmark's instructions per frame by function, self and inclusive, by call \
            stack, and its string instructions: the file `record` keeps beside a baseline, which \
            `bench report --profile` draws), per benchmark <benchmark>.folded (its call stacks \
            in the folded format of flamegraph.pl, inferno and speedscope) and \
            <benchmark>.callgrind (callgrind's dump, for callgrind_annotate, kcachegrind or \
            `gprof2dot -f callgrind`), and report.html (a flame graph per benchmark, section 9 of \
            `bench report`). Nothing in run.profile.json depends on the date: an unchanged build \
            writes the same numbers again.

            Exit codes: 0 written; 5 a benchmark failed or callgrind could not count; 6 the \
            filter selects no benchmark; 64 bad arguments.
            """)

    @Argument(help: ArgumentHelp("The benchmarks (the regex of --benchmark_filter), e.g. '^ScaleI420/box-simd/1920x1080/'.",
                                 valueName: "FILTER"), transform: BenchmarkFilter.init)
    var filter: BenchmarkFilter

    @Option(help: ArgumentHelp("Frame sizes WxH, separated by commas. (default: \(FrameSizeList.standard))", valueName: "WxH,..."),
            transform: FrameSizeList.init(parsing:))
    var sizes: FrameSizeList?

    @Option(help: ArgumentHelp("Frames counted per benchmark, after one uncounted warm-up frame.", valueName: "N"))
    var frames: Int = 2

    @Option(help: ArgumentHelp("The folder to write.", valueName: "DIR"))
    var output = ".build/profile"

    func validate() throws {
        guard frames >= 1 else { throw ValidationError("--frames must be at least 1") }
    }

    func run() throws {
        BuildWarning.printIfDebug()
        let machine = MachineFacts.profile()
        let folder = URL(fileURLWithPath: output)
        let result: MeasuredResult
        do {
            var plan = MeasurementPlan(
                metric: .instructions, filter: filter, frames: frames, sampling: MeasurementOptions.recordSampling,
                sizes: (sizes ?? .standard).sizes, scope: .standard, machine: machine, profileName: machine.defaultName)
            plan.keepDumps = folder.path
            result = try plan.measure()
        } catch let error as MeasurementError {
            FileHandle.standardError.write(Data("profile: \(error)\n".utf8))
            throw ExitCode(error.exitCode.rawValue)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let runPath = folder.appendingPathComponent("run.json").path
        try result.write(to: runPath)
        let profiles = result.profiles ?? ProfileDocument(counter: "callgrind", architecture: machine.architecture, gitCommit: "", benchmarks: [])
        for profile in profiles.benchmarks {
            try Data(profile.foldedText.utf8).write(to: folder.appendingPathComponent(Self.fileName(profile.benchmark) + ".folded"))
        }
        var report = HTMLReport(data: ReportData(files: [try RunFile.read(path: runPath)], catalogue: Catalog.strategyCatalogue),
                                commit: MachineFacts.gitCommit(), command: CommandLine.arguments.joined(separator: " "))
        report.profiles = profiles
        report.profilesPath = ProfileDocument.path(besideResult: runPath)
        try Data(report.render().utf8).write(to: folder.appendingPathComponent("report.html"))
        for profile in profiles.benchmarks {
            let top = profile.functions.max { ($0.selfPerFrame, $1.name) < ($1.selfPerFrame, $0.name) }
            print("\(profile.benchmark): \(FigureFormat.text.grouped(profile.instructionsPerFrame)) instructions per frame"
                  + (top.map { "; most in \($0.name) (\(FigureFormat.text.grouped($0.selfPerFrame)))" } ?? ""))
        }
        print("profile: wrote \(ProfileDocument.path(besideResult: runPath)), report.html and \(profiles.benchmarks.count) .folded files in \(folder.path)")
        let failed = result.document.benchmarks.filter(\.failed).map(\.name)
        if !failed.isEmpty {
            FileHandle.standardError.write(Data("profile: failed: \(failed.joined(separator: ", "))\n".utf8))
            throw ExitCode(GateExitCode.suiteFailed.rawValue)
        }
    }

    /// A benchmark's name as a file name: `/` becomes `_`.
    static func fileName(_ benchmark: String) -> String { benchmark.replacingOccurrences(of: "/", with: "_") }
}

import ArgumentParser
import Foundation
import Gate
import History
import Measurement
import Report
import Results
import Suite

/// `bench report`: one self-contained HTML page with charts from JSON files `bench` wrote.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a self-contained HTML report with charts from JSON files bench wrote.",
        discussion: """
            Reads any JSON bench writes: `bench run --benchmark_out=FILE` (or the run JSON \
            `bench --report` saves), `bench record --output`, `bench check --save-run`. Several \
            run files of one metric are pooled. The page has inline SVG and CSS only (no scripts, \
            fonts or downloads): 1 machine and run, 2 time per strategy per operation, 3 time \
            against PSNR for scaling, 4 cost against frame size, 5 pipelines, 6 change against \
            --baseline or in a --verdict of `bench check` or `bench ab`, 7 trends of a --history (the run's metric), \
            8 the libyuv upgrade table of each --upgrade file (a `bench libyuv-versions` file, or \
            an instructions file whose libyuv rows carry @VERSION), 9 a flame graph of each \
            benchmark of a --profile file. A verdict of `bench check --metric instructions` \
            draws each regression's and improvement's differential flame graph in section 6.

            Exit codes: 0 written; 1 no usable run file (nothing is written); 4 the --profile file \
            is missing or damaged (nothing is written); 64 bad arguments.
            """)

    @Argument(help: ArgumentHelp("Run JSON files.", valueName: "RUN.json"))
    var runs: [String] = []

    @Option(help: ArgumentHelp("A baseline to compare the run with (section 6). (default: none)", valueName: "FILE"))
    var baseline: String?

    @Option(help: ArgumentHelp("A JSON verdict of `bench check --verdict FILE` or `bench ab --verdict FILE` (section 6). (default: none)", valueName: "FILE"))
    var verdict: String?

    @Option(help: ArgumentHelp("Pipelines' CPU budget in percent of one core, drawn as a line. (default: none)", valueName: "PERCENT"))
    var cpuBudget: Double?

    @Option(help: ArgumentHelp("A history of `bench history` to draw trends from (section 7). (default: none)", valueName: "FILE"))
    var history: String?

    @Option(name: .customLong("upgrade"), help: ArgumentHelp("""
        A file with libyuv rows per version (`bench libyuv-versions --out`, or the arm64 \
        instructions baseline) drawn as an upgrade table (section 8); repeat for several. (default: none)
        """, valueName: "FILE"))
    var upgrades: [String] = []

    @Option(help: ArgumentHelp("""
        A profile file (`bench profile`'s profile.json, or the <baseline>.profile.json `bench \
        record --metric instructions` writes) drawn as flame graphs (section 9). (default: none)
        """, valueName: "FILE"))
    var profile: String?

    @Option(help: ArgumentHelp("The HTML file to write.", valueName: "FILE"))
    var output: String

    func validate() throws {
        if runs.isEmpty { throw ValidationError("pass at least one run JSON file") }
        if baseline != nil && verdict != nil { throw ValidationError("pass --baseline or --verdict, not both") }
        if let cpuBudget, !(cpuBudget > 0) { throw ValidationError("--cpu-budget must be above 0 percent") }
    }

    func run() throws {
        do {
            let files = try runs.map { path throws(ReportInputError) in try RunFile.read(path: path) }
            let data = ReportData(files: files, catalogue: Catalog.strategyCatalogue)
            let comparison = try baseline.map { BaselineChanges.baseline(path: $0, run: data) }
                ?? verdict.map { path throws(ReportInputError) in try BaselineChanges.verdict(path: path) }
            // Plain Google Benchmark files carry no machine facts: this machine's stand in, marked as such.
            let machine = data.metadata == nil ? MachineFacts.profile() : nil
            var report = HTMLReport(data: data, changes: comparison, budget: cpuBudget, machine: machine, commit: nil,
                                    command: CommandLine.arguments.joined(separator: " "))
            if let history {
                do {
                    report.trends = try HistoryStore(path: history, create: false).histories().map {
                        TrendLines(history: $0, detector: ChangePointDetector(metric: $0.metric))
                    }
                    report.historyPath = history
                } catch {
                    FileHandle.standardError.write(Data("report: \(error.description)\n".utf8))
                    throw ExitCode(1)
                }
            }
            if let profile {
                do {
                    report.profiles = try ProfileDocument.read(path: profile)
                    report.profilesPath = profile
                } catch {
                    FileHandle.standardError.write(Data("report: \(error.description); nothing was written\n".utf8))
                    throw ExitCode(GateExitCode.unusableBaseline.rawValue)
                }
            }
            report.upgrades = try upgrades.map { path throws(ReportInputError) in
                let document = try RunFile.read(path: path).document
                return (UpgradeTable.title(of: document), UpgradeTable(document: document, catalogue: Catalog.strategyCatalogue))
            }
            try Self.write(report, to: output)
        } catch let error as ReportInputError {
            FileHandle.standardError.write(Data("report: \(error.description)\n".utf8))
            throw ExitCode(1)
        }
    }

    /// Writes `report` to `path` (creating folders) and says where.
    static func write(_ report: HTMLReport, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(report.render().utf8).write(to: url)
        print("report: wrote \(path)")
    }

    /// `bench --report FILE`: where the run's JSON goes (the user's --benchmark_out, else FILE
    /// with .json instead of .html) and the flags that make Google Benchmark write it.
    static func runJSON(for report: String, benchmarkFlags: [String]) -> (path: String, flags: [String]) {
        if let out = benchmarkFlags.last(where: { $0.hasPrefix("--benchmark_out=") }) {
            return (String(out.dropFirst("--benchmark_out=".count)), ["--benchmark_out_format=json"])
        }
        let base = report.hasSuffix(".html") ? String(report.dropLast(5)) : report
        let path = base + ".json"
        return (path, ["--benchmark_out=\(path)", "--benchmark_out_format=json"])
    }

    /// After `bench --report FILE`: the page from the run just made, with this machine's facts. A
    /// run whose JSON cannot be read (Google Benchmark writes none when no benchmark matched) gets a
    /// page that says so.
    static func writeAfterRun(report: String, runJSON: String) {
        do {
            let data: ReportData
            do {
                data = ReportData(files: [try RunFile.read(path: runJSON)], catalogue: Catalog.strategyCatalogue)
            } catch {
                data = ReportData(files: [], problems: ["the run's results could not be read: \(error.description)"])
            }
            try write(HTMLReport(data: data, machine: MachineFacts.profile(), commit: MachineFacts.gitCommit(),
                                 command: CommandLine.arguments.joined(separator: " ")), to: report)
        } catch {
            FileHandle.standardError.write(Data("report: not written: \(error)\n".utf8))
        }
    }
}

import ArgumentParser
import Foundation
import Gate
import Measurement
import Report
import Results
import Suite

/// `bench libyuv-versions`: libyuv's strategies against several libyuv versions on this host in
/// one job (ours beside them in the same processes), one result file and the upgrade table.
struct LibYUVVersionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "libyuv-versions",
        abstract: "Time libyuv's strategies against several libyuv versions in one job, ours beside them.",
        discussion: """
            The installed libyuv (the one this bench loads) and each --libyuv version run in \
            alternating processes of this bench: each round runs one `time-process` per version \
            (in the given order, then reversed, as `bench ab` alternates builds), a version's \
            processes loading its libyuv.so.0 through LD_LIBRARY_PATH (every version has the \
            soname libyuv.so.0). Each process must report the version it was given (its context's \
            libyuv_version, read from the loaded library at run time), else the run fails. Each \
            process runs the selected cases' libyuv strategies and ours (the simd and fused \
            strategies of the same cases), hot cache unless --cache cold.

            --out gets one result file (the run JSON of `bench record`): the libyuv rows named \
            <strategy>@<version> (RotateNV12/libyuv-split@1974/1920x1080/90/hot), ours with one \
            sample per process. The upgrade table follows on standard output (and in --markdown): \
            per case each version's CPU time, each upgrade's step and ours / each version judged \
            on the paired rounds by the comparison rule of `bench ab`. `bench report --upgrade \
            FILE` draws it.

            --from FILE prints the table of an earlier run's file without measuring.

            Exit codes: 0 written; 4 a --libyuv directory holds no usable libyuv (or this bench's \
            own libyuv cannot be told), or a --from or --instructions file cannot be read; 5 a process failed, a benchmark failed its verification or \
            a process ran another libyuv than it was given; 6 the filter selects no libyuv \
            benchmark; 64 bad arguments.
            """)

    @Option(name: .customLong("libyuv"), help: ArgumentHelp("""
        A libyuv version to measure besides the installed one: VERSION=DIR or DIR, where DIR holds \
        the version's libyuv0 and libyuv-dev packages extracted (dpkg-deb -x: DIR/usr/lib/<multiarch>/libyuv.so.0 \
        and DIR/usr/include/libyuv/version.h); VERSION must be the header's. Repeat for each version, oldest first. \
        (default: none; at least one unless --from)
        """, valueName: "[VERSION=]DIR"))
    var libraries: [String] = []

    @Option(help: ArgumentHelp(
        "The cases to measure (a --benchmark_filter regex over the plain names). (default: every libyuv case)",
        valueName: "REGEX"), transform: BenchmarkFilter.init)
    var filter: BenchmarkFilter?

    @Option(help: ArgumentHelp("Frame sizes WxH, separated by commas. (default: \(FrameSizeList.standard))", valueName: "WxH,..."),
            transform: FrameSizeList.init(parsing:))
    var sizes: FrameSizeList = .standard

    @Flag(help: """
        Register every case of every operation (all sizes, angles and ratios: the NV12 box at 2:1 \
        and 4:1, for one), not only the standard ones.
        """)
    var full = false

    @Option(help: ArgumentHelp("""
        The cache state of the cases: hot (the same source frame every iteration) or cold (a ring of \
        frames from memory). (default: hot)
        """, valueName: "hot|cold"))
    var cache: CacheState = .hot

    @Option(help: "Rounds; each runs one process per version (the paired rule decides from \(ComparisonRule.abMinimumRounds)).")
    var rounds: Int = ComparisonRule.abMinimumRounds

    @Option(help: "Repetitions per benchmark in each process (randomly interleaved).")
    var repetitions: Int = 3

    @Option(name: .customLong("min-time"), help: ArgumentHelp("Minimum seconds per repetition.", valueName: "SECONDS"))
    var minimumSeconds: Double = 0.01

    @Option(help: ArgumentHelp("The result file to write.", valueName: "FILE"))
    var out: String = ".build/libyuv-versions/versions-time.json"

    @Option(help: ArgumentHelp("Also write the upgrade table as Markdown. (default: none)", valueName: "FILE"))
    var markdown: String?

    @Option(name: .customLong("instructions"), help: ArgumentHelp("""
        An instructions file whose libyuv rows carry @VERSION (baselines/linux-aarch64-qemu-instructions.json) \
        whose upgrade table of the same cases follows. (default: none)
        """, valueName: "FILE"))
    var instructions: String?

    @Option(help: ArgumentHelp("""
        Measure nothing: print (and --markdown) the upgrade table of this result file of an earlier run. (default: measure)
        """, valueName: "FILE"))
    var from: String?

    func validate() throws {
        if from != nil {
            if !libraries.isEmpty { throw ValidationError("--from renders an earlier run: leave out --libyuv") }
            return
        }
        if libraries.isEmpty { throw ValidationError("pass at least one --libyuv [VERSION=]DIR (the installed libyuv runs too)") }
        guard rounds >= 1, repetitions >= 1, minimumSeconds > 0 else {
            throw ValidationError("--rounds and --repetitions must be at least 1 and --min-time above 0")
        }
    }

    func run() throws {
        if from == nil { BuildWarning.printIfDebug() }
        do {
            try measure()
        } catch let error as LibYUVVersionsError {
            FileHandle.standardError.write(Data("libyuv-versions: \(error.description)\n".utf8))
            throw ExitCode(error.exitCode.rawValue)
        }
    }

    private func measure() throws {
        if let from {
            let document: ResultDocument
            do {
                document = try RunFile.read(path: from).document
            } catch {
                throw LibYUVVersionsError.unreadableFile(path: from, reason: "\(error)")
            }
            try publish(document)
            return
        }
        let session = try LibYUVVersionsSession.make(
            executable: try ChildProcess.ownExecutable(), libraries: libraries, sizes: sizes.sizes, scope: full ? .full : .standard,
            filter: filter, cache: cache, rounds: rounds,
            repetitions: repetitions, minimumSeconds: minimumSeconds)
        let document = try session.measure { FileHandle.standardError.write(Data("libyuv-versions: \($0)\n".utf8)) }
        try write(document.encoded(), to: out)
        try publish(document)
        FileHandle.standardError.write(Data("libyuv-versions: wrote \(out)\n".utf8))
    }

    /// Prints the upgrade tables of `document` (and of --instructions) and writes --markdown.
    private func publish(_ document: ResultDocument) throws {
        let table = UpgradeTable(document: document, catalogue: Catalog.strategyCatalogue)
        var text = table.markdown(title: UpgradeTable.title(of: document))
        if let instructions {
            do {
                let arm64 = try RunFile.read(path: instructions).document
                text += "\n" + UpgradeTable(document: arm64, catalogue: Catalog.strategyCatalogue).only(casesOf: table)
                    .markdown(title: UpgradeTable.title(of: arm64) + " (the cases above)")
            } catch {
                throw LibYUVVersionsError.unreadableFile(path: instructions, reason: "\(error)")
            }
        }
        print(text, terminator: "")
        if let markdown { try write(Data(text.utf8), to: markdown) }
    }

    private func write(_ data: Data, to path: String) throws(LibYUVVersionsError) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        } catch {
            throw .cannotWrite(path: path, reason: "\(error)")
        }
    }
}

import ArgumentParser
import Foundation
import Gate
import Measurement
import Results

/// `bench arm64`: what the arm64 check (scripts/ci/arm64-check.sh) takes from the suite: the cases
/// it counts, and the document it makes of the baselines.
struct Arm64Command: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arm64",
        abstract: "The arm64 check's counted cases and its results document (used by scripts/ci/arm64-check.sh).",
        discussion: """
            The arm64 check counts the same cases as the x86-64 instructions baseline (the \
            standard hot plan), every operation strategy's: `cases` lists them for its two \
            drivers. `table` writes docs/arm64-results.md from the committed baselines. \
            `profile` names the plugin's profiles from the binaries' symbols.
            """,
        subcommands: [Arm64CasesCommand.self, Arm64TableCommand.self, Arm64ProfileCommand.self])
}

/// `bench arm64 profile --driver LABEL:NAMES:COUNTS:SYMBOLS ... --output FILE`.
struct Arm64ProfileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Write the arm64 counts' function profiles from the qemu plugin's profiles and the binaries' symbols.",
        discussion: """
            For each --driver: the benchmark names it counted (one a line), the plugin's counts \
            (COUNTS, one a line) and profile (COUNTS.profile), and the binary's symbols \
            (`aarch64-linux-gnu-nm -n --defined-only BINARY`); LABEL names the binary. Each \
            region's blocks are named by the function their address is in, under the functions \
            of the call sites above them, and must add up to its count. Writes a profile file \
            (as `bench record --metric instructions` keeps beside a baseline). Exit codes: 0 \
            written; 4 a file is missing or the profiles and counts disagree; 64 bad arguments.
            """)

    @Option(help: ArgumentHelp("A counted driver, LABEL:NAMES:COUNTS:SYMBOLS; repeatable, at least one. (default: none)",
                               valueName: "LABEL:NAMES:COUNTS:SYMBOLS"))
    var driver: [String] = []

    @Option(help: ArgumentHelp("What counted the instructions (the arm64 baseline's instructionCounter).", valueName: "TEXT"))
    var counter = "qemu plugin Arm64/Plugin/insn-count.c"

    @Option(help: ArgumentHelp("The commit counted.", valueName: "REV"))
    var commit = "unknown"

    @Option(help: ArgumentHelp("The profile file to write.", valueName: "FILE"))
    var output: String

    func validate() throws {
        if driver.isEmpty { throw ValidationError("pass at least one --driver") }
        if let bad = driver.first(where: { $0.split(separator: ":", omittingEmptySubsequences: false).count != 4 }) {
            throw ValidationError("--driver '\(bad)' is not LABEL:NAMES:COUNTS:SYMBOLS")
        }
    }

    func run() throws {
        var profiles: [FunctionProfile] = []
        do {
            for value in driver {
                let parts = value.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                profiles += try Arm64ProfileReader.profiles(of: .init(
                    library: parts[0], names: parts[1], counts: parts[2], profile: parts[2] + ".profile", symbols: parts[3]))
            }
        } catch {
            FileHandle.standardError.write(Data("arm64 profile: \(error.description)\n".utf8))
            throw ExitCode(GateExitCode.unusableBaseline.rawValue)
        }
        let document = ProfileDocument(counter: counter, architecture: "aarch64", gitCommit: commit, benchmarks: profiles)
        try document.encoded().write(to: URL(fileURLWithPath: output))
        print("arm64 profile: wrote \(profiles.count) profiles to \(output)")
    }
}

/// `bench arm64 cases --side kernels|libyuv`.
struct Arm64CasesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cases",
        abstract: "Print the benchmark names the arm64 check counts, one a line.",
        discussion: """
            The x86-64 instructions plan's benchmarks (hot, standard scope, default sizes) that are \
            an operation's strategies: --side kernels those of the suite's kernels (the Embedded \
            Swift driver, Arm64/Driver), --side libyuv libyuv's chains (Arm64/LibYUV/driver.c, once \
            per libyuv version). Exit codes: 0; 64 bad arguments.
            """)

    @Option(help: ArgumentHelp("Whose cases: the suite's kernels or libyuv's chains.", valueName: "kernels|libyuv"))
    var side: Arm64Cases.Side

    func run() throws {
        print(Arm64Cases.names(side).joined(separator: "\n"))
    }
}


/// `bench arm64 table [--output FILE] [--check]`.
struct Arm64TableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Write docs/arm64-results.md from the arm64, x86-64 instructions and x86-64 time baselines.",
        discussion: """
            Per operation and case, each strategy the catalogue recommends beside every libyuv \
            chain of its job: arm64 instructions per frame (ours and each libyuv version), x86-64 \
            instructions per frame and x86-64 time per frame, with ours / libyuv on each. With \
            --check, nothing is written: exit 1 when the file is not what the baselines give. \
            Exit codes: 0 written or up to date; 1 --check found the file out of date; 4 a \
            baseline cannot be read; 64 bad arguments.
            """)

    @Option(help: ArgumentHelp("The arm64 instructions baseline.", valueName: "FILE"))
    var arm64 = "baselines/linux-aarch64-qemu-instructions.json"

    @Option(help: ArgumentHelp("The x86-64 instructions baseline.", valueName: "FILE"))
    var x86Instructions = "baselines/linux-x86_64-2core-instructions.json"

    @Option(help: ArgumentHelp("The x86-64 time baseline.", valueName: "FILE"))
    var x86Time = "baselines/linux-x86_64-2core-time.json"

    @Option(help: ArgumentHelp("The document to write, or to check.", valueName: "FILE"))
    var output = "docs/arm64-results.md"

    @Flag(help: "Write nothing; exit 1 when --output is not what the baselines give.")
    var check = false

    func run() throws {
        let document: Arm64ResultsDocument
        do {
            func source(_ path: String, _ metric: Metric) throws(ResultFileError) -> Arm64ResultsDocument.Source {
                .init(path: path, document: try ResultDocument.read(path: path, role: .baseline, metric: metric, requireMetadata: true))
            }
            document = Arm64ResultsDocument(
                arm64: try source(arm64, .instructions), x86Instructions: try source(x86Instructions, .instructions),
                x86Time: try source(x86Time, .time))
        } catch {
            FileHandle.standardError.write(Data("arm64 table: \(error)\n".utf8))
            throw ExitCode(GateExitCode.unusableBaseline.rawValue)
        }
        let text = document.markdown
        if check {
            guard (try? String(contentsOfFile: output, encoding: .utf8)) == text else {
                FileHandle.standardError.write(Data("""
                    arm64 table: \(output) is not what the committed baselines give; regenerate it with \
                    `bench arm64 table` and commit it

                    """.utf8))
                throw ExitCode(1)
            }
            print("arm64 table: \(output) matches the baselines")
            return
        }
        try text.write(toFile: output, atomically: true, encoding: .utf8)
        print("arm64 table: wrote \(output)")
    }
}

extension Arm64Cases.Side: ExpressibleByArgument {}

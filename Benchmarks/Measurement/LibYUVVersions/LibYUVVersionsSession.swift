import Foundation
import Gate
import PiPVideo
import Results
import Suite

/// `bench libyuv-versions`: the libyuv strategies against several libyuv versions on one host in
/// one job, with ours (the simd and fused strategies of the same cases) in the same processes.
/// Each round runs one `time-process` per version, in alternating order (1857 1904 1974, then
/// 1974 1904 1857, ...), as `bench ab` alternates builds; a version's processes load its
/// `libyuv.so.0` through `LD_LIBRARY_PATH` and must report it in their context
/// (`LibYUVContext.versionKey`). The processes' results are joined into one result file
/// (`ProcessRuns.merge`): the libyuv rows renamed `<strategy>@<version>`, the other rows keeping
/// their names with one sample per process, and the context saying which process ran which
/// version (`LibYUVVersionRounds`).
public struct LibYUVVersionsSession: Sendable {
    /// The strategy families measured: libyuv's, and ours beside them.
    public static let families: Set<String> = [StrategyFamily.libyuv.rawValue, StrategyFamily.simd.rawValue, StrategyFamily.fused.rawValue]

    /// The `bench` whose `time-process` runs (this executable).
    public let executable: String
    /// The versions, in the order of the first round (the installed one first).
    public let installs: [LibYUVInstall]
    /// The suite's frame sizes and scope.
    public let sizes: [FrameSize]
    public let scope: SuiteConfiguration.Scope
    /// The benchmarks each process runs, in catalogue order.
    public let names: [String]
    /// The strategy family of each of `names`.
    public let families: [String: String]
    /// Rounds (each runs every version once), repetitions per benchmark in each process, seconds
    /// per repetition.
    public let rounds: Int, repetitions: Int, minimumSeconds: Double
    /// The filter that selected the benchmarks, as the result file records it; nil for all.
    public var filter: BenchmarkFilter?
    /// Starts the processes (a test's stand-in replaces it).
    public var launcher = TimeProcessLauncher()

    /// A session over `benchmarks` (from `select`).
    public init(
        executable: String, installs: [LibYUVInstall], sizes: [FrameSize], scope: SuiteConfiguration.Scope,
        benchmarks: [SuiteBenchmark], rounds: Int, repetitions: Int, minimumSeconds: Double
    ) {
        self.executable = executable
        self.installs = installs
        self.sizes = sizes
        self.scope = scope
        names = benchmarks.map(\.descriptor.name)
        var families: [String: String] = [:]
        for benchmark in benchmarks { if let family = benchmark.family { families[benchmark.descriptor.name] = family.rawValue } }
        self.families = families
        self.rounds = rounds
        self.repetitions = repetitions
        self.minimumSeconds = minimumSeconds
    }

    /// Of `candidates` (the suite's benchmarks), those in `cache` state that are members of
    /// `families` in the cases (`BenchmarkName.group`) that have a libyuv strategy, narrowed by
    /// `filter`.
    /// - Throws: `LibYUVVersionsError.noBenchmarkSelected` when no libyuv benchmark remains.
    public static func select(
        _ candidates: [SuiteBenchmark], filter: BenchmarkFilter?, cache: CacheState = .hot
    ) throws(LibYUVVersionsError) -> [SuiteBenchmark] {
        let inState = candidates.filter { $0.descriptor.cache == cache && (filter?.matches($0.descriptor.name) ?? true) }
        let libyuvGroups = Set(inState.filter { $0.family == .libyuv }.map { BenchmarkName($0.descriptor.name).group })
        let selected = inState.filter {
            libyuvGroups.contains(BenchmarkName($0.descriptor.name).group) && families.contains($0.family?.rawValue ?? "")
        }
        guard !selected.isEmpty else { throw .noBenchmarkSelected(filter: filter?.pattern ?? "") }
        return selected
    }

    /// The order of the installs (indices) in round `round`: as given in even rounds, reversed in
    /// odd ones, so that each version runs first and last equally often.
    public static func order(inRound round: Int, count: Int) -> [Int] {
        round.isMultiple(of: 2) ? Array(0..<count) : Array((0..<count).reversed())
    }

    /// Runs the rounds and returns the joined result file (without metadata: the caller adds it).
    /// - Throws: `LibYUVVersionsError` when a process fails, a benchmark fails, or a process ran
    ///   another libyuv than it was given.
    public func run(progress: (String) -> Void = { _ in }) throws(LibYUVVersionsError) -> ResultDocument {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-libyuv-versions-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: directory.path, reason: "\(error)")
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        let start = Date()
        var outputs: [Data] = []
        var processVersions: [Int] = []
        for round in 0..<rounds {
            for index in Self.order(inRound: round, count: installs.count) {
                let install = installs[index]
                let output = directory.appendingPathComponent("round-\(round)-\(install.version).json").path
                outputs.append(try runProcess(install, output: output))
                processVersions.append(install.version)
            }
            progress("round \(round + 1) of \(rounds) (\(Self.order(inRound: round, count: installs.count).map { String(installs[$0].version) }.joined(separator: ", "))): "
                + "\(Int(Date().timeIntervalSince(start))) s")
        }
        var document: ResultDocument
        do {
            let merged = try ProcessRuns.merge(outputs)
            document = try ResultDocument.decode(merged, path: "(the joined processes)", role: .run, metric: .time, requireMetadata: false)
        } catch {
            throw .processFailed(version: installs[0].version, reason: "the processes' results cannot be joined: \(error)")
        }
        LibYUVVersionRounds(
            versions: installs.map(\.version), processVersions: processVersions,
            libraries: installs.map(\.libraryPath)
        ).record(in: &document.context)
        return document
    }

    /// The strategy families of the result file's names: ours as selected, each libyuv name under
    /// every version's `@VERSION`.
    public var resultFamilies: [String: String] {
        var result: [String: String] = [:]
        for (name, family) in families {
            if family == StrategyFamily.libyuv.rawValue {
                for install in installs {
                    if let versioned = BenchmarkName(name).withLibraryVersion(String(install.version)) { result[versioned.full] = family }
                }
            } else {
                result[name] = family
            }
        }
        return result
    }

    /// Runs one process against `install` and returns its output with the libyuv rows renamed.
    private func runProcess(_ install: LibYUVInstall, output: String) throws(LibYUVVersionsError) -> Data {
        let commandLine = install.environment() + TimeProcessLauncher.commandLine(
            executable: executable, sizes: sizes, scope: scope, names: names,
            sampling: TimeSampling(processes: 1, repetitions: repetitions, minimumSeconds: minimumSeconds), output: output)
        let data: Data
        switch launcher.run(commandLine, output: output) {
        case .success(let written): data = written
        case .failure(.exitStatus(let status)):
            throw .processFailed(version: install.version, reason: "exit status \(status): \(commandLine.joined(separator: " "))")
        case .failure(.noOutput):
            throw .processFailed(version: install.version, reason: "it wrote no \(output)")
        }
        var document: ResultDocument
        do {
            document = try ResultDocument.decode(data, path: output, role: .run, metric: nil, requireMetadata: false)
        } catch {
            throw .processFailed(version: install.version, reason: error.description)
        }
        let loaded = document.context[LibYUVContext.versionKey]?.text ?? "(no \(LibYUVContext.versionKey) in its context)"
        guard loaded == String(install.version) else {
            throw .wrongVersionLoaded(
                expected: install.version, found: loaded,
                library: document.context[LibYUVContext.libraryKey]?.text ?? install.libraryPath)
        }
        let file = document.repetitions()
        if let (name, reason) = file.failures.sorted(by: { $0.key < $1.key }).first {
            throw .benchmarkFailed(version: install.version, name: name, reason: reason)
        }
        for index in document.benchmarks.indices {
            let entry = document.benchmarks[index]
            guard families[entry.benchmarkName] == StrategyFamily.libyuv.rawValue,
                  let versioned = BenchmarkName(entry.benchmarkName).withLibraryVersion(String(install.version)) else { continue }
            document.benchmarks[index].name = entry.name.replacingOccurrences(of: entry.benchmarkName, with: versioned.full)
            if entry.runName != nil { document.benchmarks[index].runName = versioned.full }
        }
        return document.encoded()
    }
}

import Foundation
import PiPVideo
import Results
import Suite

extension LibYUVVersionsSession {
    /// The session `bench libyuv-versions` runs with `executable` (this bench): its own libyuv and
    /// each of `libraries` (`[VERSION=]DIR`, `LibYUVInstall.parse`), over the suite's cases at
    /// `sizes` in `scope` and `cache` state (hot by default; cold: frames from memory) that `filter`
    /// selects (`select`).
    /// - Throws: `LibYUVVersionsError` for a library that is not usable or is given twice, and for
    ///   a filter that selects no libyuv benchmark.
    public static func make(
        executable: String, libraries: [String], sizes: [FrameSize], scope: SuiteConfiguration.Scope = .standard,
        filter: BenchmarkFilter?, cache: CacheState = .hot, rounds: Int, repetitions: Int, minimumSeconds: Double
    ) throws(LibYUVVersionsError) -> LibYUVVersionsSession {
        var installs = [try LibYUVInstall.installed()]
        for text in libraries {
            let install = try LibYUVInstall.parse(text)
            guard !installs.contains(where: { $0.version == install.version }) else { throw .duplicateVersion(install.version) }
            installs.append(install)
        }
        let configuration = SuiteConfiguration(sizes: sizes, scope: scope, cacheStates: [cache])
        var session = LibYUVVersionsSession(
            executable: executable, installs: installs, sizes: sizes, scope: scope,
            benchmarks: try select(Catalog.benchmarks(configuration), filter: filter, cache: cache), rounds: rounds,
            repetitions: repetitions, minimumSeconds: minimumSeconds)
        session.filter = filter
        return session
    }

    /// Runs the rounds (`run`) and returns the result file with its metadata: this machine, with
    /// every version measured as its libyuv, and the settings. `progress` is told the plan first.
    /// - Throws: `LibYUVVersionsError` as `run` does.
    public func measure(progress: (String) -> Void = { _ in }) throws(LibYUVVersionsError) -> ResultDocument {
        progress("\(installs.map { "\($0.version) (\($0.libraryPath))" }.joined(separator: ", ")); \(rounds) rounds of "
            + "\(installs.count) processes, each \(names.count) benchmarks x \(repetitions) repetitions of \(minimumSeconds) s")
        var document = try run(progress: progress)
        var machine = MachineFacts.profile()
        machine.libyuvVersion = installs.map { String($0.version) }.joined(separator: ", ") + " (each libyuv row: <strategy>@<version>)"
        document.metadata = ResultMetadata(
            metric: .time, profile: machine.defaultName, machine: machine, gitCommit: MachineFacts.gitCommit(), date: MachineFacts.date(),
            settings: RunSettings(
                sizes: sizes.map(\.description), scope: scope.rawValue, cacheStates: Array(Set(names.compactMap { BenchmarkName($0).cache })).sorted(), filter: filter?.pattern,
                repetitions: repetitions, processes: rounds * installs.count, minimumSecondsPerRepetition: minimumSeconds),
            calibrations: [:], strategyFamilies: resultFamilies)
        return document
    }
}

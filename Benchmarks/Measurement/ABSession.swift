import Foundation
import Gate
import PiPVideo
import Results
import Suite

/// The rounds of `bench ab`: processes of the head build (this executable, or another) and of the
/// base build, run alternately A B, B A, A B ... (`ABRound.baseFirst(inRound:)`), each a short pass
/// over the benchmarks still undecided and their calibrations in `time-process` mode (the same
/// internal command `check --metric time` starts, which every build since the time gate has).
/// A benchmark decided after a round (at the earliest after the rule's minimum rounds) keeps that
/// decision and leaves the following rounds, so the rounds shorten and the time goes to the
/// benchmarks that need it. The rounds stop when every gated benchmark is decided, before a round
/// that would end after `timeLimit`, or at `maximumRounds`.
public struct ABSession: Sendable {
    /// The comparison's settings: the two builds, the suite's sizes and scope, the sampling, the
    /// rule and the limits of the rounds.
    public let check: ABCheck
    /// The benchmarks a process runs: the selection with its calibrations, in catalogue order.
    public let names: [String]
    /// The calibrations among `names` (shown, never gated).
    public let calibrations: Set<String>
    /// The memcpy roofline calibration of each benchmark that has one (it runs while the benchmark does).
    public let rooflines: [String: String]
    /// Starts the head's and the base's processes.
    public var launcher = TimeProcessLauncher()

    /// The session of `check` over `selected`, the benchmarks `CalibratedSelection.select` chose.
    public init(check: ABCheck, selected: [SuiteBenchmark]) {
        self.check = check
        names = selected.map(\.descriptor.name)
        var calibrations: Set<String> = [ComputeCalibrationBenchmark.name]
        var rooflines: [String: String] = [:]
        for benchmark in selected {
            if let roofline = benchmark.roofline {
                calibrations.insert(roofline.name)
                rooflines[benchmark.descriptor.name] = roofline.name
            }
        }
        self.calibrations = calibrations.intersection(names)
        self.rooflines = rooflines
    }

    /// Runs the rounds and judges them; `progress` is told after each round.
    /// - Throws: `MeasurementError` when a process fails or writes nothing readable.
    public func run(progress: (String) -> Void = { _ in }) throws(MeasurementError) -> ABReport {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-ab-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .unreadableOutput("cannot create \(directory.path): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        let start = Date()
        let gated = names.filter { !calibrations.contains($0) }
        var rounds: [ABRound] = []
        var running = names
        var lastRounds: [Double] = []
        var stop = ABReport.Stop.roundLimit
        while rounds.count < check.maximumRounds {
            let elapsed = Date().timeIntervalSince(start)
            // The next round runs what the last one ran, or less: the longer of the last two
            // rounds (one of each order) bounds it.
            if let expected = lastRounds.max(), elapsed + expected > check.timeLimit { stop = .timeLimit; break }
            let roundStart = Date()
            let index = rounds.count
            let baseFirst = ABRound.baseFirst(inRound: index)
            var head: [String: Double] = [:], base: [String: Double] = [:]
            for side in baseFirst ? [false, true] : [true, false] {
                let output = directory.appendingPathComponent("round-\(index)-\(side ? "head" : "base").json").path
                let fastest = try runProcess(
                    executable: side ? check.headExecutable : check.baseExecutable, names: running, output: output, isHead: side)
                if side { head = fastest } else { base = fastest }
            }
            rounds.append(ABRound(head: head, base: base, baseFirst: baseFirst))
            lastRounds = Array((lastRounds + [Date().timeIntervalSince(roundStart)]).suffix(2))
            let undecided = gated.filter {
                !ABReport.allDecided(names: [$0], calibrations: [], rounds: rounds, rule: check.rule)
            }
            progress("round \(rounds.count) (\(baseFirst ? "base, head" : "head, base")): \(Int(Date().timeIntervalSince(start))) s, "
                + "\(gated.count - undecided.count) of \(gated.count) decided")
            if undecided.isEmpty { stop = .allDecided; break }
            running = stillRunning(undecided: undecided)
        }
        return ABReport(
            names: names, calibrations: calibrations, rounds: rounds, rule: check.rule, stop: stop,
            seconds: Date().timeIntervalSince(start), clock: check.clock, headExecutable: check.headExecutable,
            baseExecutable: check.baseExecutable)
    }

    /// The benchmarks the next round runs: the undecided ones (in catalogue order), the memcpy
    /// rooflines they use, and `Calibration/compute`.
    func stillRunning(undecided: [String]) -> [String] {
        var keep = Set(undecided)
        keep.insert(ComputeCalibrationBenchmark.name)
        for name in undecided { if let roofline = rooflines[name] { keep.insert(roofline) } }
        return names.filter { keep.contains($0) }
    }

    /// Runs one `time-process` of `executable` over `names` and returns each benchmark's fastest repetition.
    private func runProcess(
        executable: String, names: [String], output: String, isHead: Bool
    ) throws(MeasurementError) -> [String: Double] {
        let commandLine = TimeProcessLauncher.commandLine(
            executable: executable, sizes: check.sizes, scope: check.scope, names: names,
            sampling: TimeSampling(processes: 1, repetitions: check.repetitions, minimumSeconds: check.minimumSeconds), output: output)
        let side = isHead ? "head" : "base"
        let data: Data
        switch launcher.run(commandLine, output: output) {
        case .success(let written):
            data = written
        case .failure(.exitStatus(let status)):
            throw .unreadableOutput("the \(side) process failed with exit status \(status): \(commandLine.joined(separator: " "))")
        case .failure(.noOutput):
            throw .unreadableOutput("the \(side) process (\(executable)) wrote no \(output)")
        }
        let document: ResultDocument
        do {
            document = try ResultDocument.decode(data, path: output, role: .run, metric: nil, requireMetadata: false)
        } catch {
            throw .unreadableOutput("the \(side) process (\(executable)): \(error.description)")
        }
        let file = RepetitionsByBenchmark(document, clock: check.clock)
        if let (name, reason) = file.failures.first {
            throw .unreadableOutput("the \(side) build (\(executable)) failed \(name): \(reason)")
        }
        var fastest: [String: Double] = [:]
        for name in file.names {
            if let value = file.values(name).filter({ $0 > 0 }).min() { fastest[name] = value }
        }
        return fastest
    }
}

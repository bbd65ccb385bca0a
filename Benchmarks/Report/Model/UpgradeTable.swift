import Foundation
import Gate
import Results

/// The upgrade table of one result file: per case, a libyuv strategy's figure against each libyuv
/// version, each upgrade's step judged by `ComparisonRule`, and ours beside them with ours /
/// libyuv for each version, judged the same way.
///
/// Time files of `bench libyuv-versions` (`LibYUVVersionRounds` in their context) are judged on
/// paired rounds (`ComparisonRule.ab`, as `bench ab` judges two builds): a step pairs the two
/// versions' processes of each round, ours / libyuv pairs the two benchmarks of each process.
/// Other time files are judged on independent samples (`ComparisonRule.compare`); instruction
/// counts exactly, at the gate's threshold (`ComparisonRule.gate`).
public struct UpgradeTable: Sendable {
    /// One case's row.
    public struct Row: Sendable {
        /// The case, with its summaries.
        public let versionCase: LibYUVVersionCase
        /// libyuv's figure per version (CPU median for time, the count for instructions).
        public let figures: [Int: Double]
        /// The step from the previous version (in `versions`) to this one.
        public let steps: [Int: ComparisonOutcome]
        /// Ours / libyuv of each version (the change is ours / libyuv - 1).
        public let oursAgainst: [Int: ComparisonOutcome]
        /// Ours' figure.
        public let oursFigure: Double?
    }

    /// What the figures are.
    public let metric: Metric
    /// The versions, ascending.
    public let versions: [Int]
    /// The rows, in the file's order.
    public private(set) var rows: [Row]
    /// The rule every step and ratio is judged by.
    public let rule: ComparisonRule
    /// How the figures were measured, for the table's heading.
    public let measurement: String

    /// The table of `document`; the `catalogue` gives each strategy's libyuv reference and which
    /// are recommended (ours), and the families of files that do not record them.
    public init(document: ResultDocument, catalogue: StrategyCatalogue = StrategyCatalogue()) {
        let run = RunSummary(document, relations: BenchmarkRelations(documents: [document], catalogue: catalogue))
        let plainVersion = LibYUVVersionCase.leadingVersion(
            document.metadata?.machine.libyuvVersion ?? document.context[LibYUVVersionRounds.versionsKey]?.text)
        let (versions, cases) = LibYUVVersionCase.cases(in: run, plainVersion: plainVersion)
        metric = document.metric
        self.versions = versions
        let rounds = metric == .time ? LibYUVVersionRounds(context: document.context) : nil
        let rule: ComparisonRule
        if metric == .instructions {
            rule = .gate(metric: .instructions)
            let strings = run.benchmarks.contains { $0.counter(.instructionsStringOncePerFrame) != nil }
            measurement = strings ? "instructions per frame, each string instruction (`rep movsb`) counted once" : "instructions per frame"
        } else if let rounds {
            rule = .ab()
            measurement = "CPU time per frame, \(rounds.rounds) rounds of one process per version, alternated in one job"
        } else {
            rule = .compare(metric: .time)
            measurement = "CPU time per frame"
        }
        self.rule = rule
        let cpu = document.repetitions(clock: .cpu)
        func byProcess(_ name: BenchmarkName) -> [Int: Double] {
            var values: [Int: Double] = [:]
            for sample in cpu.samples(name.full) { if let process = sample.process { values[process] = sample.value } }
            return values
        }
        rows = cases.map { versionCase in
            // Instructions: each string instruction once (`BenchmarkSummary.comparableMedian`): callgrind's count
            // of a `rep movsb` per byte would make a copy with it look several times one with vector loads.
            let figure: (BenchmarkSummary) -> Double? = { $0.metric == .time ? $0.cpuMedian : $0.comparableMedian }
            let samples: (BenchmarkSummary) -> [Double] = { $0.metric == .time ? $0.cpuSamples : $0.comparableMedian.map { [$0] } ?? [] }
            var figures: [Int: Double] = [:], steps: [Int: ComparisonOutcome] = [:], oursAgainst: [Int: ComparisonOutcome] = [:]
            let present = versions.filter { versionCase.libyuv[$0]?.isMeasured ?? false }
            for version in present { figures[version] = versionCase.libyuv[version].flatMap(figure) }
            for (before, after) in zip(present, present.dropFirst()) {
                guard let old = versionCase.libyuv[before], let new = versionCase.libyuv[after] else { continue }
                if let rounds {
                    let oldRounds = Self.byRound(byProcess(old.name), rounds), newRounds = Self.byRound(byProcess(new.name), rounds)
                    steps[after] = rule.decide(logRatios: Self.logRatios(before: oldRounds, after: newRounds))
                } else {
                    steps[after] = rule.decide(before: samples(old), after: samples(new))
                }
            }
            if let ours = versionCase.ours {
                for version in present {
                    guard let theirs = versionCase.libyuv[version] else { continue }
                    if rounds != nil {
                        oursAgainst[version] = rule.decide(logRatios: Self.logRatios(before: byProcess(theirs.name), after: byProcess(ours.name)))
                    } else {
                        oursAgainst[version] = rule.decide(before: samples(theirs), after: samples(ours))
                    }
                }
            }
            return Row(versionCase: versionCase, figures: figures, steps: steps, oursAgainst: oursAgainst,
                       oursFigure: versionCase.ours.flatMap(figure))
        }
    }

    /// A benchmark's values by process, keyed by round instead (one process of a version per round).
    static func byRound(_ values: [Int: Double], _ rounds: LibYUVVersionRounds) -> [Int: Double] {
        Dictionary(values.map { (rounds.round(ofProcess: $0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// log(after / before) for every key both hold, in key order.
    static func logRatios(before: [Int: Double], after: [Int: Double]) -> [Double] {
        before.keys.sorted().compactMap { key in
            guard let old = before[key], let new = after[key], old > 0, new > 0 else { return nil }
            return log(new / old)
        }
    }

    /// True when the file holds no libyuv case.
    public var isEmpty: Bool { rows.isEmpty }

    /// The table with only the rows whose case and libyuv strategy `other` has too (the cases of a
    /// run on another machine or of another metric).
    public func only(casesOf other: UpgradeTable) -> UpgradeTable {
        let cases = Set(other.rows.map { $0.versionCase.group + " " + $0.versionCase.libyuvStrategy })
        var table = self
        table.rows = rows.filter { cases.contains($0.versionCase.group + " " + $0.versionCase.libyuvStrategy) }
        return table
    }

    /// A table's title: the file's architecture and CPU ("x86_64, Intel(R) Xeon(R) Processor").
    public static func title(of document: ResultDocument) -> String {
        guard let machine = document.metadata?.machine else { return document.context["host_name"]?.text ?? "unknown machine" }
        return "\(machine.architecture), \(machine.cpuModel)"
    }
}

import PiPVideo
import Results
import Suite

/// What makes the arm64 check and both instruction baselines cover every strategy of the
/// catalogue: each one's absence, named with the command that records it. A strategy added to a
/// catalogue is counted by the x86-64 gate and by the arm64 check only once both baselines hold it;
/// until then `gaps` names it (the test suite fails on any).
public enum Arm64Coverage {
    /// One strategy missing from one place.
    public struct Gap: Sendable, Equatable, CustomStringConvertible {
        /// "<operation>/<strategy>".
        public let strategy: String
        /// Where it is missing, and what records it.
        public let problem: String

        public var description: String { "\(strategy): \(problem)" }
    }

    /// The command that records the x86-64 instructions baseline.
    public static let recordX86 = "swift build -c release --product bench && .build/release/bench record --metric instructions"
    /// The command that records the arm64 baseline.
    public static let recordArm64 = "ARM64_RECORD=1 scripts/ci/arm64-check.sh count"

    /// Every catalogue strategy (`catalogue`: "<operation>/<strategy>" with a family) that has no
    /// counted case in the arm64 plan (`Arm64Cases`), no count in `x86` (the x86-64 instructions
    /// baseline) or, in `arm64` (the arm64 baseline), no count (libyuv: none for one of
    /// `libyuvVersions`, the versions the arm64 check builds).
    public static func gaps(
        catalogue: [String: StrategyDescription] = Catalog.strategyCatalogue.entries, x86: ResultDocument, x86Path: String,
        arm64: ResultDocument, arm64Path: String, libyuvVersions: [String],
        plan: [String] = Arm64Cases.Side.allCases.flatMap { Arm64Cases.names($0) }
    ) -> [Gap] {
        func strategies(_ names: [String]) -> Set<String> { Set(names.compactMap { BenchmarkName($0).strategyKey }) }
        let planned = strategies(plan), inX86 = strategies(x86.benchmarks.map(\.name))
        let arm64Names = arm64.benchmarks.map { BenchmarkName($0.name) }
        var gaps: [Gap] = []
        for key in catalogue.keys.sorted() {
            guard let family = catalogue[key]?.family else { continue }
            if !planned.contains(key) {
                gaps.append(Gap(strategy: key, problem: "no hot case in the standard plan, so neither ISA counts it; give it one (Benchmarks/Suite/Operations)"))
            }
            if !inX86.contains(key) {
                gaps.append(Gap(strategy: key, problem: "no count in \(x86Path); record it: \(recordX86)"))
            }
            let counted = arm64Names.filter { $0.strategyKey == key }
            let missing = family == .libyuv
                ? libyuvVersions.filter { version in !counted.contains { $0.libraryVersion == version } }.map { "libyuv \($0)" }
                : (counted.isEmpty ? ["the kernels"] : [])
            if !missing.isEmpty {
                gaps.append(Gap(strategy: key, problem: "no arm64 count (\(missing.joined(separator: ", "))) in \(arm64Path); record it: \(recordArm64)"))
            }
        }
        return gaps
    }
}

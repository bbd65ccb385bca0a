import Foundation
import Results

/// The two metrics checked against each other: for each benchmark with both an instructions count
/// (from an instructions file) and a time (from a time run), its instructions per cycle at the
/// clock measured in the same time run. A core retires between about 0.05 and 6 instructions per
/// cycle; a value outside that range says that the count, the time or the clock does not describe
/// the same work (another build, a clock misread, a time inflated by a descheduled thread): a
/// measurement problem, reported as such and never as a result.
public struct MetricCrossCheck: Sendable, Equatable, Codable {
    /// One benchmark's figures.
    public struct Row: Sendable, Equatable, Codable {
        /// The benchmark's name.
        public let name: String
        /// Instructions per frame, from the instructions file.
        public let instructionsPerFrame: Double
        /// Median time per frame of the run, in nanoseconds.
        public let nanosecondsPerFrame: Double
        /// `instructionsPerFrame` / (seconds per frame x `clockHertz`).
        public let instructionsPerCycle: Double
        /// Why the value is a measurement problem rather than a result; nil when plausible.
        public let problem: String?
    }

    /// What a core can do: instructions per cycle outside this range are a measurement problem.
    public static let plausibleInstructionsPerCycle: ClosedRange<Double> = 0.05...6

    /// The clock measured in the time run, in cycles per second.
    public let clockHertz: Double
    /// Where the instruction counts come from: the file and the commit it was recorded at.
    public let instructionsSource: String
    /// The benchmarks found in both, in the report's order.
    public let rows: [Row]

    /// The cross-check of `times` (name and nanoseconds per frame, in order: `bench check`'s rows'
    /// `current` median, `bench ab`'s head) with the instruction counts of `instructions`
    /// (benchmark name to instructions per frame), at `clockHertz` measured in the same run.
    /// Calibrations are included; benchmarks without a count or without a time are left out.
    public init(times: [(name: String, nanoseconds: Double)], instructions: [String: Double], instructionsSource: String, clockHertz: Double) {
        self.clockHertz = clockHertz
        self.instructionsSource = instructionsSource
        rows = times.compactMap { name, nanoseconds in
            guard nanoseconds > 0, let count = instructions[name] else { return nil }
            let perCycle = Self.instructionsPerCycle(instructions: count, nanoseconds: nanoseconds, clockHertz: clockHertz)
            return Row(
                name: name, instructionsPerFrame: count, nanosecondsPerFrame: nanoseconds,
                instructionsPerCycle: perCycle, problem: Self.problem(instructionsPerCycle: perCycle))
        }
    }

    /// The cross-check of `report`'s time rows (their `current` median).
    public init(report: GateReport, instructions: [String: Double], instructionsSource: String, clockHertz: Double) {
        self.init(times: report.rows.compactMap { row in row.current.map { (row.name, $0) } }, instructions: instructions,
                  instructionsSource: instructionsSource, clockHertz: clockHertz)
    }

    /// Instructions per cycle: `instructions` / (`nanoseconds` x 1e-9 s x `clockHertz` cycles/s).
    public static func instructionsPerCycle(instructions: Double, nanoseconds: Double, clockHertz: Double) -> Double {
        instructions / (nanoseconds * 1e-9 * clockHertz)
    }

    /// Why `instructionsPerCycle` is a measurement problem, or nil when a core can do it.
    public static func problem(instructionsPerCycle value: Double) -> String? {
        let range = plausibleInstructionsPerCycle
        if !value.isFinite || value > range.upperBound {
            return "measurement problem: \(Self.format(value)) instructions per cycle is more than a core retires "
                + "(above \(Self.format(range.upperBound))); the count, the time or the clock does not describe the same work"
        }
        if value < range.lowerBound {
            return "measurement problem: \(Self.format(value)) instructions per cycle is below \(Self.format(range.lowerBound)); "
                + "the count, the time or the clock does not describe the same work"
        }
        return nil
    }

    /// Why an instructions file measured on `instructionsMachine` cannot be set beside a time run
    /// on `timeMachine` (another architecture or build of the row kernels runs other
    /// instructions), or nil.
    public static func incompatibility(instructionsMachine: MachineProfile, timeMachine: MachineProfile) -> String? {
        if instructionsMachine.architecture != timeMachine.architecture {
            return "the instructions were counted on \(instructionsMachine.architecture), the time measured on \(timeMachine.architecture)"
        }
        if instructionsMachine.rowKernelsName != timeMachine.rowKernelsName {
            return "the instructions were counted with the \(instructionsMachine.rowKernelsName) row kernels, "
                + "the time measured with \(timeMachine.rowKernelsName)"
        }
        return nil
    }

    /// The rows flagged as measurement problems.
    public var problemCount: Int { rows.filter { $0.problem != nil }.count }

    static func format(_ value: Double) -> String { FigureFormat.text.instructionsPerCycle(value) }
}

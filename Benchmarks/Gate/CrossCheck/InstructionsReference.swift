import Foundation
import Results

/// The instruction counts a time result is set beside (`MetricCrossCheck`, in `bench check` and
/// `bench ab`): each benchmark's median count from an instructions file, or why there are none.
public enum InstructionsReference: Sendable, Equatable {
    /// Instructions per frame by benchmark, where they come from ("PATH at COMMIT"), and the clock
    /// of the time run that turns them into instructions per cycle.
    case counts(perFrame: [String: Double], source: String, clockHertz: Double)
    /// Why there is no cross-check (said under the table; it never changes the exit code).
    case unavailable(String)

    /// Reads the instructions file at `path` for a time run measured on `timeMachine` at
    /// `clockHertz`. `pathGiven` says the user gave the path (a missing default file is only noted);
    /// `noClock` is the note for a run without a measured clock.
    public static func read(
        path: String, pathGiven: Bool, timeMachine: MachineProfile, clockHertz: Double?, noClock: String
    ) -> InstructionsReference {
        if !pathGiven, !FileManager.default.fileExists(atPath: path) {
            return .unavailable("no instructions file at \(path) (--instructions-baseline FILE)")
        }
        guard let clockHertz else { return .unavailable(noClock) }
        let instructions: ResultDocument
        do {
            instructions = try ResultDocument.read(path: path, role: .baseline, metric: .instructions, requireMetadata: false)
        } catch {
            return .unavailable("\(error)")
        }
        if let instructionsMachine = instructions.metadata?.machine,
           let reason = MetricCrossCheck.incompatibility(instructionsMachine: instructionsMachine, timeMachine: timeMachine) {
            return .unavailable("\(path): \(reason)")
        }
        let counts = RepetitionsByBenchmark(instructions)
        var perFrame: [String: Double] = [:]
        for name in counts.names { perFrame[name] = counts.values(name).median }
        let commit = instructions.metadata.map { " at \($0.gitCommit.prefix(7))" } ?? ""
        return .counts(perFrame: perFrame, source: path + commit, clockHertz: clockHertz)
    }

    /// The cross-check of `times` (name and nanoseconds per frame) with these counts, or the note
    /// that says why there is none.
    public func crossCheck(times: [(name: String, nanoseconds: Double)]) -> (crossCheck: MetricCrossCheck?, note: String?) {
        switch self {
        case .unavailable(let note):
            return (nil, note)
        case .counts(let perFrame, let source, let clockHertz):
            return (MetricCrossCheck(times: times, instructions: perFrame, instructionsSource: source, clockHertz: clockHertz), nil)
        }
    }
}

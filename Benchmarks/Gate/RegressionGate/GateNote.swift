import Results

/// Why a row of the gate has its verdict, when that needs saying: what it says and what kind of
/// finding it is, so that a view chooses the notes it lists by kind (the console lists every
/// failing row's note, and on a passing row only `noise`). Every note the gate writes is made
/// here; a verdict file holds the text alone, so a note read back from one is `recorded` (and
/// equal to the note written: notes compare by what they say).
public struct GateNote: Sendable, Codable, Equatable, CustomStringConvertible {
    /// What kind of finding a note is: why a benchmark was not judged or failed (`explanation`), a
    /// change beyond the threshold without the evidence the rule asks for (`noise`), a raw change
    /// the machine's speed accounts for (`machineSpeed`), samples judged on raw time (`rawTime`),
    /// a hint to re-record (`reRecord`), or a note read back from a verdict file (`recorded`).
    public enum Kind: Sendable, Equatable {
        case explanation, noise, machineSpeed, rawTime, reRecord, recorded
    }

    /// What kind of finding it is.
    public let kind: Kind
    /// What it says.
    public let description: String

    /// A note of `kind` that says `description`.
    public init(_ kind: Kind, _ description: String) { (self.kind, self.description) = (kind, description) }

    /// Reads the text a verdict file holds (`recorded`).
    public init(from decoder: any Decoder) throws { self.init(.recorded, try decoder.singleValueContainer().decode(String.self)) }

    /// Writes the text alone.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public static func == (lhs: GateNote, rhs: GateNote) -> Bool { lhs.description == rhs.description }
}

extension GateNote {
    static let notInRun = GateNote(.explanation, "in the baseline but not in the run: removed or renamed? Re-record if intended")
    static let noMeasurements = GateNote(.explanation, "no measurements")
    static let calibrationNotInRun = GateNote(.explanation, "calibration benchmark not in the run")
    static let calibration = GateNote(
        .explanation, "calibrates the machine's speed for the benchmarks it stands for; its change is the machine's, not the code's")
    static let calibrationsUnusable = GateNote(.explanation, "its calibrations have no usable measurement on one side")
    static let notInBaseline = GateNote(.reRecord, "not in the baseline: re-record to gate it")
    static let improvement = GateNote(.reRecord, "faster than the baseline: re-record (`bench record`) to keep the gain")
    static let rawTime = GateNote(.rawTime, "no calibration benchmark: judged on raw time")

    /// The run's (or with `inBaseline`, the baseline's) failure message.
    static func failed(_ error: String, inBaseline: Bool = false) -> GateNote {
        GateNote(.explanation, inBaseline ? "failed in the baseline (\(error)): re-record" : error)
    }

    /// The memcpy roofline `memcpy` is missing or failed on one side.
    static func calibrationMissing(_ memcpy: String) -> GateNote {
        GateNote(.explanation, "its calibration \(memcpy) is missing or failed on one side")
    }

    /// Beyond the threshold but not significant at `alpha`.
    static func noise(alpha: Double?) -> GateNote {
        GateNote(.noise, "beyond the threshold but not significant (p >= \(alpha.map { "\($0)" } ?? "alpha")): noise")
    }

    /// A raw change of `rawChange` (a fraction) that is within the threshold at the baseline's machine speed.
    static func machineSpeed(rawChange: Double) -> GateNote {
        let raw = FigureFormat.text.share(rawChange.isFinite ? rawChange * 100 : nil, digits: 1)
        return GateNote(.machineSpeed, "raw \(raw), within the threshold at the baseline's machine speed: the machine, not the code")
    }
}

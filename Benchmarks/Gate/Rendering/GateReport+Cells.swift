import Results

/// The texts the gate's table and Markdown summary share, their figures in `FigureFormat.text`
/// (the one number formatter) in its precise styles.
extension GateReport {
    /// The number convention of the gate's renderings.
    static let figures = FigureFormat.text

    /// The one-line outcome, for example "FAIL (exit 2): 1 regression; 24 pass".
    var headline: String {
        let status = exitCode == .pass ? "PASS" : "FAIL"
        if let failure { return "\(status) (exit \(exitCode.rawValue)): \(failure)" }
        let counts = Verdict.allCases.compactMap { verdict -> String? in
            let count = count(verdict)
            return count == 0 ? nil : "\(count) \(verdict.rawValue)"
        }
        return "\(status) (exit \(exitCode.rawValue)): " + (counts.isEmpty ? "no benchmarks compared" : counts.joined(separator: ", "))
    }

    /// What `change` is, for the table and the summary.
    var changeDefinition: String {
        switch metric {
        case .time:
            return "median \(clock == .cpu ? "CPU" : "wall-clock") time per frame at the baseline's machine speed: one sample per "
                + "process (its fastest repetition), divided by the memcpy of the same bytes for the memcpy share of its time and by "
                + "the compute calibration for the rest"
        case .instructions:
            return "instructions per frame counted by \(instructionCounter ?? "callgrind") (exact)"
        case .memory:
            return "each measure after '#': heap allocations and bytes allocated per frame, frame memory held in bytes, "
                + "counted in an untimed pass (exact)"
        }
    }

    /// The rule as the table and the summary state it: its own description, and where rows have
    /// thresholds of their own, that they are judged at them.
    var ruleText: String {
        "rule: \(rule.description)" + (rows.contains { $0.threshold != rule.threshold } ? "; a row with another threshold is judged at it" : "")
    }

    /// A per-frame value: nanoseconds as "812.40 us", instructions as "1.2340 M".
    func figure(_ value: Double?) -> String { Self.figures.figure(value, metric: metric, precise: true) }

    /// The test column: "p=0.0012" (time) or "exact" (instructions).
    func evidence(_ row: GateRow) -> String {
        switch metric {
        case .instructions, .memory: return row.current == nil || row.baseline == nil ? "-" : "exact"
        case .time: return Self.figures.pValue(row.pValue)
        }
    }

    /// Samples as "12 vs 12".
    static func samples(_ row: GateRow) -> String { "\(row.baselineSamples) vs \(row.currentSamples)" }
}

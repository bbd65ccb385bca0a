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

    /// A per-frame value: nanoseconds as "812.40 us", instructions as "1.2340 M".
    func figure(_ value: Double?) -> String { Self.figures.figure(value, metric: metric, precise: true) }

    /// The test column: "p=0.0012" (time) or "exact" (instructions).
    func evidence(_ row: GateRow) -> String {
        switch metric {
        case .instructions: return row.current == nil || row.baseline == nil ? "-" : "exact"
        case .time: return Self.figures.pValue(row.pValue)
        }
    }

    /// Samples as "12 vs 12".
    static func samples(_ row: GateRow) -> String { "\(row.baselineSamples) vs \(row.currentSamples)" }
}

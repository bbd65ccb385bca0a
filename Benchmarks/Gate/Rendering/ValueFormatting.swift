import Foundation
import Results

/// Number formats shared by the gate's table and Markdown summary: `FigureFormat.text` (the one
/// number formatter) in its precise styles.
enum ValueFormatting {
    /// A per-frame value: nanoseconds as "812.40 us", instructions as "1.2340 M".
    static func value(_ value: Double?, metric: Metric) -> String {
        FigureFormat.text.figure(value, metric: metric, precise: true)
    }

    /// A change as "+12.34%"; one that is not finite (from 0) as "+inf%".
    static func percent(_ fraction: Double?) -> String {
        guard let fraction, !fraction.isFinite else { return FigureFormat.text.change(fraction, digits: 2) }
        return "+inf%"
    }

    /// The test column: "p=0.0012" (time) or "exact" (instructions).
    static func evidence(_ row: GateRow, metric: Metric) -> String {
        switch metric {
        case .instructions: return row.current == nil || row.baseline == nil ? "-" : "exact"
        case .time: return FigureFormat.text.pValue(row.pValue)
        }
    }

    /// Samples as "12 vs 12".
    static func samples(_ row: GateRow) -> String { "\(row.baselineSamples) vs \(row.currentSamples)" }

    /// The one-line outcome, for example "FAIL (exit 2): 1 regression; 24 pass".
    static func headline(_ report: GateReport) -> String {
        let code = report.exitCode
        let status = code == .pass ? "PASS" : "FAIL"
        if let failure = report.failure { return "\(status) (exit \(code.rawValue)): \(failure)" }
        let counts = Verdict.allCases.compactMap { verdict -> String? in
            let count = report.count(verdict)
            return count == 0 ? nil : "\(count) \(verdict.rawValue)"
        }
        return "\(status) (exit \(code.rawValue)): " + (counts.isEmpty ? "no benchmarks compared" : counts.joined(separator: ", "))
    }
}

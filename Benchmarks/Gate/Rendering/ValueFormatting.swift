import Foundation
import Results

/// Number formats shared by the table and the Markdown summary.
enum ValueFormatting {
    /// A per-frame value: nanoseconds as "812.4 us", instructions as "1.234 M".
    static func value(_ value: Double?, metric: Metric) -> String {
        guard let value else { return "-" }
        switch metric {
        case .time:
            if value >= 1e6 { return String(format: "%.3f ms", value / 1e6) }
            if value >= 1e3 { return String(format: "%.2f us", value / 1e3) }
            return String(format: "%.1f ns", value)
        case .instructions:
            if value >= 1e6 { return String(format: "%.4f M", value / 1e6) }
            return String(format: "%.0f", value)
        }
    }

    /// A change as "+12.3%".
    static func percent(_ fraction: Double?) -> String {
        guard let fraction else { return "-" }
        guard fraction.isFinite else { return "+inf%" }
        return String(format: "%+.2f%%", fraction * 100)
    }

    /// The test column: "p=0.0012" (time) or "exact" (instructions).
    static func evidence(_ row: GateRow, metric: Metric) -> String {
        switch metric {
        case .instructions: return row.current == nil || row.baseline == nil ? "-" : "exact"
        case .time:
            guard let p = row.pValue else { return "-" }
            return p < 1e-4 ? String(format: "p=%.1e", p) : String(format: "p=%.4f", p)
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

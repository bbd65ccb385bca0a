import Foundation
import Results

extension VerdictFile {
    /// Reads a verdict file: this format, or `bench ab`'s earlier one (the whole report under
    /// "report", decisions "within" and "faster"), which it turns into this one. Non-finite
    /// numbers written as strings ("nan", "inf") read as such.
    /// - Throws: `DecodingError` when the bytes are neither (`problem` says what is wrong).
    public static func decode(_ data: Data) throws -> VerdictFile {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do {
            return try decoder.decode(VerdictFile.self, from: data)
        } catch {
            guard let earlier = try? decoder.decode(EarlierABVerdict.self, from: data) else { throw error }
            let report = earlier.report
            let rows = try report.rows.map { row in
                guard let decision = row.decision == "within" ? .pass : row.decision == "faster" ? .improvement : Verdict(rawValue: row.decision) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "unknown decision \"\(row.decision)\""))
                }
                return ABRow(name: row.name, decision: decision, rounds: row.rounds, baseNanoseconds: row.baseNanoseconds,
                             headNanoseconds: row.headNanoseconds, ratio: row.ratio, ratioLower: row.ratioLower,
                             ratioUpper: row.ratioUpper, logRatios: row.logRatios)
            }
            return VerdictFile(
                exitCode: GateExitCode(rawValue: earlier.exitCode) ?? .suiteFailed, clock: report.clock, failure: report.failure,
                threshold: report.rule.threshold, rows: rows, crossCheck: report.crossCheck, crossCheckNote: report.crossCheckNote,
                rounds: PairedRounds(count: report.rounds, seconds: report.seconds, stop: report.stop, confidence: report.rule.confidence,
                                     minimumRounds: report.rule.minimumRounds, headExecutable: report.headExecutable,
                                     baseExecutable: report.baseExecutable))
        }
    }

    /// What is wrong with bytes that `decode` refused: what, and where in the file.
    public static func problem(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        var (what, context): (String, DecodingError.Context)
        switch error {
        case .keyNotFound(let key, let found): (what, context) = ("no \"\(key.stringValue)\"", found)
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .dataCorrupted(let found): (what, context) = (found.debugDescription, found)
        @unknown default: return "\(error)"
        }
        if context.underlyingError != nil { what = "not valid JSON" }
        return what + (context.codingPath.isEmpty ? "" : " at " + context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined().dropFirst())
    }
}

/// `bench ab`'s earlier verdict: status, exit code and the report itself, its rows `ABRow`'s
/// fields with the decisions pass and improvement written "within" and "faster".
private struct EarlierABVerdict: Decodable {
    struct Report: Decodable {
        struct Rule: Decodable {
            let threshold: Double, confidence: Double, minimumRounds: Int
        }

        struct Row: Decodable {
            let name: String, decision: String, rounds: Int, logRatios: [Double]
            let baseNanoseconds: Double?, headNanoseconds: Double?, ratio: Double?, ratioLower: Double?, ratioUpper: Double?
        }

        let rule: Rule
        let headExecutable: String, baseExecutable: String
        let rounds: Int, seconds: Double, stop: ABReport.Stop
        let rows: [Row]
        let clock: TimeClock
        let crossCheck: MetricCrossCheck?, crossCheckNote: String?, failure: String?
    }

    let exitCode: Int32
    let report: Report
}

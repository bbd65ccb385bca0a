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
            return VerdictFile(
                exitCode: GateExitCode(rawValue: earlier.exitCode) ?? .suiteFailed, clock: report.clock, failure: report.failure,
                threshold: report.rule.threshold, rows: report.rows, crossCheck: report.crossCheck, crossCheckNote: report.crossCheckNote,
                rounds: PairedRounds(count: report.rounds, seconds: report.seconds, stop: report.stop, confidence: report.rule.confidence,
                                     minimumRounds: report.rule.minimumRounds, headExecutable: report.headExecutable,
                                     baseExecutable: report.baseExecutable))
        }
    }

    /// What is wrong with bytes that `decode` refused: where in the file, and what.
    public static func problem(_ error: any Error) -> String {
        let context: DecodingError.Context
        switch error as? DecodingError {
        case .keyNotFound(let key, let found): return "no \"\(key.stringValue)\"" + location(found.codingPath)
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .dataCorrupted(let found): context = found
        default: return "\(error)"
        }
        return (context.underlyingError.map { _ in "not valid JSON" } ?? context.debugDescription) + location(context.codingPath)
    }

    private static func location(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "" : " at " + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}

/// `bench ab`'s earlier verdict: status, exit code and the report itself, rows of `ABRow`.
private struct EarlierABVerdict: Decodable {
    struct Report: Decodable {
        struct Rule: Decodable {
            let threshold: Double, confidence: Double, minimumRounds: Int
        }

        let rule: Rule
        let headExecutable: String, baseExecutable: String
        let rounds: Int, seconds: Double, stop: ABReport.Stop
        let rows: [ABRow]
        let clock: TimeClock
        let crossCheck: MetricCrossCheck?, crossCheckNote: String?, failure: String?
    }

    let exitCode: Int32
    let report: Report
}

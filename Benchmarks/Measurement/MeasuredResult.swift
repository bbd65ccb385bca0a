import Foundation
import Gate
import Results

/// A result file that `MeasurementPlan.measure()` made: the bytes to write, and the document
/// decoded from them.
public struct MeasuredResult: Sendable {
    /// The file's JSON: Google Benchmark's output plus the suite's metadata.
    public let contents: Data
    /// `contents` decoded.
    public let document: ResultDocument
}

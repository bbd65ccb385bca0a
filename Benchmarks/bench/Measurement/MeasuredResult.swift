import Foundation
import Gate

/// A result file that `MeasurementPlan.measure()` made: the bytes to write, and the document
/// decoded from them (the document does not keep Google Benchmark's "context", so it cannot be
/// written back byte for byte).
struct MeasuredResult {
    /// The file's JSON: Google Benchmark's output plus the suite's metadata.
    let contents: Data
    /// `contents` decoded.
    let document: ResultDocument
}

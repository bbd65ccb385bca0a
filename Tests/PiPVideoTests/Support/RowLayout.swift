import PiPLibYUV
import PiPVideo

/// How a test lays out the rows of its source and of its destination.
struct RowLayout: Sendable, CustomStringConvertible {
    let source: RowAlignment
    let destination: RowAlignment

    init(_ source: RowAlignment, _ destination: RowAlignment) {
        self.source = source
        self.destination = destination
    }

    /// No padding anywhere (WebRTC's I420Buffer).
    static let tight = RowLayout(.tight, .tight)
    /// Odd paddings, different on each side: a stride mistaken for a width shows.
    static let oddPadding = RowLayout(.padded(by: 3), .padded(by: 7))
    /// CVPixelBuffer-like rows, a multiple of 64 bytes.
    static let multipleOf64 = RowLayout(.multiple(of: 64), .multiple(of: 64))
    /// A padded source into a tight destination: a source stride used for the destination shows.
    static let mismatched = RowLayout(.padded(by: 64), .tight)

    /// The layouts the exhaustive sweeps cover.
    static let all = [tight, oddPadding, multipleOf64, mismatched]

    var description: String { "rows \(source) -> \(destination)" }
}

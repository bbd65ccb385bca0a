/// Where a rotation reads: the byte offset, from a source plane's first byte, of the sample that
/// lands at destination column x, row y is `origin + x * xStep + y * yStep` (a rotation is linear
/// in addresses). Lets a kernel walk the destination in order and step through the source.
struct SourceWalk {
    let origin: Int
    let xStep: Int
    let yStep: Int

    /// The walk for `rotation` over `plane` (samples of `plane.channels` bytes).
    init(_ plane: SampleGrid, _ rotation: Rotation) {
        let sample = plane.channels, stride = plane.bytesPerRow
        let lastRow = (plane.height - 1) * stride, lastColumn = (plane.width - 1) * sample
        switch rotation {
        case .degrees90: (origin, xStep, yStep) = (lastRow, -stride, sample)
        case .degrees180: (origin, xStep, yStep) = (lastRow + lastColumn, -sample, -stride)
        case .degrees270: (origin, xStep, yStep) = (lastColumn, stride, -sample)
        }
    }

    /// The byte offset of the source sample for destination column `x`, row `y`.
    @inline(__always)
    func offset(x: Int, y: Int) -> Int { origin + x * xStep + y * yStep }
}

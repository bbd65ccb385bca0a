/// Box (area-average) downscale of one grid: each destination sample is the exact average of the
/// source area it covers, weighted by overlap (`BoxAxis`), rounded half up. Separable: a vertical
/// weighted sum of source rows into a 32-bit row, then a horizontal weighted sum per destination
/// sample, then one exact division by the product of both axes' weight sums.
public func boxScale(_ source: SampleGrid, _ destination: SampleGrid) {
    boxScale(source, destination, verticalPass: weightedSumRowsPlain)
}

/// Box downscale with a given vertical pass (`box-simd` passes a vector one); the horizontal pass
/// and the division are shared, so both produce the same bytes.
func boxScale(
    _ source: SampleGrid, _ destination: SampleGrid,
    verticalPass: (UnsafeMutablePointer<UInt8>, Int, UnsafeBufferPointer<UInt32>, Int, UnsafeMutablePointer<UInt32>) -> Void
) {
    let horizontal = BoxAxis(source: source.width, destination: destination.width)
    let vertical = BoxAxis(source: source.height, destination: destination.height)
    let column = UnsafeMutablePointer<UInt32>.allocate(capacity: source.rowBytes)
    defer { column.deallocate() }
    let columns = BoxColumns(horizontal, verticalWeightSum: vertical.weightSum, channels: source.channels)
    vertical.weights.withUnsafeBufferPointer { verticalWeights in
        for y in 0..<destination.height {
            let taps = UnsafeBufferPointer(rebasing: verticalWeights[vertical.weightStart[y]..<vertical.weightStart[y + 1]])
            verticalPass(source.row(vertical.first[y]), source.bytesPerRow, taps, source.rowBytes, column)
            columns.finish(column, into: destination.row(y))
        }
    }
}

/// The horizontal half of a box downscale: weighted sums of a row of vertical sums, divided exactly.
struct BoxColumns {
    let axis: BoxAxis
    let channels: Int
    let divisor: UInt64
    /// Sums stay below 2^32 (so the multiply-shift division applies) unless both axes have huge
    /// coprime sizes; then the hardware division takes over.
    let fitsInUInt32: Bool
    let division: ExactDivisor

    init(_ axis: BoxAxis, verticalWeightSum: Int, channels: Int) {
        self.axis = axis
        self.channels = channels
        divisor = UInt64(axis.weightSum * verticalWeightSum)
        fitsInUInt32 = divisor * 255 <= UInt64(UInt32.max) - divisor / 2
        division = ExactDivisor(fitsInUInt32 ? divisor : 1)
    }

    /// out[x] = round(sum over taps of weight * column[tap] / divisor), per channel. Sums in 32
    /// bits whenever they fit (always, unless both axes have huge coprime sizes).
    func finish<Sample: FixedWidthInteger & UnsignedInteger>(_ column: UnsafeMutablePointer<Sample>, into out: UnsafeMutablePointer<UInt8>) {
        axis.weights.withUnsafeBufferPointer { weights in
            axis.first.withUnsafeBufferPointer { first in
                axis.weightStart.withUnsafeBufferPointer { weightStart in
                    if fitsInUInt32 {
                        finish(column, into: out, weights, first, weightStart, sum: UInt32.self)
                    } else {
                        finish(column, into: out, weights, first, weightStart, sum: UInt64.self)
                    }
                }
            }
        }
    }

    @inline(__always)
    private func finish<Sample: FixedWidthInteger & UnsignedInteger, Sum: FixedWidthInteger & UnsignedInteger>(
        _ column: UnsafeMutablePointer<Sample>, into out: UnsafeMutablePointer<UInt8>,
        _ weights: UnsafeBufferPointer<UInt32>, _ first: UnsafeBufferPointer<Int>, _ weightStart: UnsafeBufferPointer<Int>,
        sum _: Sum.Type
    ) {
        for x in 0..<axis.destinationCount {
            let start = weightStart[x], end = weightStart[x + 1]
            for channel in 0..<channels {
                var sum: Sum = 0
                var index = first[x] * channels + channel
                for tap in start..<end {
                    sum &+= Sum(weights[tap]) &* Sum(column[index])
                    index += channels
                }
                let value = fitsInUInt32 ? division.roundedQuotient(UInt64(sum)) : (UInt64(sum) + divisor / 2) / divisor
                out[x * channels + channel] = UInt8(truncatingIfNeeded: value)
            }
        }
    }
}

/// column[i] = the weighted sum of byte i over the rows `weights` covers, from `firstRow`.
func weightedSumRowsPlain(
    _ firstRow: UnsafeMutablePointer<UInt8>, _ bytesPerRow: Int, _ weights: UnsafeBufferPointer<UInt32>,
    _ byteCount: Int, _ column: UnsafeMutablePointer<UInt32>
) {
    for i in 0..<byteCount { column[i] = 0 }
    for (index, weight) in weights.enumerated() {
        let row = firstRow + index * bytesPerRow
        for i in 0..<byteCount { column[i] &+= weight &* UInt32(row[i]) }
    }
}

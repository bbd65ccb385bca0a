/// `box-simd`'s horizontal pass at fractional ratios: the same exact sums as `BoxColumns`, with
/// every destination pixel given the same number of taps (the most any pixel has; missing taps
/// weigh 0). A fixed trip count keeps the loop branch-predictable: with 3, 4 or 5 taps in an
/// irregular pattern (1920 -> 568), a variable count mispredicts about once per pixel, which
/// costs more than the arithmetic.
struct BoxFixedTapColumns {
    let columns: BoxColumns
    /// Taps per destination pixel.
    let taps: Int
    private let first: [Int]
    /// `taps` weights per destination pixel, zero-padded.
    private let weights: [UInt32]

    /// - Precondition: `columns.axis.maximumTaps <= columns.axis.sourceCount`.
    init(_ columns: BoxColumns) {
        let axis = columns.axis
        let taps = axis.maximumTaps
        var first: [Int] = [], weights = [UInt32](repeating: 0, count: axis.destinationCount * taps)
        first.reserveCapacity(axis.destinationCount)
        for x in 0..<axis.destinationCount {
            // Shift the window left at the row's end so every tap reads inside the row.
            let start = min(axis.first[x], axis.sourceCount - taps)
            let lead = axis.first[x] - start
            first.append(start)
            for (tap, weight) in axis.weights[axis.weightStart[x]..<axis.weightStart[x + 1]].enumerated() {
                weights[x * taps + lead + tap] = weight
            }
        }
        self.columns = columns
        self.taps = taps
        self.first = first
        self.weights = weights
    }

    /// out[x] = round(sum over taps of weight * column[tap] / divisor), per channel.
    /// - Precondition: the sums fit 32 bits (`columns.fitsInUInt32`).
    func finish(_ column: UnsafeMutablePointer<UInt16>, into out: UnsafeMutablePointer<UInt8>) {
        let channels = columns.channels, division = columns.division, taps = taps
        first.withUnsafeBufferPointer { first in
            weights.withUnsafeBufferPointer { weights in
                // Never nil: at least one destination pixel, with at least one tap.
                let base = weights.baseAddress!
                for x in 0..<first.count {
                    let w = base + x &* taps
                    for channel in 0..<channels {
                        var sample = column + (first[x] &* channels &+ channel)
                        var sum: UInt32 = 0
                        for tap in 0..<taps {
                            sum &+= w[tap] &* UInt32(sample.pointee)
                            sample += channels
                        }
                        out[x &* channels &+ channel] = UInt8(truncatingIfNeeded: division.roundedQuotient(UInt64(sum)))
                    }
                }
            }
        }
    }
}

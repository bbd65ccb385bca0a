/// The scalar tail every fused box row kernel ends with (`boxRowByTwo`, `boxRowByThree`,
/// `boxRowByFour`, `boxRowBySix`, and `boxRowPairByThree` for its two sources at once): the
/// outputs its vector steps did not reach.

/// A second row to finish in the same pass as the first (same ratio, rows and division).
struct PairedTailRow {
    let firstRow: UnsafeMutablePointer<UInt8>
    let bytesPerRow: Int
    let out: UnsafeMutablePointer<UInt8>
}

/// Output samples `from..<outputs` of a row at a whole horizontal ratio `factor`, one at a time:
/// each the rounded quotient of its `factor` x `rowCount` source samples' sum. Output `o` goes to
/// `out[o * outputStride]` (2: every other byte, as into interleaved CbCr). With `paired`, the
/// same outputs of a second row are made in the same pass.
@inline(__always)
func finishPlainly(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int, factor: Int, channels: Int,
    from start: Int, outputs: Int, divisor: LaneDivisor, into out: UnsafeMutablePointer<UInt8>, outputStride: Int = 1,
    paired: PairedTailRow? = nil
) {
    var o = start
    while o < outputs {
        let pixel = o / channels, channel = o - pixel * channels
        let left = factor * pixel * channels + channel
        var sum: UInt16 = 0, pairedSum: UInt16 = 0
        for r in 0..<rowCount {
            let row = firstRow + r * bytesPerRow
            for t in 0..<factor { sum &+= UInt16(row[left + t * channels]) }
            if let paired {
                let row = paired.firstRow + r * paired.bytesPerRow
                for t in 0..<factor { pairedSum &+= UInt16(row[left + t * channels]) }
            }
        }
        out[o * outputStride] = UInt8(truncatingIfNeeded: divisor.roundedQuotient(sum))
        if let paired { paired.out[o * outputStride] = UInt8(truncatingIfNeeded: divisor.roundedQuotient(pairedSum)) }
        o += 1
    }
}

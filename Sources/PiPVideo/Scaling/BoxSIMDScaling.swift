/// The same bytes as `boxScale`, faster. When both axes shrink by whole factors kx and ky with
/// kx * ky <= 256, every sum fits a 16-bit lane: for each destination row, ky source rows are
/// summed 16 bytes at a time, neighbouring columns are summed in vector passes (by 3, by 2, else
/// plainly), and the sums are divided by kx * ky with a multiply-shift (`LaneDivisor`) and packed
/// to bytes; horizontal ratios of 2, 3, 4 and 6 do all of it in registers (`boxRowByTwo`, `boxRowByThree`,
/// `boxRowByFour`, `boxRowBySix`). Other ratios use a vector vertical pass (in 16-bit lanes when the vertical weights
/// allow, else 32-bit) and `boxScale`'s horizontal pass. The plan and the row kernels live in
/// `BoxSIMDRowScaler`; this writes its rows in order, two at a time where the plan pairs rows
/// (ratio 3 across on one-channel planes: `boxRowPairByThree` on two bands at once).
func boxScaleSIMD(_ source: SampleGrid, _ destination: SampleGrid) {
    let rows = BoxSIMDRowScaler(source: source, width: destination.width, height: destination.height)
    rows.withScratch { scratch in rows.writeAllRows(into: destination, scratch: scratch) }
}

/// One destination row of a box downscale whose horizontal ratio is 2, fused: for 16 output
/// bytes at a time, the pair sums of 32 source bytes (`pairSums`, no shuffles) are added over
/// the `rowCount` source rows in registers, divided and packed, with no intermediate row.
func boxRowByTwo(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int, pixels: Int, channels: Int,
    divisor: LaneDivisor, into out: UnsafeMutablePointer<UInt8>
) {
    let outputs = pixels / 2 * channels
    var o = 0
    if rowCount == 2 {
        // 2:1 both ways: the two rows in one step, no row loop, and the division by 4 (what
        // `divisor` holds then) as a shift.
        while o + 16 <= outputs {
            let first = UnsafeRawPointer(firstRow + 2 * o), second = first + bytesPerRow
            if o & 31 == 0 { prefetchNextBand(first, bytesPerRow: bytesPerRow, rowCount: 2) }
            let a = first.loadUnaligned(as: SIMD16<UInt8>.self), b = first.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
            let c = second.loadUnaligned(as: SIMD16<UInt8>.self), d = second.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
            let low: SIMD8<UInt16>, high: SIMD8<UInt16>
            if channels == 1 {
                low = pairSums(a) &+ pairSums(c)
                high = pairSums(b) &+ pairSums(d)
            } else {
                // Rows added first in 16-bit lanes, then neighbouring (Cb, Cr) units (32 bits):
                // two word shuffles per 8 outputs instead of masking both rows' bytes apart.
                let top = widened(a) &+ widened(c), bottom = widened(b) &+ widened(d)
                low = addingNeighbourUnits(top.lowHalf, top.highHalf)
                high = addingNeighbourUnits(bottom.lowHalf, bottom.highHalf)
            }
            let bytes = narrowed(SIMD16<UInt16>(lowHalf: (low &+ 2) &>> 2, highHalf: (high &+ 2) &>> 2))
            UnsafeMutableRawPointer(out + o).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
            o += 16
        }
    }
    while o + 16 <= outputs {
        var low = SIMD8<UInt16>(), high = SIMD8<UInt16>()
        var row = UnsafeRawPointer(firstRow + 2 * o)
        // A step reads 32 bytes of each row: one prefetch per 64 is enough.
        if o & 31 == 0 { prefetchNextBand(row, bytesPerRow: bytesPerRow, rowCount: rowCount) }
        for _ in 0..<rowCount {
            let first = row.loadUnaligned(as: SIMD16<UInt8>.self), second = row.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
            if channels == 1 {
                low &+= pairSums(first)
                high &+= pairSums(second)
            } else {
                low &+= pairSumsOfTwoChannels(first)
                high &+= pairSumsOfTwoChannels(second)
            }
            row += bytesPerRow
        }
        let bytes = narrowed(SIMD16<UInt16>(lowHalf: divisor.roundedQuotient(low), highHalf: divisor.roundedQuotient(high)))
        UnsafeMutableRawPointer(out + o).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
        o += 16
    }
    finishPlainly(firstRow, bytesPerRow: bytesPerRow, rowCount: rowCount, factor: 2, channels: channels,
                  from: o, outputs: outputs, divisor: divisor, into: out)
}

/// For two vectors of (Cb, Cr) sums, 4 units of 32 bits each: (unit 0 + unit 1, unit 2 + unit 3)
/// of `first`, then the same of `second`, lane by lane.
@inline(__always)
private func addingNeighbourUnits(_ first: SIMD8<UInt16>, _ second: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let a = unsafeBitCast(first, to: SIMD4<UInt32>.self), b = unsafeBitCast(second, to: SIMD4<UInt32>.self)
    let even = SIMD4<UInt32>(a[0], a[2], b[0], b[2]), odd = SIMD4<UInt32>(a[1], a[3], b[1], b[3])
    return unsafeBitCast(even, to: SIMD8<UInt16>.self) &+ unsafeBitCast(odd, to: SIMD8<UInt16>.self)
}

/// The same bytes as `boxScale`, faster. When both axes shrink by whole factors kx and ky with
/// kx * ky <= 256, every sum fits a 16-bit lane: for each destination row, ky source rows are
/// summed 16 bytes at a time, neighbouring columns are summed in vector passes (by 3, by 2, else
/// plainly), and the sums are divided by kx * ky with a multiply-shift (`LaneDivisor`) and packed
/// to bytes; horizontal ratios of 2, 3, 4 and 6 do all of it in registers (`boxRowByTwo`, `boxRowByThree`,
/// `boxRowByFour`, `boxRowBySix`). Other ratios use a vector vertical pass (in 16-bit lanes when the vertical weights
/// allow, else 32-bit) and `boxScale`'s horizontal pass. The plan and the row kernels live in
/// `BoxSIMDRowScaler`; this writes its rows in order, two at a time where the plan pairs rows
/// (ratio 3 across on one-channel planes: `boxRowPairByThree` on two bands at once).
/// `kernels` holds the build of the 2:1 and 4:1 row steps to run (x86-64; see `KernelTable`);
/// `stores` how those steps write (`DestinationStores`: the x86-64-v3 build's honour `.streaming`).
public func boxScaleSIMD(_ source: SampleGrid, _ destination: SampleGrid, kernels: KernelTable = .thisBuild, stores: DestinationStores = .cached) {
    let rows = BoxSIMDRowScaler(source: source, width: destination.width, height: destination.height, kernels: kernels)
    rows.withScratch { scratch in rows.writeAllRows(into: destination, scratch: scratch, stores: stores) }
}

/// One destination row of a box downscale whose horizontal ratio is 2, fused: for 16 output
/// bytes at a time, the pair sums of 32 source bytes (`pairSums`, no shuffles) are added over
/// the `rowCount` source rows in registers, divided and packed, with no intermediate row.
func boxRowByTwo(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int, pixels: Int, channels: Int,
    divisor: LaneDivisor, kernels: KernelTable, into out: UnsafeMutablePointer<UInt8>
) {
    let outputs = pixels / 2 * channels
    var o = 0
    // 2:1 both ways: the two rows in one step, no row loop, the division by 4 (what `divisor`
    // holds then) as a shift; one loop per channel count, each with the count as a constant.
    if rowCount == 2 && channels == 1 {
        o = kernels.runBoxRowStepsByTwo(firstRow, bytesPerRow: bytesPerRow, outputs: outputs, channels: 1, into: out)
    } else if rowCount == 2 {
        o = kernels.runBoxRowStepsByTwo(firstRow, bytesPerRow: bytesPerRow, outputs: outputs, channels: 2, into: out)
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

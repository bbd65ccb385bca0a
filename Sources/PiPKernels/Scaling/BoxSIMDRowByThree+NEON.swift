#if arch(arm64)
// The 3:1 box row as arm64 makes it: columns gathered three by three as they are loaded
// (`tripleSums`). BoxSIMDRowByThree.swift has what every architecture shares.
// Files per ISA (docs/design/kernels.md): each `+NEON` file is compiled for arm64 only, each
// `+Portable` file for every other architecture, each `+X86` file for x86-64 only.

/// One destination row of a box downscale whose horizontal ratio is 3, fused: for 16 output
/// bytes at a time, 48 source bytes of each of the `rowCount` rows are widened and added in
/// registers, neighbouring columns are added three by three, and the sums are divided and packed.
/// One-channel planes mostly go through `boxRowPairByThree` instead (two rows at once, cheaper
/// column sums); this serves NV12's Cb,Cr rows, a last odd row, and the ratio-6 kernel's `triples`.
///
/// On arm64 the columns are gathered three by three as they are loaded (`tripleSums`: ld3 for one
/// channel, tbl for two), so the row loop adds 16 triples per row and no gather follows it. The
/// word gathers of the other architectures (`triples`, BoxSIMDRowByThree+Portable.swift) compile
/// there to 31 `mov v.s[i]` lane inserts per 16 outputs (NEON has no two-source 32-bit shuffle that
/// takes every third word). So the two architectures take different paths to the same sums
/// (docs/design/arm64.md).
func boxRowByThree(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int, pixels: Int, channels: Int,
    divisor: LaneDivisor, into out: UnsafeMutablePointer<UInt8>
) {
    let outputs = pixels / 3 * channels
    var o = 0
    while o + 16 <= outputs {
        let row = UnsafePointer(firstRow + 3 * o)
        prefetchNextBand(UnsafeRawPointer(row), bytesPerRow: bytesPerRow, rowCount: rowCount)
        let sums = tripleSums(row, bytesPerRow: bytesPerRow, rowCount: rowCount, channels: channels)
        let low = sums.lowHalf, high = sums.highHalf
        let bytes = narrowed(SIMD16<UInt16>(lowHalf: divisor.roundedQuotient(low), highHalf: divisor.roundedQuotient(high)))
        UnsafeMutableRawPointer(out + o).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
        o += 16
    }
    finishPlainly(firstRow, bytesPerRow: bytesPerRow, rowCount: rowCount, factor: 3, channels: channels,
                  from: o, outputs: outputs, divisor: divisor, into: out)
}
#endif

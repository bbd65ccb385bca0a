#if !arch(arm64)
// The 3:1 box row as every architecture but arm64 makes it (x86-64's two builds): rows widened and
// added, then word gathers (`triples`, `tripleUnits`). BoxSIMDRowByThree.swift has what every
// architecture shares.
// Files per ISA (docs/design/kernels.md): each `+NEON` file is compiled for arm64 only, each
// `+Portable` file for every other architecture, each `+X86` file for x86-64 only.

/// One destination row of a box downscale whose horizontal ratio is 3, fused: for 16 output
/// bytes at a time, 48 source bytes of each of the `rowCount` rows are widened and added in
/// registers, neighbouring columns are added three by three, and the sums are divided and packed.
/// One-channel planes mostly go through `boxRowPairByThree` instead (two rows at once, cheaper
/// column sums); this serves NV12's Cb,Cr rows, a last odd row, and the ratio-6 kernel's `triples`.
///
/// Adding columns three by three without 16-bit shuffles: the 16-bit column sums are viewed as
/// 32-bit words W[m] = (x[2m], x[2m+1]). Gathering every third word (A = W[3k], B = W[3k+1],
/// C = W[3k+2]) takes a few 32-bit shuffles (shufps/pshufd on x86), and then output 2k is
/// A.low + A.high + B.low and output 2k+1 is B.high + C.low + C.high, computed with masks and
/// shifts (`triples`). For two channels (Cb,Cr pairs), one word is one pixel and A + B + C is the
/// answer lane by lane (`tripleUnits`). arm64 gathers the columns as it loads them instead
/// (BoxSIMDRowByThree+NEON.swift): `tripleSums` on x86-64 stays scalar (SSE2 has no interleaved
/// load), about 4x the instructions (docs/design/arm64.md).
func boxRowByThree(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int, pixels: Int, channels: Int,
    divisor: LaneDivisor, into out: UnsafeMutablePointer<UInt8>
) {
    let outputs = pixels / 3 * channels
    var o = 0
    while o + 16 <= outputs {
        var x0 = SIMD8<UInt16>(), x1 = SIMD8<UInt16>(), x2 = SIMD8<UInt16>()
        var x3 = SIMD8<UInt16>(), x4 = SIMD8<UInt16>(), x5 = SIMD8<UInt16>()
        var row = UnsafeRawPointer(firstRow + 3 * o)
        prefetchNextBand(row, bytesPerRow: bytesPerRow, rowCount: rowCount)
        for _ in 0..<rowCount {
            let a = widened(row.loadUnaligned(as: SIMD16<UInt8>.self))
            let b = widened(row.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self))
            let c = widened(row.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self))
            x0 &+= a.lowHalf; x1 &+= a.highHalf; x2 &+= b.lowHalf
            x3 &+= b.highHalf; x4 &+= c.lowHalf; x5 &+= c.highHalf
            row += bytesPerRow
        }
        let low = channels == 1 ? triples(x0, x1, x2) : tripleUnits(x0, x1, x2)
        let high = channels == 1 ? triples(x3, x4, x5) : tripleUnits(x3, x4, x5)
        let bytes = narrowed(SIMD16<UInt16>(lowHalf: divisor.roundedQuotient(low), highHalf: divisor.roundedQuotient(high)))
        UnsafeMutableRawPointer(out + o).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
        o += 16
    }
    finishPlainly(firstRow, bytesPerRow: bytesPerRow, rowCount: rowCount, factor: 3, channels: channels,
                  from: o, outputs: outputs, divisor: divisor, into: out)
}
#endif

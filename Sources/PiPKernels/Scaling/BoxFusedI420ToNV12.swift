/// Box downscale of I420 into NV12 without intermediate planes. Row by row, with `box-simd`'s row
/// kernels (`BoxSIMDRowScaler`, so the bytes are `boxSIMD`'s): Y rows go straight into the
/// destination's Y plane (two at a time at ratio 3 across); then each CbCr row: at ratio 3
/// across, U and V are averaged together in one pass whose output already is interleaved CbCr
/// (`boxRowPairByThree`); at other ratios its U and V rows are averaged into two stack rows and
/// interleaved with the `simd` conversion's vector interleave while still in L1.
///
/// Memory: two chroma rows plus the row kernels' sums (none at horizontal ratios 2, 3, 4 and 6; a
/// source row of 16-bit sums at other whole ratios) in `withStackScratch`'s 32 KiB of stack. No
/// heap allocation at whole ratios and the fractional ratios `BoxSIMDRowScaler` keeps on the stack
/// (for source rows up to about 8000 and 5000 pixels), as `boxScaleSIMD`.
/// - Precondition: `u` and `v` are the chroma planes of `y`; `lumaRows` and `cbcr` are those of an
///   NV12 picture no larger on either axis (4:2:0 sizes).
public func boxScaleInterleaving(
    y: SampleGrid, u: SampleGrid, v: SampleGrid, into lumaRows: SampleGrid, cbcr: SampleGrid, kernels: KernelTable = .thisBuild
) {
    let size = lumaRows.size, chroma = cbcr.size
    let luma = BoxSIMDRowScaler(source: y, width: size.width, height: size.height, kernels: kernels)
    let blue = BoxSIMDRowScaler(source: u, width: chroma.width, height: chroma.height, kernels: kernels)
    let red = BoxSIMDRowScaler(source: v, width: chroma.width, height: chroma.height, kernels: kernels)
    let chromaRowBytes = (chroma.width + 15) & ~15
    let sumsBytes = max(luma.scratchByteCount, blue.scratchByteCount)
    withStackScratch(byteCount: 2 * chromaRowBytes + sumsBytes) { base in
        let uRow = base.assumingMemoryBound(to: UInt8.self), vRow = uRow + chromaRowBytes
        // The row kernels' sums follow the two chroma rows (no bytes at ratios with a fused row kernel).
        let sums = base + 2 * chromaRowBytes
        luma.prepare(sums)
        luma.writeAllRows(into: lumaRows, scratch: sums)
        if let bluePairs = blue.rowPairs, let redPairs = red.rowPairs {
            for row in 0..<chroma.height { BoxRowPairs.writeInterleavedRow(row, of: bluePairs, redPairs, into: cbcr.row(row)) }
            return
        }
        // U and V have the same sizes: one preparation serves both scalers.
        blue.prepare(sums)
        for row in 0..<chroma.height {
            blue.writeRow(row, into: uRow, scratch: sums)
            red.writeRow(row, into: vRow, scratch: sums)
            interleaveRow(u: UnsafeRawPointer(uRow), v: UnsafeRawPointer(vRow), into: UnsafeMutableRawPointer(cbcr.row(row)),
                          pairs: chroma.width)
        }
    }
}

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
func boxScaleInterleaving(_ source: I420Frame, into destination: NV12Frame) {
    let size = destination.size, chroma = destination.cbcr.size
    let luma = BoxSIMDRowScaler(source: SampleGrid(source.y), width: size.width, height: size.height)
    let blue = BoxSIMDRowScaler(source: SampleGrid(source.u), width: chroma.width, height: chroma.height)
    let red = BoxSIMDRowScaler(source: SampleGrid(source.v), width: chroma.width, height: chroma.height)
    let lumaRows = SampleGrid(destination.y), cbcr = SampleGrid(destination.cbcr)
    let chromaRowBytes = (chroma.width + 15) & ~15
    let sumsBytes = max(luma.scratchByteCount, blue.scratchByteCount)
    withStackScratch(byteCount: 2 * chromaRowBytes + sumsBytes) { base in
        let u = base.assumingMemoryBound(to: UInt8.self), v = u + chromaRowBytes
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
            blue.writeRow(row, into: u, scratch: sums)
            red.writeRow(row, into: v, scratch: sums)
            interleaveRow(u: UnsafeRawPointer(u), v: UnsafeRawPointer(v), into: UnsafeMutableRawPointer(cbcr.row(row)),
                          pairs: chroma.width)
        }
    }
}

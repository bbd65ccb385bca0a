#if arch(arm64)
// The paired 3:1 box rows' vector steps as arm64 makes them: each source's triples as loaded
// (`tripleSums`: one ld3 per row). BoxSIMDRowPairByThree.swift has what every architecture shares.
// Files per ISA (docs/design/kernels.md): each `+NEON` file is compiled for arm64 only, each
// `+Portable` file for every other architecture, each `+X86` file for x86-64 only.

/// The vector steps of `boxRowPairByThree`, 16 outputs per source each; returns the outputs done.
@inline(__always)
func pairSteps(
    _ first: UnsafeMutablePointer<UInt8>, _ firstBytesPerRow: Int, _ second: UnsafeMutablePointer<UInt8>, _ secondBytesPerRow: Int,
    rowCount: Int, outputs: Int, into output: PairedRowOutput, nextRowsAhead: Int,
    divide: (SIMD8<UInt16>) -> SIMD8<UInt16>
) -> Int {
    var o = 0
    // Each source's triples as loaded (`tripleSums`: one ld3 per row; see `boxRowByThree`), then
    // divided and stored apart, or interleaved before dividing: interleaving the divided bytes
    // instead made LLVM scalarise two lanes of the 3x3 division (5 lane inserts, 2 extracts).
    while o + 16 <= outputs {
        let a = UnsafePointer(first + 3 * o), b = UnsafePointer(second + 3 * o)
        prefetchNextBand(UnsafeRawPointer(a), bytesPerRow: firstBytesPerRow, rowCount: rowCount, rowsAhead: nextRowsAhead)
        prefetchNextBand(UnsafeRawPointer(b), bytesPerRow: secondBytesPerRow, rowCount: rowCount, rowsAhead: nextRowsAhead)
        let firstSums = tripleSums(a, bytesPerRow: firstBytesPerRow, rowCount: rowCount, channels: 1)
        let secondSums = tripleSums(b, bytesPerRow: secondBytesPerRow, rowCount: rowCount, channels: 1)
        switch output {
        case .interleaved(let out):
            // The sums interleaved before dividing (zip1/zip2 .8h), as the CbCr bytes they become.
            let raw = UnsafeMutableRawPointer(out + 2 * o)
            let (low, high) = (firstSums.lowHalf, secondSums.lowHalf), (low2, high2) = (firstSums.highHalf, secondSums.highHalf)
            raw.storeBytes(of: narrowed(SIMD16<UInt16>(lowHalf: divide(zipLow(low, high)), highHalf: divide(zipHigh(low, high)))),
                           as: SIMD16<UInt8>.self)
            raw.storeBytes(of: narrowed(SIMD16<UInt16>(lowHalf: divide(zipLow(low2, high2)), highHalf: divide(zipHigh(low2, high2)))),
                           toByteOffset: 16, as: SIMD16<UInt8>.self)
        case .separate(let firstOut, let secondOut):
            let firstBytes = narrowed(SIMD16<UInt16>(lowHalf: divide(firstSums.lowHalf), highHalf: divide(firstSums.highHalf)))
            let secondBytes = narrowed(SIMD16<UInt16>(lowHalf: divide(secondSums.lowHalf), highHalf: divide(secondSums.highHalf)))
            UnsafeMutableRawPointer(firstOut + o).storeBytes(of: firstBytes, as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(secondOut + o).storeBytes(of: secondBytes, as: SIMD16<UInt8>.self)
        }
        o += 16
    }
    return o
}
#endif

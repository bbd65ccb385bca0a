/// Two destination rows of one-channel box downscales whose horizontal ratio is 3, made together:
/// the rows of two sources (the U and V planes of I420, or two neighbouring bands of a Y plane)
/// are interleaved byte by byte as they are widened, so each 32-bit unit holds the same column of
/// both sources. Adding units three by three is then three 32-bit gathers and two adds
/// (`tripleUnits`, as for NV12's Cb,Cr pairs), far fewer instructions than `triples` on one
/// source, and for U and V the divided units are already NV12's interleaved CbCr.
///
/// The sums and the division are `boxRowByThree`'s, so the bytes are the same. The vector steps
/// (`pairSteps`) are per architecture: BoxSIMDRowPairByThree+NEON.swift (triples as loaded) and
/// BoxSIMDRowPairByThree+Portable.swift (units of both sources).

/// Where the paired kernel writes its outputs.
enum PairedRowOutput {
    /// One row of interleaved pairs (first source's sample, then the second's): an NV12 CbCr row.
    case interleaved(UnsafeMutablePointer<UInt8>)
    /// Two rows: the first source's samples and the second's.
    case separate(UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt8>)
}

/// Box-averages `rowCount` rows from `first` and from `second` (each `pixels` one-byte samples
/// wide, rows `firstBytesPerRow` and `secondBytesPerRow` apart) by 3 across, dividing each sum by
/// `divisor`, into `pixels / 3` samples per source. The caller's next call starts `nextRowsAhead`
/// rows further down in each source: those rows are prefetched.
func boxRowPairByThree(
    _ first: UnsafeMutablePointer<UInt8>, firstBytesPerRow: Int,
    _ second: UnsafeMutablePointer<UInt8>, secondBytesPerRow: Int,
    rowCount: Int, pixels: Int, divisor: LaneDivisor, into output: PairedRowOutput, nextRowsAhead: Int
) {
    let outputs = pixels / 3
    // 3 x 3 boxes (1080p -> 360p and the like) get their row loop unrolled and their divisor, 9,
    // as constants.
    let o: Int
    if rowCount == 3, divisor.isNinths {
        o = pairSteps(first, firstBytesPerRow, second, secondBytesPerRow, rowCount: 3, outputs: outputs,
                      into: output, nextRowsAhead: nextRowsAhead, divide: roundedNinths)
    } else {
        o = pairSteps(first, firstBytesPerRow, second, secondBytesPerRow, rowCount: rowCount, outputs: outputs,
                      into: output, nextRowsAhead: nextRowsAhead, divide: divisor.roundedQuotient)
    }
    let (firstOut, secondOut, stride): (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt8>, Int)
    switch output {
    case .interleaved(let out): (firstOut, secondOut, stride) = (out, out + 1, 2)
    case .separate(let a, let b): (firstOut, secondOut, stride) = (a, b, 1)
    }
    finishPlainly(first, bytesPerRow: firstBytesPerRow, rowCount: rowCount, factor: 3, channels: 1,
                  from: o, outputs: outputs, divisor: divisor, into: firstOut, outputStride: stride,
                  paired: PairedTailRow(firstRow: second, bytesPerRow: secondBytesPerRow, out: secondOut))
}

extension LaneDivisor {
    /// Whether this is `roundedNinths`' division (9, numerators up to 9 * 255).
    var isNinths: Bool { bias == 4 && preShift == 0 && multiplier == 7282 && postShift == 0 }
}

/// round(n / 9) for every n <= 9 * 255: (n + 4) * 7282 >> 16 (`LaneDivisor(divisor: 9,
/// maximumNumerator: 2295)`'s constants, written out so they stay in the instruction stream).
@inline(__always)
func roundedNinths(_ n: SIMD8<UInt16>) -> SIMD8<UInt16> {
    narrowed((widened(n &+ 4) &* 7282) &>> 16)
}

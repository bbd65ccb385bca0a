/// Two destination rows of one-channel box downscales whose horizontal ratio is 3, made together:
/// the rows of two sources (the U and V planes of I420, or two neighbouring bands of a Y plane)
/// are interleaved byte by byte as they are widened, so each 32-bit unit holds the same column of
/// both sources. Adding units three by three is then three 32-bit gathers and two adds
/// (`tripleUnits`, as for NV12's Cb,Cr pairs), far fewer instructions than `triples` on one
/// source, and for U and V the divided units are already NV12's interleaved CbCr.
///
/// The sums and the division are `boxRowByThree`'s, so the bytes are the same.

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

/// The vector steps of `boxRowPairByThree`, 16 outputs per source each; returns the outputs done.
@inline(__always)
private func pairSteps(
    _ first: UnsafeMutablePointer<UInt8>, _ firstBytesPerRow: Int, _ second: UnsafeMutablePointer<UInt8>, _ secondBytesPerRow: Int,
    rowCount: Int, outputs: Int, into output: PairedRowOutput, nextRowsAhead: Int,
    divide: (SIMD8<UInt16>) -> SIMD8<UInt16>
) -> Int {
    var o = 0
    #if arch(arm64)
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
    #else
    while o + 16 <= outputs {
        let a = UnsafeRawPointer(first + 3 * o), b = UnsafeRawPointer(second + 3 * o)
        prefetchNextBand(a, bytesPerRow: firstBytesPerRow, rowCount: rowCount, rowsAhead: nextRowsAhead)
        prefetchNextBand(b, bytesPerRow: secondBytesPerRow, rowCount: rowCount, rowsAhead: nextRowsAhead)
        // The 48 columns in three 16-column chunks, each summed over the rows on its own, so that
        // only the units still needed stay in registers: units 0-11 give q0, 12-23 with 24-35 q1.
        @inline(__always) func chunk(_ offset: Int) -> (SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>) {
            sumUnits(a + offset, firstBytesPerRow, b + offset, secondBytesPerRow, rowCount: rowCount)
        }
        let (s0, s1, s2, s3) = chunk(0)
        let q0 = divide(tripleUnits(s0, s1, s2))
        let (s4, s5, s6, s7) = chunk(16)
        let q1 = divide(tripleUnits(s3, s4, s5))
        let (s8, s9, s10, s11) = chunk(32)
        let q2 = divide(tripleUnits(s6, s7, s8)), q3 = divide(tripleUnits(s9, s10, s11))
        switch output {
        case .interleaved(let out):
            let raw = UnsafeMutableRawPointer(out + 2 * o)
            raw.storeBytes(of: narrowed(SIMD16<UInt16>(lowHalf: q0, highHalf: q1)), as: SIMD16<UInt8>.self)
            raw.storeBytes(of: narrowed(SIMD16<UInt16>(lowHalf: q2, highHalf: q3)), toByteOffset: 16, as: SIMD16<UInt8>.self)
        case .separate(let firstOut, let secondOut):
            UnsafeMutableRawPointer(firstOut + o).storeBytes(of: evenLanes(q0, q1, q2, q3), as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(secondOut + o).storeBytes(of: oddLanes(q0, q1, q2, q3), as: SIMD16<UInt8>.self)
        }
        o += 16
    }
    #endif
    return o
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

/// 16 columns of two sources summed over `rowCount` rows, as 16 units of two 16-bit lanes
/// (first source, second source), four units per vector.
@inline(__always)
private func sumUnits(
    _ a: UnsafeRawPointer, _ aBytesPerRow: Int, _ b: UnsafeRawPointer, _ bBytesPerRow: Int, rowCount: Int
) -> (SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>) {
    if rowCount == 3 {
        // Written out: the optimiser keeps a three-trip loop as a loop.
        let (l0, h0) = interleavedUnits(a.loadUnaligned(as: SIMD16<UInt8>.self), b.loadUnaligned(as: SIMD16<UInt8>.self))
        let (l1, h1) = interleavedUnits((a + aBytesPerRow).loadUnaligned(as: SIMD16<UInt8>.self),
                                        (b + bBytesPerRow).loadUnaligned(as: SIMD16<UInt8>.self))
        let (l2, h2) = interleavedUnits((a + 2 * aBytesPerRow).loadUnaligned(as: SIMD16<UInt8>.self),
                                        (b + 2 * bBytesPerRow).loadUnaligned(as: SIMD16<UInt8>.self))
        return (l0.lowHalf &+ l1.lowHalf &+ l2.lowHalf, l0.highHalf &+ l1.highHalf &+ l2.highHalf,
                h0.lowHalf &+ h1.lowHalf &+ h2.lowHalf, h0.highHalf &+ h1.highHalf &+ h2.highHalf)
    }
    var s0 = SIMD8<UInt16>(), s1 = SIMD8<UInt16>(), s2 = SIMD8<UInt16>(), s3 = SIMD8<UInt16>()
    var a = a, b = b
    for _ in 0..<rowCount {
        let (low, high) = interleavedUnits(a.loadUnaligned(as: SIMD16<UInt8>.self), b.loadUnaligned(as: SIMD16<UInt8>.self))
        s0 &+= low.lowHalf; s1 &+= low.highHalf; s2 &+= high.lowHalf; s3 &+= high.highHalf
        a += aBytesPerRow
        b += bBytesPerRow
    }
    return (s0, s1, s2, s3)
}

/// The bytes of `a` and `b` interleaved (a0, b0, a1, b1, ...) and widened to 16-bit lanes:
/// punpcklbw/punpckhbw of the two, then against zero (zip1/zip2 and ushll on arm64).
@inline(__always)
private func interleavedUnits(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> (SIMD16<UInt16>, SIMD16<UInt16>) {
    let low = SIMD16<UInt8>(a[0], b[0], a[1], b[1], a[2], b[2], a[3], b[3], a[4], b[4], a[5], b[5], a[6], b[6], a[7], b[7])
    let high = SIMD16<UInt8>(a[8], b[8], a[9], b[9], a[10], b[10], a[11], b[11], a[12], b[12], a[13], b[13], a[14], b[14], a[15], b[15])
    return (widened(low), widened(high))
}

/// The first source's 16 quotients (the even lanes), as bytes.
@inline(__always)
private func evenLanes(_ q0: SIMD8<UInt16>, _ q1: SIMD8<UInt16>, _ q2: SIMD8<UInt16>, _ q3: SIMD8<UInt16>) -> SIMD16<UInt8> {
    narrowed(SIMD16<UInt16>(lowHalf: unitHalves(q0, q1, shift: 0), highHalf: unitHalves(q2, q3, shift: 0)))
}

/// The second source's 16 quotients (the odd lanes), as bytes.
@inline(__always)
private func oddLanes(_ q0: SIMD8<UInt16>, _ q1: SIMD8<UInt16>, _ q2: SIMD8<UInt16>, _ q3: SIMD8<UInt16>) -> SIMD16<UInt8> {
    narrowed(SIMD16<UInt16>(lowHalf: unitHalves(q0, q1, shift: 16), highHalf: unitHalves(q2, q3, shift: 16)))
}

/// One half (low: `shift` 0, high: 16) of each 32-bit unit of `a` then `b`, as 8 lanes.
@inline(__always)
private func unitHalves(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>, shift: UInt32) -> SIMD8<UInt16> {
    let x = (unsafeBitCast(a, to: SIMD4<UInt32>.self) &>> shift) & 0xFFFF
    let y = (unsafeBitCast(b, to: SIMD4<UInt32>.self) &>> shift) & 0xFFFF
    return narrowed(SIMD8<UInt32>(lowHalf: x, highHalf: y))
}

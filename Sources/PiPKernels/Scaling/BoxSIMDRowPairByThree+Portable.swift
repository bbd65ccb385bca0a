#if !arch(arm64)
// The paired 3:1 box rows' vector steps as every architecture but arm64 makes them (x86-64's two
// builds): the two sources' bytes interleaved into 32-bit units, added three units at a time.
// BoxSIMDRowPairByThree.swift has what every architecture shares.
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
    return o
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
/// punpcklbw/punpckhbw of the two, then against zero.
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
#endif

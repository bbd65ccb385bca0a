/// Destination rows of box downscales whose horizontal ratio is 4 or 6, fused like
/// `boxRowByTwo`: neighbouring columns are paired while loading (`pairSums`, no shuffles), the
/// pair sums are added over the source rows in registers, then paired again (4) or added three
/// by three (6, with `boxRowByThree`'s word gathers), divided and packed, 16 output bytes a step.
/// `boxRowByFour` and `boxRowBySix`, and what else differs per architecture, are in
/// BoxSIMDRowByFourOrSix+NEON.swift and BoxSIMDRowByFourOrSix+Portable.swift.

/// Outputs `o ..< o + 16` of a row at a horizontal ratio of 4: 64 bytes of each of `rowCount`
/// rows summed four by four (per channel), then divided (by 16 when `divisor` is nil: 4 rows) and packed.
@inline(__always)
func byFourStep(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int, channels: Int, at o: Int,
    divisor: LaneDivisor?, into out: UnsafeMutablePointer<UInt8>
) {
    @inline(__always)
    func divide(_ sums: SIMD8<UInt16>) -> SIMD8<UInt16> {
        guard let divisor else { return (sums &+ 8) &>> 4 }
        return divisor.roundedQuotient(sums)
    }
    let row = UnsafeRawPointer(firstRow + 4 &* o)
    prefetchNextBand(row, bytesPerRow: bytesPerRow, rowCount: rowCount)
    let (p0, p1, p2, p3) = byFourPairSums(row, bytesPerRow: bytesPerRow, rowCount: rowCount, channels: channels)
    let low = channels == 1 ? neighbourLanes(p0, p1) : neighbourUnits(p0, p1)
    let high = channels == 1 ? neighbourLanes(p2, p3) : neighbourUnits(p2, p3)
    let bytes = narrowed(SIMD16<UInt16>(lowHalf: divide(low), highHalf: divide(high)))
    UnsafeMutableRawPointer(out + o).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
}

@inline(__always)
func pairs(_ row: UnsafeRawPointer, _ offset: Int, _ channels: Int) -> SIMD8<UInt16> {
    let bytes = row.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
    return channels == 1 ? pairSums(bytes) : pairSumsOfTwoChannels(bytes)
}

/// Sums of neighbouring 32-bit units (Cb,Cr pairs), lane by lane: 4 units from the 8 of a and b.
@inline(__always)
func neighbourUnits(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let x = unsafeBitCast(a, to: SIMD4<UInt32>.self), y = unsafeBitCast(b, to: SIMD4<UInt32>.self)
    let even = SIMD4<UInt32>(x[0], x[2], y[0], y[2]), odd = SIMD4<UInt32>(x[1], x[3], y[1], y[3])
    return unsafeBitCast(even, to: SIMD8<UInt16>.self) &+ unsafeBitCast(odd, to: SIMD8<UInt16>.self)
}

/// The 16 bytes of `boxRowBySix`'s step at `out`: `low` then `high`, each divided by `divisor`.
@inline(__always)
func storeQuotients(_ low: SIMD8<UInt16>, _ high: SIMD8<UInt16>, _ divisor: LaneDivisor, _ out: UnsafeMutablePointer<UInt8>) {
    let bytes = narrowed(SIMD16<UInt16>(lowHalf: divisor.roundedQuotient(low), highHalf: divisor.roundedQuotient(high)))
    UnsafeMutableRawPointer(out).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
}

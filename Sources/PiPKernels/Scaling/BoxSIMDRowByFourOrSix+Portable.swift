#if !arch(arm64)
// The 4:1 and 6:1 box rows as every architecture but arm64 makes their sums (x86-64's two builds):
// wrapped 16-bit lanes, word gathers. BoxSIMDRowByFourOrSix.swift has what every architecture shares.
// Files per ISA (docs/design/kernels.md): each `+NEON` file is compiled for arm64 only, each
// `+Portable` file for every other architecture, each `+X86` file for x86-64 only.

/// One destination row at a horizontal ratio of 4.
func boxRowByFour(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int, pixels: Int, channels: Int,
    divisor: LaneDivisor, kernels: KernelTable, into out: UnsafeMutablePointer<UInt8>
) {
    let outputs = pixels / 4 * channels
    var o = 0
    // 4:1 both ways (4 rows, so the divisor is 16): the row loop unrolled and the division a
    // shift: `boxRowStepsByFour` of the build `kernels` holds (see `KernelTable`).
    if rowCount == 4 {
        o = kernels.runBoxRowStepsByFour(firstRow, bytesPerRow: bytesPerRow, outputs: outputs, channels: channels, into: out)
    }
    if rowCount != 4 {
        while o &+ 16 <= outputs {
            byFourStep(firstRow, bytesPerRow: bytesPerRow, rowCount: rowCount, channels: channels, at: o, divisor: divisor, into: out)
            o &+= 16
        }
    }
    finishPlainly(firstRow, bytesPerRow: bytesPerRow, rowCount: rowCount, factor: 4, channels: channels,
                  from: o, outputs: outputs, divisor: divisor, into: out)
}

/// The pair sums (`pairs(row, _, channels)`) of the 64 bytes at `firstRow` and at the
/// `rowCount` - 1 rows after it, `bytesPerRow` apart, added over the rows: 16 bytes a vector.
@inline(__always)
func byFourPairSums(
    _ firstRow: UnsafeRawPointer, bytesPerRow: Int, rowCount: Int, channels: Int
) -> (SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>) {
    var row = firstRow
    // Per 16-bit lane (a byte pair) over the rows: the wrapped sum of the lanes and the exact
    // sum of their high bytes (three instructions per vector and row instead of masking the
    // bytes apart); `pairs(total:highs:channels:)` makes pair sums of them once.
    var t0 = SIMD8<UInt16>(), t1 = SIMD8<UInt16>(), t2 = SIMD8<UInt16>(), t3 = SIMD8<UInt16>()
    var h0 = SIMD8<UInt16>(), h1 = SIMD8<UInt16>(), h2 = SIMD8<UInt16>(), h3 = SIMD8<UInt16>()
    for _ in 0..<rowCount {
        let v0 = row.loadUnaligned(as: SIMD8<UInt16>.self), v1 = row.loadUnaligned(fromByteOffset: 16, as: SIMD8<UInt16>.self)
        let v2 = row.loadUnaligned(fromByteOffset: 32, as: SIMD8<UInt16>.self), v3 = row.loadUnaligned(fromByteOffset: 48, as: SIMD8<UInt16>.self)
        t0 &+= v0; t1 &+= v1; t2 &+= v2; t3 &+= v3
        h0 &+= v0 &>> 8; h1 &+= v1 &>> 8; h2 &+= v2 &>> 8; h3 &+= v3 &>> 8
        row += bytesPerRow
    }
    let p0 = pairs(total: t0, highs: h0, channels), p1 = pairs(total: t1, highs: h1, channels)
    let p2 = pairs(total: t2, highs: h2, channels), p3 = pairs(total: t3, highs: h3, channels)
    return (p0, p1, p2, p3)
}

/// One destination row at a horizontal ratio of 6: pair sums of each row added over the rows, then
/// added three by three (`triples`, `tripleUnits`). (arm64 gathers triples as it loads them and
/// then pairs them, BoxSIMDRowByFourOrSix+NEON.swift, for the reason `boxRowByThree` gives.)
func boxRowBySix(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int, pixels: Int, channels: Int,
    divisor: LaneDivisor, into out: UnsafeMutablePointer<UInt8>
) {
    let outputs = pixels / 6 * channels
    var o = 0
    while o + 16 <= outputs {
        var p0 = SIMD8<UInt16>(), p1 = SIMD8<UInt16>(), p2 = SIMD8<UInt16>()
        var p3 = SIMD8<UInt16>(), p4 = SIMD8<UInt16>(), p5 = SIMD8<UInt16>()
        var row = UnsafeRawPointer(firstRow + 6 * o)
        // A step reads 96 bytes of each row: two lines to ask for.
        prefetchNextBand(row, bytesPerRow: bytesPerRow, rowCount: rowCount)
        prefetchNextBand(row + 64, bytesPerRow: bytesPerRow, rowCount: rowCount)
        for _ in 0..<rowCount {
            p0 &+= pairs(row, 0, channels); p1 &+= pairs(row, 16, channels); p2 &+= pairs(row, 32, channels)
            p3 &+= pairs(row, 48, channels); p4 &+= pairs(row, 64, channels); p5 &+= pairs(row, 80, channels)
            row += bytesPerRow
        }
        let low = channels == 1 ? triples(p0, p1, p2) : tripleUnits(p0, p1, p2)
        let high = channels == 1 ? triples(p3, p4, p5) : tripleUnits(p3, p4, p5)
        storeQuotients(low, high, divisor, out + o)
        o += 16
    }
    finishPlainly(firstRow, bytesPerRow: bytesPerRow, rowCount: rowCount, factor: 6, channels: channels,
                  from: o, outputs: outputs, divisor: divisor, into: out)
}

/// What `pairs(row, _, channels)` summed over rows gives, from `total`, the wrapped sum of the
/// rows' 16-bit lanes (low byte + 256 * high byte), and `highs`, the exact sum of their high
/// bytes: `total - 256 * highs` is the exact sum of the low bytes (it fits 16 bits). One channel:
/// low + high in each lane. Two: (Cb, Cr) pixels in the lanes, Cb + Cb of each pixel pair in the
/// low half of its 32-bit unit and Cr + Cr in the high half.
/// - Precondition: every pair sum fits 16 bits.
@inline(__always)
private func pairs(total: SIMD8<UInt16>, highs: SIMD8<UInt16>, _ channels: Int) -> SIMD8<UInt16> {
    if channels == 1 { return total &- highs &* 255 }
    let lows = unsafeBitCast(total &- (highs &<< 8), to: SIMD4<UInt32>.self), reds = unsafeBitCast(highs, to: SIMD4<UInt32>.self)
    let blueSums = (lows &+ (lows &>> 16)) & 0xFFFF, redSums = (reds &+ (reds &<< 16)) & 0xFFFF_0000
    return unsafeBitCast(blueSums | redSums, to: SIMD8<UInt16>.self)
}

/// Sums of neighbouring 16-bit lanes: 8 from the 16 lanes of a and b.
@inline(__always)
func neighbourLanes(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let x = unsafeBitCast(a, to: SIMD4<UInt32>.self), y = unsafeBitCast(b, to: SIMD4<UInt32>.self)
    let sums = SIMD8<UInt32>(lowHalf: (x & 0xFFFF) &+ (x &>> 16), highHalf: (y & 0xFFFF) &+ (y &>> 16))
    return narrowed(sums)
}
#endif

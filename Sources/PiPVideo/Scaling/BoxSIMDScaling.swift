/// The same bytes as `boxScale`, faster. When both axes shrink by whole factors kx and ky with
/// kx * ky <= 256, every sum fits a 16-bit lane: for each destination row, ky source rows are
/// summed 16 bytes at a time, neighbouring columns are summed in vector passes (by 3, by 2, else
/// plainly), and the sums are divided by kx * ky with a multiply-shift (`LaneDivisor`) and packed
/// to bytes; horizontal ratios of 2, 3, 4 and 6 do all of it in registers (`boxRowByTwo`, `boxRowByThree`,
/// `boxRowByFour`, `boxRowBySix`). Other ratios use a vector vertical pass (in 16-bit lanes when the vertical weights
/// allow, else 32-bit) and `boxScale`'s horizontal pass. The plan and the row kernels live in
/// `BoxSIMDRowScaler`; this writes its rows in order, two at a time where the plan pairs rows
/// (ratio 3 across on one-channel planes: `boxRowPairByThree` on two bands at once).
func boxScaleSIMD(_ source: SampleGrid, _ destination: SampleGrid) {
    let rows = BoxSIMDRowScaler(source: source, width: destination.width, height: destination.height)
    rows.withScratch { scratch in rows.writeAllRows(into: destination, scratch: scratch) }
}

/// One destination row of a box downscale whose horizontal ratio is 2, fused: for 16 output
/// bytes at a time, the pair sums of 32 source bytes (`pairSums`, no shuffles) are added over
/// the `rowCount` source rows in registers, divided and packed, with no intermediate row.
func boxRowByTwo(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int, pixels: Int, channels: Int,
    divisor: LaneDivisor, into out: UnsafeMutablePointer<UInt8>
) {
    let outputs = pixels / 2 * channels
    var o = 0
    // 2:1 both ways: the two rows in one step, no row loop, the division by 4 (what `divisor`
    // holds then) as a shift; one loop per channel count, each with the count as a constant.
    if rowCount == 2 && channels == 1 {
        o = boxTwoRowSteps(firstRow, bytesPerRow: bytesPerRow, outputs: outputs, channels: 1, into: out)
    } else if rowCount == 2 {
        o = boxTwoRowSteps(firstRow, bytesPerRow: bytesPerRow, outputs: outputs, channels: 2, into: out)
    }
    while o + 16 <= outputs {
        var low = SIMD8<UInt16>(), high = SIMD8<UInt16>()
        var row = UnsafeRawPointer(firstRow + 2 * o)
        // A step reads 32 bytes of each row: one prefetch per 64 is enough.
        if o & 31 == 0 { prefetchNextBand(row, bytesPerRow: bytesPerRow, rowCount: rowCount) }
        for _ in 0..<rowCount {
            let first = row.loadUnaligned(as: SIMD16<UInt8>.self), second = row.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
            if channels == 1 {
                low &+= pairSums(first)
                high &+= pairSums(second)
            } else {
                low &+= pairSumsOfTwoChannels(first)
                high &+= pairSumsOfTwoChannels(second)
            }
            row += bytesPerRow
        }
        let bytes = narrowed(SIMD16<UInt16>(lowHalf: divisor.roundedQuotient(low), highHalf: divisor.roundedQuotient(high)))
        UnsafeMutableRawPointer(out + o).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
        o += 16
    }
    finishPlainly(firstRow, bytesPerRow: bytesPerRow, rowCount: rowCount, factor: 2, channels: channels,
                  from: o, outputs: outputs, divisor: divisor, into: out)
}

/// The vector steps of a 2:1 box row from two source rows, 32 outputs a step (one prefetch per 64
/// bytes of each row), wrapping arithmetic throughout; returns the outputs done. One channel:
/// `quarterRoundedPairs`; two ((Cb, Cr) pairs): `quarterRoundedUnits`, rows added first in 16-bit
/// lanes, then neighbouring (Cb, Cr) units (32 bits): two word shuffles per 8 outputs instead of
/// masking both rows' bytes apart.
@inline(__always)
private func boxTwoRowSteps(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, outputs: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>
) -> Int {
    let top = UnsafeRawPointer(firstRow), bottom = top + bytesPerRow
    @inline(__always)
    func step(_ offset: Int) -> SIMD16<UInt8> {
        channels == 1 ? quarterRoundedPairs(top, bottom, offset) : quarterRoundedUnits(top, bottom, offset)
    }
    var o = 0
    while o &+ 32 <= outputs {
        prefetchNextBand(top + 2 &* o, bytesPerRow: bytesPerRow, rowCount: 2)
        let first = step(2 &* o), second = step(2 &* o &+ 32)
        UnsafeMutableRawPointer(out + o).storeBytes(of: first, as: SIMD16<UInt8>.self)
        UnsafeMutableRawPointer(out + o).storeBytes(of: second, toByteOffset: 16, as: SIMD16<UInt8>.self)
        o &+= 32
    }
    if o &+ 16 <= outputs {
        UnsafeMutableRawPointer(out + o).storeBytes(of: step(2 &* o), as: SIMD16<UInt8>.self)
        o &+= 16
    }
    return o
}

/// 16 outputs of a 2:1 box on a one-channel plane: bytes `offset ..< offset + 32` of two rows,
/// neighbours and rows summed, + 2, / 4. The rows are added as 16-bit lanes that wrap (each lane
/// a byte pair: low + 256 * high) and the high bytes apart (`highs`, exact): the wrapped total
/// minus 255 * `highs` is then low + high, exact modulo 2^16 and the sum is at most 1020.
@inline(__always)
private func quarterRoundedPairs(_ top: UnsafeRawPointer, _ bottom: UnsafeRawPointer, _ offset: Int) -> SIMD16<UInt8> {
    @inline(__always)
    func quarters(_ a: SIMD8<UInt16>, _ c: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let highs = (a &>> 8) &+ (c &>> 8)
        return ((a &+ c) &- highs &* 255 &+ 2) &>> 2
    }
    #if arch(arm64)
    // Pairwise sums are one instruction there (uaddlp), fewer than the wrapped-lanes route.
    @inline(__always)
    func pairs(_ from: UnsafeRawPointer, _ offset: Int) -> SIMD8<UInt16> {
        pairSums(from.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self))
    }
    let low = pairs(top, offset) &+ pairs(bottom, offset), high = pairs(top, offset &+ 16) &+ pairs(bottom, offset &+ 16)
    return narrowed(SIMD16<UInt16>(lowHalf: (low &+ 2) &>> 2, highHalf: (high &+ 2) &>> 2))
    #else
    let a = top.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
    let b = top.loadUnaligned(fromByteOffset: offset &+ 16, as: SIMD8<UInt16>.self)
    let c = bottom.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
    let d = bottom.loadUnaligned(fromByteOffset: offset &+ 16, as: SIMD8<UInt16>.self)
    return narrowed(SIMD16<UInt16>(lowHalf: quarters(a, c), highHalf: quarters(b, d)))
    #endif
}

/// 16 outputs of a 2:1 box on (Cb, Cr) pairs: bytes `offset ..< offset + 32` of two rows, added
/// as 16-bit lanes, neighbouring (Cb, Cr) units added, + 2, / 4.
@inline(__always)
private func quarterRoundedUnits(_ top: UnsafeRawPointer, _ bottom: UnsafeRawPointer, _ offset: Int) -> SIMD16<UInt8> {
    let a = top.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
    let b = top.loadUnaligned(fromByteOffset: offset &+ 16, as: SIMD16<UInt8>.self)
    let c = bottom.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
    let d = bottom.loadUnaligned(fromByteOffset: offset &+ 16, as: SIMD16<UInt8>.self)
    let left = widened(a) &+ widened(c), right = widened(b) &+ widened(d)
    let low = addingNeighbourUnits(left.lowHalf, left.highHalf), high = addingNeighbourUnits(right.lowHalf, right.highHalf)
    return narrowed(SIMD16<UInt16>(lowHalf: (low &+ 2) &>> 2, highHalf: (high &+ 2) &>> 2))
}

/// For two vectors of (Cb, Cr) sums, 4 units of 32 bits each: (unit 0 + unit 1, unit 2 + unit 3)
/// of `first`, then the same of `second`, lane by lane.
@inline(__always)
private func addingNeighbourUnits(_ first: SIMD8<UInt16>, _ second: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let a = unsafeBitCast(first, to: SIMD4<UInt32>.self), b = unsafeBitCast(second, to: SIMD4<UInt32>.self)
    let even = SIMD4<UInt32>(a[0], a[2], b[0], b[2]), odd = SIMD4<UInt32>(a[1], a[3], b[1], b[3])
    return unsafeBitCast(even, to: SIMD8<UInt16>.self) &+ unsafeBitCast(odd, to: SIMD8<UInt16>.self)
}

/// Destination rows of box downscales whose horizontal ratio is 4 or 6, fused like
/// `boxRowByTwo`: neighbouring columns are paired while loading (`pairSums`, no shuffles), the
/// pair sums are added over the source rows in registers, then paired again (4) or added three
/// by three (6, with `boxRowByThree`'s word gathers), divided and packed, 16 output bytes a step.

/// One destination row at a horizontal ratio of 4.
func boxRowByFour(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int, pixels: Int, channels: Int,
    divisor: LaneDivisor, kernels: KernelTable, into out: UnsafeMutablePointer<UInt8>
) {
    let outputs = pixels / 4 * channels
    var o = 0
    // 4:1 both ways (4 rows, so the divisor is 16): the row loop unrolled and the division a
    // shift. On x86-64, `boxRowStepsByFour` of the build `kernels` holds (see `KernelTable`); on
    // arm64, this file's step with each channel count as a constant.
    #if arch(arm64)
    if rowCount == 4 && channels == 1 {
        while o &+ 16 <= outputs {
            byFourStep(firstRow, bytesPerRow: bytesPerRow, rowCount: 4, channels: 1, at: o, divisor: nil, into: out)
            o &+= 16
        }
    } else if rowCount == 4 && channels == 2 {
        while o &+ 16 <= outputs {
            byFourStep(firstRow, bytesPerRow: bytesPerRow, rowCount: 4, channels: 2, at: o, divisor: nil, into: out)
            o &+= 16
        }
    }
    #else
    if rowCount == 4 {
        o = kernels.runBoxRowStepsByFour(firstRow, bytesPerRow: bytesPerRow, outputs: outputs, channels: channels, into: out)
    }
    #endif
    if rowCount != 4 {
        while o &+ 16 <= outputs {
            byFourStep(firstRow, bytesPerRow: bytesPerRow, rowCount: rowCount, channels: channels, at: o, divisor: divisor, into: out)
            o &+= 16
        }
    }
    finishPlainly(firstRow, bytesPerRow: bytesPerRow, rowCount: rowCount, factor: 4, channels: channels,
                  from: o, outputs: outputs, divisor: divisor, into: out)
}

/// Outputs `o ..< o + 16` of a row at a horizontal ratio of 4: 64 bytes of each of `rowCount`
/// rows summed four by four (per channel), then divided (by 16 when `divisor` is nil: 4 rows) and packed.
@inline(__always)
private func byFourStep(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int, channels: Int, at o: Int,
    divisor: LaneDivisor?, into out: UnsafeMutablePointer<UInt8>
) {
    @inline(__always)
    func divide(_ sums: SIMD8<UInt16>) -> SIMD8<UInt16> {
        guard let divisor else { return (sums &+ 8) &>> 4 }
        return divisor.roundedQuotient(sums)
    }
    var row = UnsafeRawPointer(firstRow + 4 &* o)
    prefetchNextBand(row, bytesPerRow: bytesPerRow, rowCount: rowCount)
    #if arch(arm64)
    // Pairwise sums accumulated over the rows are one instruction per vector there (uadalp).
    var p0 = SIMD8<UInt16>(), p1 = SIMD8<UInt16>(), p2 = SIMD8<UInt16>(), p3 = SIMD8<UInt16>()
    for _ in 0..<rowCount {
        p0 &+= pairs(row, 0, channels); p1 &+= pairs(row, 16, channels)
        p2 &+= pairs(row, 32, channels); p3 &+= pairs(row, 48, channels)
        row += bytesPerRow
    }
    #else
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
    #endif
    let low = channels == 1 ? neighbourLanes(p0, p1) : neighbourUnits(p0, p1)
    let high = channels == 1 ? neighbourLanes(p2, p3) : neighbourUnits(p2, p3)
    let bytes = narrowed(SIMD16<UInt16>(lowHalf: divide(low), highHalf: divide(high)))
    UnsafeMutableRawPointer(out + o).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
}

/// One destination row at a horizontal ratio of 6. On arm64, triples gathered as loaded
/// (`tripleSums`: ld3 or tbl, no lane inserts) and then paired, for the reason `boxRowByThree` gives.
func boxRowBySix(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int, pixels: Int, channels: Int,
    divisor: LaneDivisor, into out: UnsafeMutablePointer<UInt8>
) {
    let outputs = pixels / 6 * channels
    var o = 0
    while o + 16 <= outputs {
        #if arch(arm64)
        // Triples as loaded (`tripleSums`, see `boxRowByThree`), then neighbouring triples paired.
        let row = UnsafePointer(firstRow + 6 * o)
        prefetchNextBand(UnsafeRawPointer(row), bytesPerRow: bytesPerRow, rowCount: rowCount)
        prefetchNextBand(UnsafeRawPointer(row + 64), bytesPerRow: bytesPerRow, rowCount: rowCount)
        let first = tripleSums(row, bytesPerRow: bytesPerRow, rowCount: rowCount, channels: channels)
        let second = tripleSums(row + 48, bytesPerRow: bytesPerRow, rowCount: rowCount, channels: channels)
        let low = channels == 1 ? neighbourLanes(first.lowHalf, first.highHalf) : neighbourUnits(first.lowHalf, first.highHalf)
        let high = channels == 1 ? neighbourLanes(second.lowHalf, second.highHalf) : neighbourUnits(second.lowHalf, second.highHalf)
        #else
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
        #endif
        store(low, high, divisor, out + o)
        o += 16
    }
    finishPlainly(firstRow, bytesPerRow: bytesPerRow, rowCount: rowCount, factor: 6, channels: channels,
                  from: o, outputs: outputs, divisor: divisor, into: out)
}

@inline(__always)
private func pairs(_ row: UnsafeRawPointer, _ offset: Int, _ channels: Int) -> SIMD8<UInt16> {
    let bytes = row.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
    return channels == 1 ? pairSums(bytes) : pairSumsOfTwoChannels(bytes)
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
private func neighbourLanes(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>) -> SIMD8<UInt16> {
    #if arch(arm64)
    // One `addp` there (the 32-bit masks and shifts below are 2 `usra` and a `uzp1`).
    let lanes = SIMD16<UInt16>(lowHalf: a, highHalf: b)
    return lanes.evenHalf &+ lanes.oddHalf
    #else
    let x = unsafeBitCast(a, to: SIMD4<UInt32>.self), y = unsafeBitCast(b, to: SIMD4<UInt32>.self)
    let sums = SIMD8<UInt32>(lowHalf: (x & 0xFFFF) &+ (x &>> 16), highHalf: (y & 0xFFFF) &+ (y &>> 16))
    return narrowed(sums)
    #endif
}

/// Sums of neighbouring 32-bit units (Cb,Cr pairs), lane by lane: 4 units from the 8 of a and b.
@inline(__always)
private func neighbourUnits(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let x = unsafeBitCast(a, to: SIMD4<UInt32>.self), y = unsafeBitCast(b, to: SIMD4<UInt32>.self)
    let even = SIMD4<UInt32>(x[0], x[2], y[0], y[2]), odd = SIMD4<UInt32>(x[1], x[3], y[1], y[3])
    return unsafeBitCast(even, to: SIMD8<UInt16>.self) &+ unsafeBitCast(odd, to: SIMD8<UInt16>.self)
}

@inline(__always)
private func store(_ low: SIMD8<UInt16>, _ high: SIMD8<UInt16>, _ divisor: LaneDivisor, _ out: UnsafeMutablePointer<UInt8>) {
    let bytes = narrowed(SIMD16<UInt16>(lowHalf: divisor.roundedQuotient(low), highHalf: divisor.roundedQuotient(high)))
    UnsafeMutableRawPointer(out).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
}

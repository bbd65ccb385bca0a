/// One destination row of a box downscale whose horizontal ratio is 3, fused: for 16 output
/// bytes at a time, 48 source bytes of each of the `rowCount` rows are widened and added in
/// registers, neighbouring columns are added three by three, and the sums are divided and packed.
/// One-channel planes mostly go through `boxRowPairByThree` instead (two rows at once, cheaper
/// column sums); this serves NV12's Cb,Cr rows, a last odd row, and the ratio-6 kernel's `triples`.
///
/// Adding columns three by three without 16-bit shuffles: the 16-bit column sums are viewed as
/// 32-bit words W[m] = (x[2m], x[2m+1]). Gathering every third word (A = W[3k], B = W[3k+1],
/// C = W[3k+2]) takes a few 32-bit shuffles (shufps/pshufd on x86, uzp/zip on arm64), and then
/// output 2k is A.low + A.high + B.low and output 2k+1 is B.high + C.low + C.high, computed with
/// masks and shifts. For two channels (Cb,Cr pairs), one word is one pixel and A + B + C is the
/// answer lane by lane.
func boxRowByThree(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int, pixels: Int, channels: Int,
    divisor: LaneDivisor, into out: UnsafeMutablePointer<UInt8>
) {
    let outputs = pixels / 3 * channels
    var o = 0
    while o + 16 <= outputs {
        var x0 = SIMD8<UInt16>(), x1 = SIMD8<UInt16>(), x2 = SIMD8<UInt16>()
        var x3 = SIMD8<UInt16>(), x4 = SIMD8<UInt16>(), x5 = SIMD8<UInt16>()
        var row = UnsafeRawPointer(firstRow + 3 * o)
        prefetchNextBand(row, bytesPerRow: bytesPerRow, rowCount: rowCount)
        for _ in 0..<rowCount {
            let a = widened(row.loadUnaligned(as: SIMD16<UInt8>.self))
            let b = widened(row.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self))
            let c = widened(row.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self))
            x0 &+= a.lowHalf; x1 &+= a.highHalf; x2 &+= b.lowHalf
            x3 &+= b.highHalf; x4 &+= c.lowHalf; x5 &+= c.highHalf
            row += bytesPerRow
        }
        let low = channels == 1 ? triples(x0, x1, x2) : tripleUnits(x0, x1, x2)
        let high = channels == 1 ? triples(x3, x4, x5) : tripleUnits(x3, x4, x5)
        let bytes = narrowed(SIMD16<UInt16>(lowHalf: divisor.roundedQuotient(low), highHalf: divisor.roundedQuotient(high)))
        UnsafeMutableRawPointer(out + o).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
        o += 16
    }
    finishPlainly(firstRow, bytesPerRow: bytesPerRow, rowCount: rowCount, factor: 3, channels: channels,
                  from: o, outputs: outputs, divisor: divisor, into: out)
}

@inline(__always)
private func words(_ v: SIMD8<UInt16>) -> SIMD4<UInt32> { unsafeBitCast(v, to: SIMD4<UInt32>.self) }

/// The 12 words of a, b, c split by their index modulo 3: words 0, 3, 6, 9; 1, 4, 7, 10; 2, 5, 8, 11.
@inline(__always)
private func everyThirdWord(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>, _ c: SIMD4<UInt32>)
    -> (first: SIMD4<UInt32>, second: SIMD4<UInt32>, third: SIMD4<UInt32>) {
    (SIMD4<UInt32>(a[0], a[3], b[2], c[1]), SIMD4<UInt32>(a[1], b[0], b[3], c[2]), SIMD4<UInt32>(a[2], b[1], c[0], c[3]))
}

/// Eight sums of three neighbouring lanes from 24 lanes (one channel).
@inline(__always)
func triples(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>, _ c: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let (first, second, third) = everyThirdWord(words(a), words(b), words(c))
    let low: UInt32 = 0xFFFF
    let even = (first & low) &+ (first &>> 16) &+ (second & low)
    let odd = (second &>> 16) &+ (third & low) &+ (third &>> 16)
    return unsafeBitCast(even | (odd &<< 16), to: SIMD8<UInt16>.self)
}

/// Four pixels of two channels: sums of three neighbouring 32-bit units, lane by lane in 16 bits.
@inline(__always)
func tripleUnits(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>, _ c: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let (first, second, third) = everyThirdWord(words(a), words(b), words(c))
    return unsafeBitCast(first, to: SIMD8<UInt16>.self) &+ unsafeBitCast(second, to: SIMD8<UInt16>.self)
        &+ unsafeBitCast(third, to: SIMD8<UInt16>.self)
}

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
///
/// On arm64 the columns are gathered three by three as they are loaded instead (`tripleSums`:
/// ld3 for one channel, tbl for two), so the row loop adds 16 triples per row and no gather
/// follows it. The word gathers compile there to 31 `mov v.s[i]` lane inserts per 16 outputs
/// (NEON has no two-source 32-bit shuffle that takes every third word); `tripleSums` on x86-64
/// stays scalar (SSE2 has no interleaved load), about 4x the instructions. So the two
/// architectures take different paths to the same sums (docs/design/arm64.md).
func boxRowByThree(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int, pixels: Int, channels: Int,
    divisor: LaneDivisor, into out: UnsafeMutablePointer<UInt8>
) {
    let outputs = pixels / 3 * channels
    var o = 0
    while o + 16 <= outputs {
        #if arch(arm64)
        let row = UnsafePointer(firstRow + 3 * o)
        prefetchNextBand(UnsafeRawPointer(row), bytesPerRow: bytesPerRow, rowCount: rowCount)
        let sums = tripleSums(row, bytesPerRow: bytesPerRow, rowCount: rowCount, channels: channels)
        let low = sums.lowHalf, high = sums.highHalf
        #else
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
        #endif
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

/// The 16 sums of three neighbouring samples (one channel: bytes 3k, 3k + 1, 3k + 2) or of three
/// neighbouring pixels' same channel (two channels: bytes 6j + c, 6j + c + 2, 6j + c + 4, at
/// index 2j + c) of the 48 bytes at `row`, added over `rowCount` rows `bytesPerRow` apart.
/// Written as scalar sums, which LLVM's SLP vectorizer turns into one `ld3` of 48 bytes and two
/// widening adds per row on arm64 (one channel), or two-register `tbl` and widening adds (two
/// channels); the channel count is tested outside the row loops, or the vectorizer gave up on
/// half the lanes. Used on arm64 only (see `boxRowByThree`).
@inline(__always)
func tripleSums(_ row: UnsafePointer<UInt8>, bytesPerRow: Int, rowCount: Int, channels: Int) -> SIMD16<UInt16> {
    var total = SIMD16<UInt16>(), row = row
    if channels == 1 {
        for _ in 0..<rowCount {
            var sums = SIMD16<UInt16>()
            for k in 0..<16 {
                sums[k] = UInt16(row[3 &* k]) &+ UInt16(row[3 &* k &+ 1]) &+ UInt16(row[3 &* k &+ 2])
            }
            total &+= sums
            row += bytesPerRow
        }
    } else {
        for _ in 0..<rowCount {
            var sums = SIMD16<UInt16>()
            for j in 0..<8 {
                sums[2 &* j] = UInt16(row[6 &* j]) &+ UInt16(row[6 &* j &+ 2]) &+ UInt16(row[6 &* j &+ 4])
                sums[2 &* j &+ 1] = UInt16(row[6 &* j &+ 1]) &+ UInt16(row[6 &* j &+ 3]) &+ UInt16(row[6 &* j &+ 5])
            }
            total &+= sums
            row += bytesPerRow
        }
    }
    return total
}

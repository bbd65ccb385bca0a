// The 3:1 box row's column sums, for `boxRowByThree` (one destination row of a box downscale whose
// horizontal ratio is 3), which is spelled per architecture: BoxSIMDRowByThree+NEON.swift (columns
// gathered as they are loaded, `tripleSums`) and BoxSIMDRowByThree+Portable.swift (word gathers,
// `triples` and `tripleUnits`).

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

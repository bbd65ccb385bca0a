import CPrefetch

/// The vector loops of the two box cases that are bound by arithmetic when the frame is cached:
/// 2:1 both ways and 4:1 both ways. Like the whole kernels folder, this file is compiled for
/// baseline x86-64 (SSE2) or arm64 and, as PiPKernelsX86V3, for x86-64-v3 (AVX2: the same Swift in
/// 256-bit registers); these two functions are `KernelTable` entries, so the build PiPVideo's
/// `RowKernels` chooses by what the CPU supports is the one that runs. The vectors here are 32 bytes wide so that the v3 build fills a register; the
/// baseline build splits each into two 16-byte halves (as fast as the 16-byte code these loops
/// replaced, within 4% hot at 1080p).

/// The vector steps of `rows` rows of a 2:1 box: destination row r (at `out + r *
/// destinationBytesPerRow`) from source rows 2r and 2r + 1 (`firstRow` and the rows after it,
/// `bytesPerRow` apart); returns how many of each row's `outputs` bytes were written (the rest,
/// fewer than 16, are left to the caller).
/// - Precondition: channels is 1 or 2; every source row holds `2 * outputs` bytes.
#if arch(x86_64)
@inline(never)  // each build stays whole
#else
@inline(__always)  // one build: no call per row
#endif
public func boxRowStepsByTwo(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, outputs: Int, channels: Int, rows: Int,
    into out: UnsafeMutablePointer<UInt8>, bytesPerRow destinationBytesPerRow: Int
) -> Int {
    var done = 0, source = firstRow, destination = out
    for _ in 0..<rows {
        done = channels == 1
            ? boxTwoRowSteps(source, bytesPerRow: bytesPerRow, outputs: outputs, channels: 1, into: destination)
            : boxTwoRowSteps(source, bytesPerRow: bytesPerRow, outputs: outputs, channels: 2, into: destination)
        source += 2 &* bytesPerRow
        destination += destinationBytesPerRow
    }
    return done
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
        #if arch(arm64)
        UnsafeMutableRawPointer(out + o).storeBytes(of: step(2 &* o), as: SIMD16<UInt8>.self)
        UnsafeMutableRawPointer(out + o).storeBytes(of: step(2 &* o &+ 32), toByteOffset: 16, as: SIMD16<UInt8>.self)
        #else
        // One 32-byte value: in the v3 build, one pack and one permute for both halves.
        let both = SIMD32<UInt8>(lowHalf: step(2 &* o), highHalf: step(2 &* o &+ 32))
        UnsafeMutableRawPointer(out + o).storeBytes(of: both, as: SIMD32<UInt8>.self)
        #endif
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
    #if arch(arm64)
    // Pairwise sums are one instruction there (uaddlp), fewer than the wrapped-lanes route.
    @inline(__always)
    func pairs(_ from: UnsafeRawPointer, _ offset: Int) -> SIMD8<UInt16> {
        pairSums(from.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self))
    }
    let low = pairs(top, offset) &+ pairs(bottom, offset), high = pairs(top, offset &+ 16) &+ pairs(bottom, offset &+ 16)
    return narrowed(SIMD16<UInt16>(lowHalf: (low &+ 2) &>> 2, highHalf: (high &+ 2) &>> 2))
    #else
    // 32 bytes of each row as 16 lanes: one 256-bit register in the v3 build.
    let a = top.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt16>.self)
    let c = bottom.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt16>.self)
    let highs = (a &>> 8) &+ (c &>> 8)
    return narrowed(((a &+ c) &- highs &* 255 &+ 2) &>> 2)
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

#if !arch(arm64)
/// The vector steps of `rows` rows of a 4:1 box, as `boxRowStepsByTwo` (destination row r from
/// source rows 4r ..< 4r + 4), 16 outputs a step. (On arm64 `boxRowByFour`'s own loop, with
/// pairwise adds, is shorter.)
/// - Precondition: channels is 1 or 2; every source row holds `4 * outputs` bytes.
@inline(never)
public func boxRowStepsByFour(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, outputs: Int, channels: Int, rows: Int,
    into out: UnsafeMutablePointer<UInt8>, bytesPerRow destinationBytesPerRow: Int
) -> Int {
    var o = 0, source = firstRow, destination = out
    for _ in 0..<rows {
        o = 0
        if channels == 1 {
            while o &+ 16 <= outputs {
                sixteenthsOfFourRows(source, bytesPerRow: bytesPerRow, at: o, channels: 1, into: destination)
                o &+= 16
            }
        } else {
            while o &+ 16 <= outputs {
                sixteenthsOfFourRows(source, bytesPerRow: bytesPerRow, at: o, channels: 2, into: destination)
                o &+= 16
            }
        }
        source += 4 &* bytesPerRow
        destination += destinationBytesPerRow
    }
    return o
}

/// Outputs `o ..< o + 16` of a 4:1 box row: 64 bytes of each of the four rows, as two vectors of
/// 16 lanes (a byte pair each: low + 256 * high), added over the rows wrapping (`total`) and
/// their high bytes apart (`highs`, exact). Then, per lane, `total - 256 * highs` is the exact
/// sum of the low bytes and `highs` of the high ones; four neighbouring samples of a channel are
/// added in 32-bit (one channel) or 64-bit (two channels) units, + 8, / 16, packed.
@inline(__always)
private func sixteenthsOfFourRows(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, at o: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>
) {
    var row = UnsafeRawPointer(firstRow + 4 &* o)
    prefetchNextBand(row, bytesPerRow: bytesPerRow, rowCount: 4)
    var total0 = SIMD16<UInt16>(), total1 = SIMD16<UInt16>(), highs0 = SIMD16<UInt16>(), highs1 = SIMD16<UInt16>()
    for _ in 0..<4 {
        let v0 = row.loadUnaligned(as: SIMD16<UInt16>.self), v1 = row.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt16>.self)
        total0 &+= v0; total1 &+= v1
        highs0 &+= v0 &>> 8; highs1 &+= v1 &>> 8
        row += bytesPerRow
    }
    let bytes = channels == 1
        ? narrowedToBytes(sixteenthsOfQuads(total0, highs0), sixteenthsOfQuads(total1, highs1))
        : narrowed(SIMD16<UInt16>(lowHalf: sixteenthsOfPixelQuads(total0, highs0), highHalf: sixteenthsOfPixelQuads(total1, highs1)))
    UnsafeMutableRawPointer(out + o).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
}

/// One channel: 8 outputs from 16 lanes of byte pairs summed over four rows. Each lane's pair sum
/// is `total - 255 * highs` (at most 2040); neighbouring lanes are added as 32-bit units.
@inline(__always)
private func sixteenthsOfQuads(_ total: SIMD16<UInt16>, _ highs: SIMD16<UInt16>) -> SIMD8<UInt32> {
    let pairs = unsafeBitCast(total &- highs &* 255, to: SIMD8<UInt32>.self)
    return ((pairs & 0xFFFF) &+ (pairs &>> 16) &+ 8) &>> 4
}

/// Two channels: 8 outputs (4 Cb,Cr pairs) from 16 lanes of (Cb, Cr) pixels summed over four
/// rows. Per pixel, Cb is `total - 256 * highs` and Cr is `highs` (each at most 1020); pixel pairs
/// are added into 32-bit units (Cb in the low half, Cr in the high), then neighbouring units in
/// 64-bit lanes (no carry crosses: each half stays at most 4080), + 8, / 16 in 16-bit lanes.
@inline(__always)
private func sixteenthsOfPixelQuads(_ total: SIMD16<UInt16>, _ highs: SIMD16<UInt16>) -> SIMD8<UInt16> {
    let blues = unsafeBitCast(total &- (highs &<< 8), to: SIMD8<UInt32>.self), reds = unsafeBitCast(highs, to: SIMD8<UInt32>.self)
    let pairs = ((blues &+ (blues &>> 16)) & 0xFFFF) | ((reds &+ (reds &<< 16)) & 0xFFFF_0000)
    let units = unsafeBitCast(pairs, to: SIMD4<UInt64>.self)
    let quads = units &+ (units &>> 32)
    let low = SIMD4<UInt32>(UInt32(truncatingIfNeeded: quads[0]), UInt32(truncatingIfNeeded: quads[1]),
                            UInt32(truncatingIfNeeded: quads[2]), UInt32(truncatingIfNeeded: quads[3]))
    return (unsafeBitCast(low, to: SIMD8<UInt16>.self) &+ 8) &>> 4
}

/// The low byte of each 32-bit lane of `low`, then of `high`.
@inline(__always)
private func narrowedToBytes(_ low: SIMD8<UInt32>, _ high: SIMD8<UInt32>) -> SIMD16<UInt8> {
    narrowed(SIMD16<UInt16>(lowHalf: narrowed(low), highHalf: narrowed(high)))
}
#endif

#if arch(arm64)
/// One 2:1 box row of a one-channel plane (2 source rows, `2 * outputs` bytes each): the vector
/// steps, then the scalar tail where the row has one. A function of its own, called once per row
/// by `BoxSIMDRowScaler.writeAllRows`: about 29 instructions a row instead of `boxRowByTwo`'s 51,
/// and its loop stays 25 instructions per 32 outputs (inlined into the plane's row loop, LLVM gave
/// the prefetches their own induction variables and the loop grew to 27).
@inline(never)
func boxRowByTwoOfOneChannel(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, outputs: Int, divisor: LaneDivisor,
    into out: UnsafeMutablePointer<UInt8>
) {
    let done = boxTwoRowSteps(firstRow, bytesPerRow: bytesPerRow, outputs: outputs, channels: 1, into: out)
    if done < outputs {
        finishPlainly(firstRow, bytesPerRow: bytesPerRow, rowCount: 2, factor: 2, channels: 1, from: done,
                      outputs: outputs, divisor: divisor, into: out)
    }
}
#endif

#if !arch(arm64)
// The 2:1 and 4:1 box row steps as every architecture but arm64 spells them (x86-64's two builds:
// wrapped 16-bit lanes, 32-byte stores). BoxRowSteps.swift has what every architecture shares.
// Files per ISA (docs/design/kernels.md): each `+NEON` file is compiled for arm64 only, each
// `+Portable` file for every other architecture, each `+X86` file for x86-64 only.

/// 16 outputs of a 2:1 box on a one-channel plane: bytes `offset ..< offset + 32` of two rows,
/// neighbours and rows summed, + 2, / 4. The rows are added as 16-bit lanes that wrap (each lane
/// a byte pair: low + 256 * high) and the high bytes apart (`highs`, exact): the wrapped total
/// minus 255 * `highs` is then low + high, exact modulo 2^16 and the sum is at most 1020.
@inline(__always)
func quarterRoundedPairs(_ top: UnsafeRawPointer, _ bottom: UnsafeRawPointer, _ offset: Int) -> SIMD16<UInt8> {
    // 32 bytes of each row as 16 lanes: one 256-bit register in the v3 build.
    let a = top.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt16>.self)
    let c = bottom.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt16>.self)
    let highs = (a &>> 8) &+ (c &>> 8)
    return narrowed(((a &+ c) &- highs &* 255 &+ 2) &>> 2)
}

/// Stores the 32 outputs of a 2:1 step at `out`: `step(offset)`, then `step(offset + 32)`, as
/// one 32-byte value: in the v3 build, one pack and one permute for both halves.
@inline(__always)
func storeTwoRowStep(_ step: (Int) -> SIMD16<UInt8>, at offset: Int, into out: UnsafeMutablePointer<UInt8>) {
    let both = SIMD32<UInt8>(lowHalf: step(offset), highHalf: step(offset &+ 32))
    UnsafeMutableRawPointer(out).storeBytes(of: both, as: SIMD32<UInt8>.self)
}

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

#if arch(arm64)
import CPrefetch

// The 2:1 and 4:1 box rows as arm64 spells them: NEON's pairwise adds (`pairSums`), and a row
// function of their own for one-channel planes, called once per row by
// `BoxSIMDRowScaler.writeAllRows` (arm64 has no `boxRowStepsByFour`: `boxRowByFour`'s own loop is
// shorter there). BoxRowSteps.swift has what every architecture shares.
// Files per ISA (docs/design/kernels.md): each `+NEON` file is compiled for arm64 only, each
// `+Portable` file for every other architecture, each `+X86` file for x86-64 only.

/// 16 outputs of a 2:1 box on a one-channel plane: bytes `offset ..< offset + 32` of two rows,
/// neighbours and rows summed, + 2, / 4: each row's pairwise sums (`pairSums`), the rows added.
@inline(__always)
func quarterRoundedPairs(_ top: UnsafeRawPointer, _ bottom: UnsafeRawPointer, _ offset: Int) -> SIMD16<UInt8> {
    // Pairwise sums are one instruction there (uaddlp), fewer than the wrapped-lanes route of
    // BoxRowSteps+Portable.swift.
    @inline(__always)
    func pairs(_ from: UnsafeRawPointer, _ offset: Int) -> SIMD8<UInt16> {
        pairSums(from.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self))
    }
    let low = pairs(top, offset) &+ pairs(bottom, offset), high = pairs(top, offset &+ 16) &+ pairs(bottom, offset &+ 16)
    return narrowed(SIMD16<UInt16>(lowHalf: (low &+ 2) &>> 2, highHalf: (high &+ 2) &>> 2))
}

/// Stores the 32 outputs of a 2:1 step at `out`: `step(offset)`, then `step(offset + 32)`, 16
/// bytes each.
@inline(__always)
func storeTwoRowStep(_ step: (Int) -> SIMD16<UInt8>, at offset: Int, into out: UnsafeMutablePointer<UInt8>) {
    UnsafeMutableRawPointer(out).storeBytes(of: step(offset), as: SIMD16<UInt8>.self)
    UnsafeMutableRawPointer(out).storeBytes(of: step(offset &+ 32), toByteOffset: 16, as: SIMD16<UInt8>.self)
}

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

/// One 4:1 box row of a one-channel plane (4 source rows, `4 * outputs` bytes each): the vector
/// steps, then the scalar tail where the row has one (the division by 16 a rounding shift, so
/// no `LaneDivisor` is passed: one argument fewer kept the 2:1 row loop of
/// `BoxSIMDRowScaler.writeAllRows` from reloading its divisor after every call). A function of its own, called once per row
/// by `BoxSIMDRowScaler.writeAllRows`, like `boxRowByTwoOfOneChannel`.
///
/// Each of the 4 rows keeps its own address, moved 64 bytes a step, so that every load is an `ldp`
/// at an immediate offset and each prefetch of the next band one `prfm` at a register offset: 40
/// instructions per 16 outputs, where `boxRowByFour`'s step (one row pointer, rows `bytesPerRow`
/// apart) takes 46. The addresses are carried as integers on purpose: as pointers, LLVM's loop
/// strength reduction folds the four into one offset added to each row's base (42 a step, three
/// of them address adds); it does not look through the integer-to-pointer conversions.
@inline(never)
func boxRowByFourOfOneChannel(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, outputs: Int, into out: UnsafeMutablePointer<UInt8>
) {
    var address0 = UInt(bitPattern: firstRow), address1 = address0 &+ UInt(bitPattern: bytesPerRow)
    var address2 = address1 &+ UInt(bitPattern: bytesPerRow), address3 = address2 &+ UInt(bitPattern: bytesPerRow)
    let band = 4 &* bytesPerRow
    var o = 0
    while o &+ 16 <= outputs {
        // Non-zero: addresses within the plane's rows.
        @inline(__always) func row(_ address: UInt) -> UnsafeRawPointer { UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped }
        let row0 = row(address0), row1 = row(address1), row2 = row(address2), row3 = row(address3)
        pip_prefetch_read(row0 + band); pip_prefetch_read(row1 + band)
        pip_prefetch_read(row2 + band); pip_prefetch_read(row3 + band)
        // Pair sums of 16 bytes of each row, added over the 4 rows (uaddlp, then uadalp).
        @inline(__always) func sums(_ offset: Int) -> SIMD8<UInt16> {
            @inline(__always) func pairs(_ row: UnsafeRawPointer) -> SIMD8<UInt16> {
                pairSums(row.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self))
            }
            return pairs(row0) &+ pairs(row1) &+ pairs(row2) &+ pairs(row3)
        }
        let low = SIMD16<UInt16>(lowHalf: sums(0), highHalf: sums(16))
        let high = SIMD16<UInt16>(lowHalf: sums(32), highHalf: sums(48))
        // Neighbouring pair sums added (addp), then divided by 16, rounded (rshrn).
        let quotients = SIMD16<UInt16>(lowHalf: (low.evenHalf &+ low.oddHalf &+ 8) &>> 4,
                                       highHalf: (high.evenHalf &+ high.oddHalf &+ 8) &>> 4)
        UnsafeMutableRawPointer(out + o).storeBytes(of: narrowed(quotients), as: SIMD16<UInt8>.self)
        address0 &+= 64; address1 &+= 64; address2 &+= 64; address3 &+= 64
        o &+= 16
    }
    // The outputs the vector steps did not reach: each the rounded average of its 4x4 bytes.
    while o < outputs {
        var sum = 0
        for r in 0..<4 {
            let row = firstRow + (r &* bytesPerRow &+ 4 &* o)
            sum &+= Int(row[0]) &+ Int(row[1]) &+ Int(row[2]) &+ Int(row[3])
        }
        out[o] = UInt8(truncatingIfNeeded: (sum &+ 8) &>> 4)
        o &+= 1
    }
}
#endif

#if arch(arm64)
// The 4:1 and 6:1 box rows as arm64 makes their sums: NEON's pairwise adds (`uadalp`, `addp`) and
// triples as loaded (`tripleSums`). BoxSIMDRowByFourOrSix.swift has what every architecture shares.
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
    // shift: on arm64, `byFourStep` with each channel count as a constant.
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
    // Pairwise sums accumulated over the rows are one instruction per vector there (uadalp).
    var p0 = SIMD8<UInt16>(), p1 = SIMD8<UInt16>(), p2 = SIMD8<UInt16>(), p3 = SIMD8<UInt16>()
    for _ in 0..<rowCount {
        p0 &+= pairs(row, 0, channels); p1 &+= pairs(row, 16, channels)
        p2 &+= pairs(row, 32, channels); p3 &+= pairs(row, 48, channels)
        row += bytesPerRow
    }
    return (p0, p1, p2, p3)
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
        // Triples as loaded (`tripleSums`, see `boxRowByThree`), then neighbouring triples paired.
        let row = UnsafePointer(firstRow + 6 * o)
        prefetchNextBand(UnsafeRawPointer(row), bytesPerRow: bytesPerRow, rowCount: rowCount)
        prefetchNextBand(UnsafeRawPointer(row + 64), bytesPerRow: bytesPerRow, rowCount: rowCount)
        let first = tripleSums(row, bytesPerRow: bytesPerRow, rowCount: rowCount, channels: channels)
        let second = tripleSums(row + 48, bytesPerRow: bytesPerRow, rowCount: rowCount, channels: channels)
        let low = channels == 1 ? neighbourLanes(first.lowHalf, first.highHalf) : neighbourUnits(first.lowHalf, first.highHalf)
        let high = channels == 1 ? neighbourLanes(second.lowHalf, second.highHalf) : neighbourUnits(second.lowHalf, second.highHalf)
        storeQuotients(low, high, divisor, out + o)
        o += 16
    }
    finishPlainly(firstRow, bytesPerRow: bytesPerRow, rowCount: rowCount, factor: 6, channels: channels,
                  from: o, outputs: outputs, divisor: divisor, into: out)
}

/// Sums of neighbouring 16-bit lanes: 8 from the 16 lanes of a and b.
@inline(__always)
func neighbourLanes(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>) -> SIMD8<UInt16> {
    // One `addp` there (the 32-bit masks and shifts of BoxSIMDRowByFourOrSix+Portable.swift are 2 `usra` and a `uzp1`).
    let lanes = SIMD16<UInt16>(lowHalf: a, highHalf: b)
    return lanes.evenHalf &+ lanes.oddHalf
}
#endif

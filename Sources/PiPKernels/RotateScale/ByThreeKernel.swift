// `fused`'s kernel for a plane shrunk by exactly 3 on both axes and turned a quarter (1920x1080
// into 360x640 at 90 degrees: Y 1920x1080 -> 640x360 and CbCr 960x540 -> 320x180 before the
// turn). Built twice on x86-64 (baseline and x86-64-v3, see `RowKernels`). The camera's 8/3
// kernel (EightThirdsKernel.swift) is the model; this one differs in its weights (all 1) and its
// division (by 9, `roundedNinth`).
//
// A destination sample is the sum of 3 x 3 source samples, at most 9 * 255 = 2295, exact in
// 16-bit lanes, and its rounded average is (sum + 4) / 9, one multiply-high per 8 lanes.
//
// Per band of `byThreeBandSourceRows` source rows (a third as many destination rows before the
// turn, in blocks of 8) and strip of at most `maximumStripBytes` bytes of those rows:
// 1. The vertical pass: each 3 source rows become 1 row of 16-bit sums, into the scratch.
// 2. The horizontal pass and the quarter turn together: 8x8 transposes of 16-bit sums
//    (`transposedPairsByStages`; 8 rows of sums, 8 source columns) leave each source column in one
//    vector across 8 rows, which the turn makes 8 destination columns; three neighbouring columns
//    added as whole vectors and divided are 8 bytes of one destination row. A group is 24 source
//    bytes: 24 columns (three transposes, 8 destination rows) for bytes; 12 CbCr pairs (two 4x4
//    transposes of 32-bit pairs per 4 rows and 4 pair columns: six per 4 rows) for pairs, 4
//    destination rows of 8 pairs.
// The last band, the last strip and the last 16-byte step of a row of sums are aligned to the far
// edge and overlap the previous ones, rewriting the same bytes, as the rotation's tiles do. While
// a band is worked on, the next one is prefetched in memory order (`SequentialPrefetch`), spread
// over both passes as in the 8/3 kernel (docs/design/cold-path.md, on the 3:1 kernel and on the
// 8/3 kernel's strips).

/// Source rows per band: 24 rows of sums, three blocks of 8 for the transposes.
package let byThreeBandSourceRows = 72
/// Bytes of a strip of the source rows: a whole number of 24-byte groups (the sums buffer holds
/// `byThreeBandSourceRows / 3` rows of twice this, 4.5 KB). Measured at 1080p (Zen 4,
/// docs/design/cold-path.md): strips of 96 bytes against 384, cold 0.70x and hot 0.82x; 48, 72,
/// 144, 192, 240 and 768 bytes and whole rows were all slower, and so were bands of 48, 96 and 144
/// rows.
private let maximumStripBytes = 96
/// The strip width, for the suite's model of this kernel's read order (`ReadOrder.byThreeStripsPrefetched`).
package let byThreeStripBytes = maximumStripBytes
/// Source bytes of a group (24 columns of bytes or 12 CbCr pairs).
let byThreeGroupBytes = 24

/// Bytes of scratch `boxScaleRotatingByThree` needs.
public let byThreeScratchByteCount = byThreeBandSourceRows / 3 * 2 * maximumStripBytes

/// Writes a plane of `width` x `height` samples of `channels` bytes (`bytesPerRow` apart from
/// `source`) box-downscaled by 3 and turned a quarter (clockwise or not) into the destination
/// plane at `destination` (`height / 3` samples a row, `width / 3` rows, `destinationBytesPerRow`
/// apart): the exact area average, rounded half up (the bytes of `boxScaleSIMD` followed by the
/// rotation). Raw pointers and sizes, as a `KernelTable` entry (built for x86-64-v3 too).
/// - Precondition: `byThreeRotationApplies` holds for the two planes; `scratch` holds
///   `byThreeScratchByteCount` bytes, 16-byte aligned.
@inline(never)  // each build stays whole (x86-64); elsewhere the optimizer did not inline it either
public func boxScaleRotatingByThree(
    _ source: UnsafePointer<UInt8>, width sourceWidth: Int, height sourceHeight: Int, bytesPerRow: Int, channels: Int,
    into destination: UnsafeMutablePointer<UInt8>, bytesPerRow destinationBytesPerRow: Int, clockwise: Bool,
    scratch: UnsafeMutableRawPointer
) {
    let rowBytes = sourceWidth * channels
    let stripBytes = min(maximumStripBytes, rowBytes / byThreeGroupBytes * byThreeGroupBytes), sumsStride = 2 * stripBytes
    let sumRows = byThreeBandSourceRows / 3
    // The destination before the turn: `width` samples a row (destination rows), `height` rows.
    let width = sourceWidth / 3, height = sourceHeight / 3
    // Destination rows (after the turn) per group: 8 of bytes, 4 of pairs.
    let groupRows = 8 / channels
    @inline(__always) func destinationRow(_ y: Int) -> UnsafeMutablePointer<UInt8> { destination + y * destinationBytesPerRow }
    forEachTileStart(length: sourceHeight, side: byThreeBandSourceRows) { bandRow in
        let firstSumRow = bandRow / 3
        // The next band in memory order: a line per 32 bytes of 3 rows read (two thirds of the
        // next band's lines with unpadded rows), then four lines per group in the horizontal pass.
        var ahead = SequentialPrefetch(from: UnsafeRawPointer(source) + (bandRow + byThreeBandSourceRows) * bytesPerRow,
                                       byteCount: byThreeBandSourceRows * bytesPerRow)
        forEachTileStart(length: rowBytes, side: stripBytes) { stripStart in
            for sumRow in 0..<sumRows {
                let top = UnsafeRawPointer(source + (bandRow + sumRow * 3) * bytesPerRow + stripStart)
                let out = scratch + sumRow * sumsStride
                forEachTileStart(length: stripBytes, side: 16) { column in
                    if column & 16 == 0 { ahead.requestOneLine() }
                    writeByThreeRowSums(top + column, bytesPerRow: bytesPerRow, into: out + 2 * column)
                }
            }
            for block in 0..<sumRows / 8 {
                // Rows y0 ..< y0 + 8 of the destination before the turn, read bottom-up for a
                // clockwise turn so that lane i is destination column (first column) + i.
                let y0 = firstSumRow + block * 8
                let rows = UnsafeRawPointer(scratch + block * 8 * sumsStride)
                let firstLane = clockwise ? rows + 7 * sumsStride : rows
                let laneStride = clockwise ? -sumsStride : sumsStride
                let column = (clockwise ? height - 8 - y0 : y0) * channels
                // Each group of source columns is `groupRows` destination rows, from `to` on.
                let firstX = stripStart / (3 * channels)
                let to = destinationRow(clockwise ? firstX : width - 1 - firstX) + column
                let rowStep = clockwise ? destinationBytesPerRow : -destinationBytesPerRow
                for group in 0..<stripBytes / byThreeGroupBytes {
                    ahead.requestTwoLines()
                    ahead.requestTwoLines()
                    let sums = firstLane + 2 &* byThreeGroupBytes &* group, groupTo = to + groupRows &* rowStep &* group
                    if channels == 1 {
                        writeByThreeColumns(sums, stride: laneStride, to: groupTo, rowStep: rowStep)
                    } else {
                        writeByThreePairColumns(sums, stride: laneStride, to: groupTo, rowStep: rowStep)
                    }
                }
            }
        }
    }
}

/// The sums of 16 bytes of 3 source rows from `top`, `bytesPerRow` apart, stored at `out`.
@inline(__always)
private func writeByThreeRowSums(_ top: UnsafeRawPointer, bytesPerRow: Int, into out: UnsafeMutableRawPointer) {
    @inline(__always) func row(_ index: Int) -> SIMD16<UInt16> {
        widened(top.loadUnaligned(fromByteOffset: index &* bytesPerRow, as: SIMD16<UInt8>.self))
    }
    out.storeBytes(of: row(0) &+ row(1) &+ row(2), as: SIMD16<UInt16>.self)
}

/// Two rounded averages of 8 lanes each, as the two 8-byte halves of one vector.
@inline(__always)
private func byThreeBytes(_ first: SIMD8<UInt16>, _ second: SIMD8<UInt16>) -> SIMD16<UInt8> {
    narrowed(SIMD16<UInt16>(lowHalf: roundedNinth(first), highHalf: roundedNinth(second)))
}

/// One group of 24 one-byte columns: three 8x8 transposes of 8 rows of sums (`stride` bytes
/// apart), neighbouring columns added three by three, and the 8 results (8 bytes each) stored at
/// `to`, `to + rowStep`, ..., `to + 7 rowStep`.
@inline(__always)
private func writeByThreeColumns(_ sums: UnsafeRawPointer, stride: Int, to: UnsafeMutablePointer<UInt8>, rowStep: Int) {
    @inline(__always) func columns(_ third: Int)
        -> (SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>) {
        @inline(__always) func row(_ index: Int) -> SIMD8<UInt16> {
            sums.loadUnaligned(fromByteOffset: index &* stride &+ 16 &* third, as: SIMD8<UInt16>.self)
        }
        let t = transposedPairsByStages(row(0), row(1), row(2), row(3), row(4), row(5), row(6), row(7))
        @inline(__always) func lanes(_ v: SIMD16<UInt8>) -> SIMD8<UInt16> { unsafeBitCast(v, to: SIMD8<UInt16>.self) }
        return (lanes(t.0), lanes(t.1), lanes(t.2), lanes(t.3), lanes(t.4), lanes(t.5), lanes(t.6), lanes(t.7))
    }
    // Columns 0-7, 8-15, 16-23; destination sample k is columns 3k, 3k + 1, 3k + 2.
    let a = columns(0), b = columns(1), c = columns(2)
    let out = UnsafeMutableRawPointer(to)
    @inline(__always) func store(_ k: Int, _ v: SIMD16<UInt8>) {
        out.storeBytes(of: v.lowHalf, toByteOffset: k &* rowStep, as: SIMD8<UInt8>.self)
        out.storeBytes(of: v.highHalf, toByteOffset: (k &+ 1) &* rowStep, as: SIMD8<UInt8>.self)
    }
    store(0, byThreeBytes(a.0 &+ a.1 &+ a.2, a.3 &+ a.4 &+ a.5))
    store(2, byThreeBytes(a.6 &+ a.7 &+ b.0, b.1 &+ b.2 &+ b.3))
    store(4, byThreeBytes(b.4 &+ b.5 &+ b.6, b.7 &+ c.0 &+ c.1))
    store(6, byThreeBytes(c.2 &+ c.3 &+ c.4, c.5 &+ c.6 &+ c.7))
}

/// `writeByThreeColumns` for a group of 12 CbCr pairs (24 bytes of each row of sums, 48 of sums):
/// each pair is one 32-bit unit, transposed 4x4 at a time; each of the 4 results is 8 pairs (16
/// bytes), stored at `to`, ..., `to + 3 rowStep`.
@inline(__always)
private func writeByThreePairColumns(_ sums: UnsafeRawPointer, stride: Int, to: UnsafeMutablePointer<UInt8>, rowStep: Int) {
    @inline(__always) func pairs(_ index: Int, _ quarter: Int) -> SIMD4<UInt32> {
        sums.loadUnaligned(fromByteOffset: index &* stride &+ 16 &* quarter, as: SIMD4<UInt32>.self)
    }
    /// Pair columns 4 quarter ..< 4 quarter + 4 of rows first ..< first + 4, one vector per column.
    @inline(__always) func columns(rows first: Int, quarter: Int) -> (SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>) {
        transposedPairUnits4x4(pairs(first, quarter), pairs(first + 1, quarter), pairs(first + 2, quarter), pairs(first + 3, quarter))
    }
    /// The four sums of three neighbouring pair columns of rows first ..< first + 4.
    @inline(__always) func columnSums(rows first: Int) -> (SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>) {
        let a = columns(rows: first, quarter: 0), b = columns(rows: first, quarter: 1), c = columns(rows: first, quarter: 2)
        return (a.0 &+ a.1 &+ a.2, a.3 &+ b.0 &+ b.1, b.2 &+ b.3 &+ c.0, c.1 &+ c.2 &+ c.3)
    }
    let top = columnSums(rows: 0), bottom = columnSums(rows: 4)
    let out = UnsafeMutableRawPointer(to)
    out.storeBytes(of: byThreeBytes(top.0, bottom.0), as: SIMD16<UInt8>.self)
    out.storeBytes(of: byThreeBytes(top.1, bottom.1), toByteOffset: rowStep, as: SIMD16<UInt8>.self)
    out.storeBytes(of: byThreeBytes(top.2, bottom.2), toByteOffset: 2 &* rowStep, as: SIMD16<UInt8>.self)
    out.storeBytes(of: byThreeBytes(top.3, bottom.3), toByteOffset: 3 &* rowStep, as: SIMD16<UInt8>.self)
}

// `fused`'s kernel for the camera's ratio: a plane shrunk by exactly 8/3 on both axes and turned
// a quarter (1280x720 into 270x480 at 90 degrees: Y 1280x720 -> 480x270 and CbCr 640x360 ->
// 240x135 before the turn). Built twice on x86-64 (baseline and x86-64-v3, see `RowKernels`).
//
// At 8/3 the area average has one pattern on both axes: three destination samples cover eight
// source samples with weights (3, 3, 2), (1, 3, 3, 1) and (2, 3, 3), in eighths of a source
// sample. A destination sample is then a sum of 64 weighted source samples, at most 64 * 255 =
// 16320, exact in 16-bit lanes, and its rounded average is (sum + 32) >> 6: no division, no
// 32-bit lanes, no weight table.
//
// Per band of 64 source rows (24 destination rows, before the turn) and strip of at most 96
// bytes of those rows:
// 1. The vertical pass: each 8 source rows become 3 rows of 16-bit sums, into a 4.5 KB buffer.
// 2. The horizontal pass and the quarter turn together: an 8x8 transpose of 16-bit sums
//    (`transposedPairsByStages`, the rotation's pair transpose; 8 rows
//    of sums, one group of 8 source columns) leaves each source column in one vector across
//    8 rows, which the turn makes 8 destination columns. The horizontal weights then combine
//    whole vectors (the same arithmetic as the vertical pass), and each of the three results is
//    8 bytes of one destination row. (For CbCr pairs: two 4x4 transposes of 32-bit pairs per 4
//    rows, and 8 pairs, 16 bytes, per destination row.)
// The last band and the last strip are aligned to the far edge and overlap the previous ones,
// rewriting the same bytes, as the rotation's tiles do. While a band is worked on, the next one is
// prefetched in memory order (`SequentialPrefetch`), spread over both passes: two lines per 32
// bytes of 8 rows in the vertical pass, two or three lines per group in the horizontal pass, so
// that requests stay outstanding while the transposes compute (with all of them in the vertical
// pass, the camera's cold frame took 1.2x as long; docs/design/cold-path.md).

/// Source rows per band: 24 rows of sums, three blocks of 8 for the transposes.
package let eightThirdsBandSourceRows = 64
/// Bytes of a strip of the source rows (the sums buffer holds 24 rows of twice this). 96 bytes
/// beat 256 on a cold camera frame by 0.80x, with hot 0.93-0.96x (same-run A/B, Zen 4; 32, 64 and
/// 128 measured too: docs/design/cold-path.md), as strips of 96 did for the 3:1 kernel.
private let maximumStripBytes = 96
/// The strip width, for the suite's model of this kernel's read order (`ReadOrder.strips`).
package let eightThirdsStripBytes = maximumStripBytes

/// Bytes of scratch `boxScaleRotatingEightThirds` needs.
public let eightThirdsScratchByteCount = 24 * 2 * maximumStripBytes

/// Writes a plane of `width` x `height` samples of `channels` bytes (`bytesPerRow` apart from
/// `source`) box-downscaled by 8/3 and turned a quarter (clockwise or not) into the destination
/// plane at `destination` (`height * 3 / 8` samples a row, `width * 3 / 8` rows, `destinationBytesPerRow`
/// apart): the exact area average, rounded half up (the bytes of `boxScaleSIMD` followed by the
/// rotation). Raw pointers and sizes, as a `KernelTable` entry (built for x86-64-v3 too).
/// - Precondition: `eightThirdsRotationApplies` holds for the two planes; `scratch` holds
///   `eightThirdsScratchByteCount` bytes, 16-byte aligned.
@inline(never)  // each build stays whole (x86-64); elsewhere the optimizer did not inline it either
public func boxScaleRotatingEightThirds(
    _ source: UnsafePointer<UInt8>, width sourceWidth: Int, height sourceHeight: Int, bytesPerRow: Int, channels: Int,
    into destination: UnsafeMutablePointer<UInt8>, bytesPerRow destinationBytesPerRow: Int, clockwise: Bool,
    scratch: UnsafeMutableRawPointer
) {
    let rowBytes = sourceWidth * channels
    let stripBytes = min(maximumStripBytes, rowBytes), sumsStride = 2 * stripBytes
    let groupBytes = 8 * channels
    // The destination before the turn: `width` samples a row (destination rows), `height` rows.
    let width = sourceWidth / 8 * 3, height = sourceHeight / 8 * 3
    @inline(__always) func destinationRow(_ y: Int) -> UnsafeMutablePointer<UInt8> { destination + y * destinationBytesPerRow }
    forEachTileStart(length: sourceHeight, side: eightThirdsBandSourceRows) { bandRow in
        let firstSumRow = bandRow / 8 * 3
        // The next band in memory order (a strip is too short for the hardware prefetchers to
        // follow a row, and lines requested row by row arrive faster than the same lines column
        // by column): two lines per 32 bytes of 8 rows read (half of the next band's lines with
        // unpadded rows), then two lines per group of 8 columns (three per 8 pairs) in the
        // horizontal pass, which covers the rest with rows padded up to a quarter.
        var ahead = SequentialPrefetch(from: UnsafeRawPointer(source) + (bandRow + eightThirdsBandSourceRows) * bytesPerRow,
                                       byteCount: eightThirdsBandSourceRows * bytesPerRow)
        forEachTileStart(length: rowBytes, side: stripBytes) { stripStart in
            for triple in 0..<8 {
                let top = UnsafeRawPointer(source + (bandRow + triple * 8) * bytesPerRow + stripStart)
                let out = scratch + triple * 3 * sumsStride
                forEachTileStart(length: stripBytes, side: 16) { column in
                    if column & 16 == 0 { ahead.requestTwoLines() }
                    writeEightThirdsRowSums(top + column, bytesPerRow: bytesPerRow, into: out + 2 * column, stride: sumsStride)
                }
            }
            for block in 0..<3 {
                // Rows y0 ..< y0 + 8 of the destination before the turn, read bottom-up for a
                // clockwise turn so that lane i is destination column (first column) + i.
                let y0 = firstSumRow + block * 8
                let rows = UnsafeRawPointer(scratch + block * 8 * sumsStride)
                let firstLane = clockwise ? rows + 7 * sumsStride : rows
                let laneStride = clockwise ? -sumsStride : sumsStride
                let column = (clockwise ? height - 8 - y0 : y0) * channels
                // Each group of source columns is three destination rows, from `to` on.
                let firstX = stripStart / groupBytes * 3
                let to = destinationRow(clockwise ? firstX : width - 1 - firstX) + column
                let rowStep = clockwise ? destinationBytesPerRow : -destinationBytesPerRow
                if channels == 1 {
                    for group in 0..<stripBytes / 8 {
                        ahead.requestTwoLines()
                        writeEightThirdsColumns(firstLane + 16 &* group, stride: laneStride, to: to + 3 &* rowStep &* group, rowStep: rowStep)
                    }
                } else {
                    for group in 0..<stripBytes / 16 {
                        ahead.requestTwoLines()
                        ahead.requestOneLine()
                        writeEightThirdsPairColumns(firstLane + 32 &* group, stride: laneStride, to: to + 3 &* rowStep &* group, rowStep: rowStep)
                    }
                }
            }
        }
    }
}

/// (3 (p0 + p1) + 2 p2, p2 + 3 (p3 + p4) + p5, 2 p5 + 3 (p6 + p7)): the three weighted sums of 8
/// samples (in eighths), lane by lane.
@inline(__always)
private func eightThirdsSums<V: SIMD>(_ p0: V, _ p1: V, _ p2: V, _ p3: V, _ p4: V, _ p5: V, _ p6: V, _ p7: V) -> (V, V, V)
where V.Scalar == UInt16 {
    ((p0 &+ p1) &* 3 &+ (p2 &<< 1), (p3 &+ p4) &* 3 &+ p2 &+ p5, (p6 &+ p7) &* 3 &+ (p5 &<< 1))
}

/// The rounded sixty-fourth of each lane (at most 16320): at most 255.
@inline(__always)
private func sixtyFourthRounded(_ v: SIMD8<UInt16>) -> SIMD8<UInt16> { (v &+ 32) &>> 6 }

/// The three rows of vertical sums of 16 bytes of 8 source rows from `top`, `stride` bytes apart.
@inline(__always)
private func writeEightThirdsRowSums(_ top: UnsafeRawPointer, bytesPerRow: Int, into out: UnsafeMutableRawPointer, stride: Int) {
    @inline(__always) func row(_ index: Int) -> SIMD16<UInt16> {
        widened(top.loadUnaligned(fromByteOffset: index &* bytesPerRow, as: SIMD16<UInt8>.self))
    }
    let sums = eightThirdsSums(row(0), row(1), row(2), row(3), row(4), row(5), row(6), row(7))
    out.storeBytes(of: sums.0, as: SIMD16<UInt16>.self)
    out.storeBytes(of: sums.1, toByteOffset: stride, as: SIMD16<UInt16>.self)
    out.storeBytes(of: sums.2, toByteOffset: 2 &* stride, as: SIMD16<UInt16>.self)
}

/// One group of 8 one-byte columns: 8 rows of sums (`stride` bytes apart) transposed, the
/// horizontal weights applied, and the three results (8 bytes each) stored at `to`, `to + rowStep`
/// and `to + 2 rowStep`.
@inline(__always)
private func writeEightThirdsColumns(_ sums: UnsafeRawPointer, stride: Int, to: UnsafeMutablePointer<UInt8>, rowStep: Int) {
    @inline(__always) func row(_ index: Int) -> SIMD8<UInt16> {
        sums.loadUnaligned(fromByteOffset: index &* stride, as: SIMD8<UInt16>.self)
    }
    let columns = transposedPairsByStages(row(0), row(1), row(2), row(3), row(4), row(5), row(6), row(7))
    @inline(__always) func column(_ v: SIMD16<UInt8>) -> SIMD8<UInt16> { unsafeBitCast(v, to: SIMD8<UInt16>.self) }
    let sums = eightThirdsSums(column(columns.0), column(columns.1), column(columns.2), column(columns.3),
                               column(columns.4), column(columns.5), column(columns.6), column(columns.7))
    let first = narrowed(SIMD16<UInt16>(lowHalf: sixtyFourthRounded(sums.0), highHalf: sixtyFourthRounded(sums.1)))
    let last = narrowed(SIMD16<UInt16>(lowHalf: sixtyFourthRounded(sums.2), highHalf: .zero))
    let out = UnsafeMutableRawPointer(to)
    out.storeBytes(of: first.lowHalf, as: SIMD8<UInt8>.self)
    out.storeBytes(of: first.highHalf, toByteOffset: rowStep, as: SIMD8<UInt8>.self)
    out.storeBytes(of: last.lowHalf, toByteOffset: 2 &* rowStep, as: SIMD8<UInt8>.self)
}

/// `writeEightThirdsColumns` for a group of 8 CbCr pairs (16 bytes of each row of sums, 32 of
/// sums): each pair is one 32-bit unit, transposed 4x4 at a time; each result is 8 pairs (16 bytes).
@inline(__always)
private func writeEightThirdsPairColumns(_ sums: UnsafeRawPointer, stride: Int, to: UnsafeMutablePointer<UInt8>, rowStep: Int) {
    @inline(__always) func pairs(_ index: Int, _ half: Int) -> SIMD4<UInt32> {
        sums.loadUnaligned(fromByteOffset: index &* stride &+ 16 &* half, as: SIMD4<UInt32>.self)
    }
    /// Pair columns 4 half ..< 4 half + 4 of rows first ..< first + 4, one vector per column.
    @inline(__always) func columns(rows first: Int, half: Int) -> (SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>, SIMD8<UInt16>) {
        transposedPairUnits4x4(pairs(first, half), pairs(first + 1, half), pairs(first + 2, half), pairs(first + 3, half))
    }
    let top0 = columns(rows: 0, half: 0), top1 = columns(rows: 0, half: 1)
    let bottom0 = columns(rows: 4, half: 0), bottom1 = columns(rows: 4, half: 1)
    let top = eightThirdsSums(top0.0, top0.1, top0.2, top0.3, top1.0, top1.1, top1.2, top1.3)
    let bottom = eightThirdsSums(bottom0.0, bottom0.1, bottom0.2, bottom0.3, bottom1.0, bottom1.1, bottom1.2, bottom1.3)
    @inline(__always) func bytes(_ upper: SIMD8<UInt16>, _ lower: SIMD8<UInt16>) -> SIMD16<UInt8> {
        narrowed(SIMD16<UInt16>(lowHalf: sixtyFourthRounded(upper), highHalf: sixtyFourthRounded(lower)))
    }
    let out = UnsafeMutableRawPointer(to)
    out.storeBytes(of: bytes(top.0, bottom.0), as: SIMD16<UInt8>.self)
    out.storeBytes(of: bytes(top.1, bottom.1), toByteOffset: rowStep, as: SIMD16<UInt8>.self)
    out.storeBytes(of: bytes(top.2, bottom.2), toByteOffset: 2 &* rowStep, as: SIMD16<UInt8>.self)
}

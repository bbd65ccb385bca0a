import CPrefetch

// SampleGrid drivers of the `simd` strategies: which tiles or row segments to move, in which order.
// What differs per architecture is in SIMDRotatePlane+NEON.swift and SIMDRotatePlane+Portable.swift
// (the byte tiles of the quarter turns) and SIMDRotatePlane+X86.swift (the x86-64-v3 quarter turns).
// Every vector load and store stays inside its plane: a plane that is not a whole number of
// tiles ends with one more tile aligned to its far edge, overlapping the previous one (it rewrites
// the same bytes, which is safe because destinations never overlap sources). Planes smaller than
// one tile take the scalar tiled path.

/// Calls `body(x, y)` for the top-left corner of every `side x side` tile covering a
/// `width x height` destination, in destination order: a row of tiles left to right, then the next.
///
/// A row of tiles writes `side` destination rows front to back (few, sequential write streams),
/// and reads `side` bytes of each source row it crosses; the rest of those source cache lines is
/// read by the next rows of tiles while still in L2. Measured at 1920x1080, 90 degrees, against
/// bands of four tile rows (which consume whole source lines at once and write 64-byte runs):
/// about 2.5x faster with a cold source ring, about 8% slower hot. Sources of real rotations are
/// cold (camera frames arrive by DMA), so this order wins.
/// - Precondition: `width >= side` and `height >= side`.
@inline(__always)
func forEachTileInDestinationOrder(width: Int, height: Int, side: Int, _ body: (Int, Int) -> Void) {
    forEachTileStart(length: height, side: side) { y in
        forEachTileStart(length: width, side: side) { x in body(x, y) }
    }
}

/// Rotates a plane of bytes (`UInt8.self`) or CbCr pairs (`UInt16.self`) with 16-byte vectors:
/// quarter turns by 16x16-byte or 8x8-pair tile transposes, the half turn by reversed row segments.
/// On x86-64 the quarter turns run `kernels`' build (`KernelTable.quarterTurn`: baseline or
/// x86-64-v3); both write the same bytes.
public func simdRotate(_ source: SampleGrid, into destination: SampleGrid, by rotation: Rotation, kernels: KernelTable = .thisBuild) {
    let pairs = source.channels == 2
    let side = pairs ? 8 : 16
    if rotation != .degrees180, source.width >= side, source.height >= side {
        kernels.runQuarterTurn(
            UnsafePointer(source.base), width: source.width, height: source.height, bytesPerRow: source.bytesPerRow, channels: source.channels,
            into: destination.base, bytesPerRow: destination.bytesPerRow, clockwise: rotation == .degrees90)
        return
    }
    simdRotateInThisBuild(source, into: destination, by: rotation)
}

/// The quarter turn of `simdRotate` for a plane of at least one tile (16x16 bytes or 8x8 pairs),
/// as `KernelTable.quarterTurn`: a `width x height` source of `channels` (1 or 2) bytes per sample,
/// `bytesPerRow` apart, into a `height x width` destination, clockwise (90 degrees) or not (270).
/// - Precondition: `width` and `height` at least 16 (bytes) or 8 (pairs); the planes as `SampleGrid` requires.
public func simdQuarterTurn(
    _ source: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, channels: Int,
    into destination: UnsafeMutablePointer<UInt8>, bytesPerRow destinationBytesPerRow: Int, clockwise: Bool
) {
    let from = SampleGrid(base: UnsafeMutablePointer(mutating: source), width: width, height: height, bytesPerRow: bytesPerRow, channels: channels)
    let to = SampleGrid(base: destination, width: height, height: width, bytesPerRow: destinationBytesPerRow, channels: channels)
    simdRotateInThisBuild(from, into: to, by: clockwise ? .degrees90 : .degrees270)
}

/// `simdRotate` with this module's build of every case (inlined into `simdRotate` and `simdQuarterTurn`).
@inline(__always)
private func simdRotateInThisBuild(_ source: SampleGrid, into destination: SampleGrid, by rotation: Rotation) {
    let pairs = source.channels == 2
    let side = pairs ? 8 : 16
    let fits = rotation == .degrees180 ? source.width >= side : source.width >= side && source.height >= side
    switch (rotation, pairs, fits) {
    case (_, false, false): tiledRotate(source, into: destination, by: rotation, as: UInt8.self)
    case (_, true, false): tiledRotate(source, into: destination, by: rotation, as: UInt16.self)
    case (.degrees180, false, true): halfTurn(source, into: destination, pairs: false)
    case (.degrees180, true, true): halfTurn(source, into: destination, pairs: true)
    case (.degrees90, false, true): quarterTurn(clockwiseBytes: source, into: destination)
    case (.degrees90, true, true): quarterTurn(clockwisePairs: source, into: destination)
    case (.degrees270, false, true): quarterTurn(counterclockwiseBytes: source, into: destination)
    case (.degrees270, true, true): quarterTurn(counterclockwisePairs: source, into: destination)
    }
}

// One function per case (all named `quarterTurn(`, as Arm64/asm-rules.txt finds them), so that
// each is `quarterTurn` with its constants folded (inlined into
// `simdRotate` itself, the four copies were too large for the optimizer, which then called one
// unspecialised copy).
@inline(never)
private func quarterTurn(clockwiseBytes source: SampleGrid, into destination: SampleGrid) {
    quarterTurn(source, into: destination, clockwise: true, pairs: false)
}

@inline(never)
private func quarterTurn(clockwisePairs source: SampleGrid, into destination: SampleGrid) {
    quarterTurn(source, into: destination, clockwise: true, pairs: true)
}

@inline(never)
private func quarterTurn(counterclockwiseBytes source: SampleGrid, into destination: SampleGrid) {
    quarterTurn(source, into: destination, clockwise: false, pairs: false)
}

@inline(never)
private func quarterTurn(counterclockwisePairs source: SampleGrid, into destination: SampleGrid) {
    quarterTurn(source, into: destination, clockwise: false, pairs: true)
}

/// Destination tile (x, y) of a clockwise quarter turn holds source columns y... read from source
/// row `height - 1 - x` upwards; of a counter-clockwise one, source rows x... whose columns
/// `width - side - y`... land bottom-up.
@inline(__always)
private func quarterTurn(_ source: SampleGrid, into destination: SampleGrid, clockwise: Bool, pairs: Bool) {
    // Byte planes a row of tiles at a time where this architecture walks them so (`quarterTurnByTileRows`).
    if !pairs, quarterTurnedBytesByTileRows(source, into: destination, clockwise: clockwise) { return }
    let sample = pairs ? 2 : 1, side = pairs ? 8 : 16
    let from = UnsafeRawPointer(source.baseAddress), to = destination.baseAddress
    let sourceStride = source.bytesPerRow, destinationStride = destination.bytesPerRow
    let width = source.width, height = source.height
    let lastTileRow = destination.height - side
    forEachTileInDestinationOrder(width: destination.width, height: destination.height, side: side) { x, step in
        // Clockwise, destination rows y... read source columns y...; counter-clockwise, rows are
        // taken bottom-up (y = lastTileRow - step), so that there too the source column, `step`,
        // goes left to right along the source lines.
        let y = clockwise ? step : lastTileRow &- step
        let tileSource: UnsafeRawPointer, tileSourceStride: Int, tileDestination: UnsafeMutableRawPointer, tileDestinationStride: Int
        if clockwise {
            tileSource = from + (height - 1 - x) * sourceStride + y * sample
            tileSourceStride = -sourceStride
            tileDestination = to + y * destinationStride + x * sample
            tileDestinationStride = destinationStride
        } else {
            tileSource = from + x * sourceStride + (width - side - y) * sample
            tileSourceStride = sourceStride
            tileDestination = to + (y + side - 1) * destinationStride + x * sample
            tileDestinationStride = -destinationStride
        }
        prefetchNextLineGroup(tileSource, stride: tileSourceStride, rows: side, tileRow: step, ahead: 64)
        if pairs {
            transposePairs8x8(from: tileSource, stride: tileSourceStride, to: tileDestination, stride: tileDestinationStride)
        } else {
            quarterTurnByteTile(from: tileSource, stride: tileSourceStride, to: tileDestination, stride: tileDestinationStride)
        }
    }
}

/// A tile transpose for `quarterTurnByTileRows`: `side x side` samples of `sampleBytes` bytes.
protocol QuarterTurnTile {
    /// Samples per tile side (16 bytes or 8 pairs).
    static var side: Int { get }
    /// Bytes per sample.
    static var sampleBytes: Int { get }
    /// Transposes one tile: sample `x` of source row `y` becomes sample `y` of destination row `x`;
    /// strides may be negative.
    static func transpose(from source: UnsafeRawPointer, stride: Int, to destination: UnsafeMutableRawPointer, stride: Int)
}

/// `quarterTurn` walked a row of tiles at a time with the tile addresses carried as integers from
/// one tile to the next (the source moves `side` rows, the destination `side` samples): the same
/// tiles in the same order, with the same prefetches (`prefetchNextLineGroup`'s rows). Computed
/// from the tile's coordinates (`quarterTurn`'s loop), the addresses cost 13 adds and a checked
/// multiply per tile (115 arm64 instructions a 16x16 tile); carried as pointers, LLVM's loop
/// strength reduction rewrote the 16 row loads as a chain of adds or spilled their offsets
/// (119-126). As integers, which it does not look through, each row load is one load at an offset
/// held in a register: 99 instructions a tile on arm64 (docs/design/kernels.md). arm64 walks its
/// byte planes this way, x86-64-v3 both kinds (`simdQuarterTurnInLanes`).
@inline(__always)
func quarterTurnByTileRows<Tile: QuarterTurnTile>(_ source: SampleGrid, into destination: SampleGrid, clockwise: Bool, _: Tile.Type) {
    let side = Tile.side, sample = Tile.sampleBytes
    let from = UnsafeRawPointer(source.baseAddress), to = destination.baseAddress
    let sourceStride = source.bytesPerRow, destinationStride = destination.bytesPerRow
    let width = source.width, height = source.height
    let lastTileRow = destination.height &- side, lastTile = destination.width &- side
    // Clockwise, tiles read source rows upwards and write destination rows downwards;
    // counter-clockwise, the other way round (as in `quarterTurn`).
    let tileSourceStride = clockwise ? 0 &- sourceStride : sourceStride
    let tileDestinationStride = clockwise ? destinationStride : 0 &- destinationStride
    let sourceStep = UInt(bitPattern: side &* tileSourceStride), destinationStep = UInt(bitPattern: side &* sample)
    // `prefetchNextLineGroup`: a quarter of the tile's rows, the quarter chosen by the row of tiles.
    let quarterRows = side &>> 2, tileRowShift = side == 16 ? 4 : 3
    // Non-zero: addresses within the planes.
    @inline(__always) func address(_ value: UInt) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: value).unsafelyUnwrapped }
    forEachTileStart(length: destination.height, side: side) { step in
        let y = clockwise ? step : lastTileRow &- step
        // Tile x = 0 of this row of tiles.
        let firstSource = clockwise ? from + ((height &- 1) &* sourceStride &+ y &* sample) : from + (width &- side &- y) &* sample
        let firstDestination = to + (clockwise ? y : y &+ side &- 1) &* destinationStride
        // `prefetchNextLineGroup`'s rows, from the tile's first row.
        let ahead = (((step &>> tileRowShift) & 3) &* quarterRows) &* tileSourceStride &+ 64
        @inline(__always) func tile(_ tileSource: UInt, _ tileDestination: UInt) {
            let next = address(tileSource) + ahead
            pip_prefetch_read(next)
            pip_prefetch_read(next + tileSourceStride)
            if quarterRows == 4 {
                pip_prefetch_read(next + 2 &* tileSourceStride)
                pip_prefetch_read(next + 3 &* tileSourceStride)
            }
            Tile.transpose(from: address(tileSource), stride: tileSourceStride, to: address(tileDestination), stride: tileDestinationStride)
        }
        var tileSource = UInt(bitPattern: firstSource), tileDestination = UInt(bitPattern: firstDestination)
        let end = tileDestination &+ UInt(bitPattern: lastTile &* sample)
        while tileDestination < end {
            tile(tileSource, tileDestination)
            tileSource &+= sourceStep
            tileDestination &+= destinationStep
        }
        // The last tile aligned to the row's far end (`forEachTileStart`).
        tile(UInt(bitPattern: firstSource + lastTile &* tileSourceStride), UInt(bitPattern: firstDestination + lastTile &* sample))
    }
}

/// A quarter turn reads a 16-byte column of every source row per row of tiles, and the next three
/// rows of tiles read the rest of those 64-byte lines; the fourth moves on to the next line of every
/// row, one line per row, an order the hardware prefetchers do not follow (a cold 720p NV12 turn
/// took 2x its read+write roofline). So each tile asks for the next line (`ahead` bytes along the row,
/// where the walk goes next) of a quarter of its rows, the quarter chosen by the row of tiles: over
/// four rows of tiles every row's next line is requested, one to four rows of tiles before it is read.
@inline(__always)
private func prefetchNextLineGroup(_ tileSource: UnsafeRawPointer, stride: Int, rows: Int, tileRow: Int, ahead: Int) {
    // Rows per quarter: 4 of a 16-row tile, 2 of an 8-row one; the quarter is the row of tiles mod 4.
    let quarterShift = rows == 16 ? 2 : 1
    let first = ((tileRow &>> (quarterShift &+ 2)) & 3) &<< quarterShift
    let row = tileSource + (first &* stride &+ ahead)
    pip_prefetch_read(row)
    pip_prefetch_read(row + stride)
    if rows == 16 {
        pip_prefetch_read(row + 2 &* stride)
        pip_prefetch_read(row + 3 &* stride)
    }
}

/// Source row y, reversed 16 bytes at a time, becomes destination row `height - 1 - y`.
@inline(__always)
private func halfTurn(_ source: SampleGrid, into destination: SampleGrid, pairs: Bool) {
    let from = UnsafeRawPointer(source.baseAddress), to = destination.baseAddress
    let rowBytes = source.rowBytes, height = source.height
    for y in 0..<height {
        let sourceRow = from + y * source.bytesPerRow
        let destinationRow = to + (height - 1 - y) * destination.bytesPerRow
        // The 16 bytes at x land reversed at rowBytes - 16 - x. Four segments per step, then single
        // segments, then one aligned to the row's end. (Wrapping arithmetic: every offset is within
        // the row, and checked arithmetic doubled this loop's instructions.)
        @inline(__always) func segment(_ x: Int) {
            if pairs {
                let value = sourceRow.loadUnaligned(fromByteOffset: x, as: SIMD8<UInt16>.self)
                destinationRow.storeBytes(of: reversedPairs(value), toByteOffset: rowBytes &- 16 &- x, as: SIMD8<UInt16>.self)
            } else {
                let value = sourceRow.loadUnaligned(fromByteOffset: x, as: SIMD16<UInt8>.self)
                destinationRow.storeBytes(of: reversedBytes(value), toByteOffset: rowBytes &- 16 &- x, as: SIMD16<UInt8>.self)
            }
        }
        var x = 0
        while x &+ 64 <= rowBytes {
            segment(x); segment(x &+ 16); segment(x &+ 32); segment(x &+ 48)
            x &+= 64
        }
        while x &+ 16 <= rowBytes {
            segment(x)
            x &+= 16
        }
        if x < rowBytes { segment(rowBytes &- 16) }
    }
}

#if arch(x86_64)
// The quarter turns spelled for x86-64-v3 (`KernelTable.x86V3`): two tile rows per 256-bit register
// (SIMDTranspose+X86.swift), walked a row of tiles at a time. SIMDRotatePlane.swift has what every
// architecture shares.
// Files per ISA (docs/design/kernels.md): each `+NEON` file is compiled for arm64 only, each
// `+Portable` file for every other architecture, each `+X86` file for x86-64 only.

/// `simdQuarterTurn` spelled for x86-64-v3 (`KernelTable.x86V3`): the same tiles in the same
/// order, each a pair of rows per 256-bit register (`transposeBytes16x16InLanes`,
/// `transposePairs8x8InLanes`), walked a row of tiles at a time (`quarterTurnByTileRows`).
/// Compiled for baseline x86-64 too, which keeps `simdQuarterTurn`.
/// - Precondition: as `simdQuarterTurn`.
public func simdQuarterTurnInLanes(
    _ source: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, channels: Int,
    into destination: UnsafeMutablePointer<UInt8>, bytesPerRow destinationBytesPerRow: Int, clockwise: Bool
) {
    let from = SampleGrid(base: UnsafeMutablePointer(mutating: source), width: width, height: height, bytesPerRow: bytesPerRow, channels: channels)
    let to = SampleGrid(base: destination, width: height, height: width, bytesPerRow: destinationBytesPerRow, channels: channels)
    switch (clockwise, channels == 2) {
    case (true, false): quarterTurnInLanes(clockwiseBytes: from, into: to)
    case (true, true): quarterTurnInLanes(clockwisePairs: from, into: to)
    case (false, false): quarterTurnInLanes(counterclockwiseBytes: from, into: to)
    case (false, true): quarterTurnInLanes(counterclockwisePairs: from, into: to)
    }
}

// One function per case, as `quarterTurn(clockwiseBytes:into:)` and the others.
@inline(never)
private func quarterTurnInLanes(clockwiseBytes source: SampleGrid, into destination: SampleGrid) {
    quarterTurnByTileRows(source, into: destination, clockwise: true, InLanesByteTile.self)
}

@inline(never)
private func quarterTurnInLanes(clockwisePairs source: SampleGrid, into destination: SampleGrid) {
    quarterTurnByTileRows(source, into: destination, clockwise: true, InLanesPairTile.self)
}

@inline(never)
private func quarterTurnInLanes(counterclockwiseBytes source: SampleGrid, into destination: SampleGrid) {
    quarterTurnByTileRows(source, into: destination, clockwise: false, InLanesByteTile.self)
}

@inline(never)
private func quarterTurnInLanes(counterclockwisePairs source: SampleGrid, into destination: SampleGrid) {
    quarterTurnByTileRows(source, into: destination, clockwise: false, InLanesPairTile.self)
}

/// The x86-64-v3 spelling's byte tile: `transposeBytes16x16InLanes`.
enum InLanesByteTile: QuarterTurnTile {
    static var side: Int { 16 }
    static var sampleBytes: Int { 1 }
    @inline(__always)
    static func transpose(from source: UnsafeRawPointer, stride sourceStride: Int, to destination: UnsafeMutableRawPointer, stride destinationStride: Int) {
        transposeBytes16x16InLanes(from: source, stride: sourceStride, to: destination, stride: destinationStride)
    }
}

/// The x86-64-v3 spelling's pair tile: `transposePairs8x8InLanes`.
enum InLanesPairTile: QuarterTurnTile {
    static var side: Int { 8 }
    static var sampleBytes: Int { 2 }
    @inline(__always)
    static func transpose(from source: UnsafeRawPointer, stride sourceStride: Int, to destination: UnsafeMutableRawPointer, stride destinationStride: Int) {
        transposePairs8x8InLanes(from: source, stride: sourceStride, to: destination, stride: destinationStride)
    }
}
#endif

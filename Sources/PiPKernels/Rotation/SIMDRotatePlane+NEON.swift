#if arch(arm64)
// The quarter turns' byte tiles as arm64 spells them: zip rounds (`transposeBytes16x16`), walked a
// row of tiles at a time. SIMDRotatePlane.swift has what every architecture shares.
// Files per ISA (docs/design/kernels.md): each `+NEON` file is compiled for arm64 only, each
// `+Portable` file for every other architecture, each `+X86` file for x86-64 only.

/// Turns a plane of bytes a quarter a row of tiles at a time (`quarterTurnByTileRows` with
/// `ZipRoundsByteTile`), as `quarterTurn` does on arm64; returns true: it did.
@inline(__always)
func quarterTurnedBytesByTileRows(_ source: SampleGrid, into destination: SampleGrid, clockwise: Bool) -> Bool {
    quarterTurnByTileRows(source, into: destination, clockwise: clockwise, ZipRoundsByteTile.self)
    return true
}

/// One 16x16-byte tile of `quarterTurn`: arm64 keeps its rounds (`transposeBytes16x16`).
@inline(__always)
func quarterTurnByteTile(
    from source: UnsafeRawPointer, stride sourceStride: Int, to destination: UnsafeMutableRawPointer, stride destinationStride: Int
) {
    transposeBytes16x16(from: source, stride: sourceStride, to: destination, stride: destinationStride)
}

/// arm64's byte tile: `transposeBytes16x16` (zip rounds, rows stored two at a time).
enum ZipRoundsByteTile: QuarterTurnTile {
    static var side: Int { 16 }
    static var sampleBytes: Int { 1 }
    @inline(__always)
    static func transpose(from source: UnsafeRawPointer, stride sourceStride: Int, to destination: UnsafeMutableRawPointer, stride destinationStride: Int) {
        transposeBytes16x16(from: source, stride: sourceStride, to: destination, stride: destinationStride)
    }
}
#endif

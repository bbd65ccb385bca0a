#if !arch(arm64)
// The quarter turns' byte tiles as every architecture but arm64 spells them (x86-64's two builds):
// the staged transpose in two halves, tile by tile. SIMDRotatePlane.swift has what every
// architecture shares.
// Files per ISA (docs/design/kernels.md): each `+NEON` file is compiled for arm64 only, each
// `+Portable` file for every other architecture, each `+X86` file for x86-64 only.

/// Where arm64 turns a plane of bytes a row of tiles at a time, `quarterTurn` here walks them tile
/// by tile itself: returns false, having written nothing.
@inline(__always)
func quarterTurnedBytesByTileRows(_ source: SampleGrid, into destination: SampleGrid, clockwise: Bool) -> Bool {
    false
}

/// One 16x16-byte tile of `quarterTurn`. x86-64: the staged transpose in two halves of 8 columns,
/// which does not spill (`transposeBytes16x16ByHalves`; hot 0.93-0.97x, cold 0.93-0.98x of the
/// stages in one run, docs/design/cold-path.md).
@inline(__always)
func quarterTurnByteTile(
    from source: UnsafeRawPointer, stride sourceStride: Int, to destination: UnsafeMutableRawPointer, stride destinationStride: Int
) {
    transposeBytes16x16ByHalves(from: source, stride: sourceStride, to: destination, stride: destinationStride)
}
#endif

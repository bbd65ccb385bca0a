/// Rotates U and V and interleaves them into `cbcr` in one pass with 16-byte vectors: each 8-byte
/// U and V row segment becomes 8 CbCr pairs (one byte unpack), then 8x8-pair tiles are transposed
/// for quarter turns, or the pairs reversed for the half turn. Planes narrower (or, for quarter
/// turns, shorter) than 8 samples take the scalar tiled path.
public func simdRotateInterleaving(u: SampleGrid, v: SampleGrid, into cbcr: SampleGrid, by rotation: Rotation) {
    let side = 8
    switch rotation {
    case _ where u.width < side || (rotation != .degrees180 && u.height < side):
        tiledRotateInterleaving(u: u, v: v, into: cbcr, by: rotation)
    case .degrees90: quarterTurnInterleaving(u: u, v: v, into: cbcr, clockwise: true)
    case .degrees270: quarterTurnInterleaving(u: u, v: v, into: cbcr, clockwise: false)
    case .degrees180: halfTurnInterleaving(u: u, v: v, into: cbcr)
    }
}

/// Destination tile (x, y) reads the U and V tiles a byte plane's quarter turn would (see
/// `simdRotate`), pairs their rows, and transposes the pairs.
@inline(__always)
private func quarterTurnInterleaving(u: SampleGrid, v: SampleGrid, into cbcr: SampleGrid, clockwise: Bool) {
    let side = 8
    let uBase = UnsafeRawPointer(u.baseAddress), vBase = UnsafeRawPointer(v.baseAddress), to = cbcr.baseAddress
    let uStride = u.bytesPerRow, vStride = v.bytesPerRow, cbcrStride = cbcr.bytesPerRow
    let width = u.width, height = u.height
    let lastTileRow = cbcr.height - side
    forEachTileInDestinationOrder(width: cbcr.width, height: cbcr.height, side: side) { x, step in
        // Counter-clockwise, tile rows bottom-up, so that the U and V lines are read left to right
        // (as `simdRotate`'s quarter turns do; docs/design/cold-path.md).
        let y = clockwise ? step : lastTileRow &- step
        let uTile: UnsafeRawPointer, vTile: UnsafeRawPointer, uStep: Int, vStep: Int
        let tileDestination: UnsafeMutableRawPointer, destinationStep: Int
        if clockwise {
            uTile = uBase + (height - 1 - x) * uStride + y
            vTile = vBase + (height - 1 - x) * vStride + y
            (uStep, vStep) = (-uStride, -vStride)
            tileDestination = to + y * cbcrStride + 2 * x
            destinationStep = cbcrStride
        } else {
            uTile = uBase + x * uStride + (width - side - y)
            vTile = vBase + x * vStride + (width - side - y)
            (uStep, vStep) = (uStride, vStride)
            tileDestination = to + (y + side - 1) * cbcrStride + 2 * x
            destinationStep = -cbcrStride
        }
        @inline(__always) func pairs(_ row: Int) -> SIMD8<UInt16> {
            interleaveBytes(uTile.loadUnaligned(fromByteOffset: row &* uStep, as: SIMD8<UInt8>.self),
                            vTile.loadUnaligned(fromByteOffset: row &* vStep, as: SIMD8<UInt8>.self))
        }
        storeTransposedPairs(pairs(0), pairs(1), pairs(2), pairs(3), pairs(4), pairs(5), pairs(6), pairs(7),
                             to: tileDestination, stride: destinationStep)
    }
}

/// Chroma row y, 8 U and 8 V bytes at a time interleaved and reversed, becomes CbCr row `height - 1 - y`.
@inline(__always)
private func halfTurnInterleaving(u: SampleGrid, v: SampleGrid, into cbcr: SampleGrid) {
    let width = u.width, height = u.height
    for y in 0..<height {
        let uRow = UnsafeRawPointer(u.baseAddress) + y * u.bytesPerRow
        let vRow = UnsafeRawPointer(v.baseAddress) + y * v.bytesPerRow
        let cbcrRow = cbcr.baseAddress + (height - 1 - y) * cbcr.bytesPerRow
        forEachTileStart(length: width, side: 8) { x in
            let pairs = interleaveBytes(uRow.loadUnaligned(fromByteOffset: x, as: SIMD8<UInt8>.self),
                                        vRow.loadUnaligned(fromByteOffset: x, as: SIMD8<UInt8>.self))
            cbcrRow.storeBytes(of: reversedPairs(pairs), toByteOffset: 2 * (width - 8 - x), as: SIMD8<UInt16>.self)
        }
    }
}

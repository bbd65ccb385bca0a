/// Destination tiles of 64 bytes square (one cache line per tile row), so a tile's source rows and
/// destination rows both stay in the L1 cache while it is copied.
let tileBytes = 64

/// Calls `body(x, y, width, height)` for every tile of a `width x height` plane, row of tiles by row of tiles.
@inline(__always)
func forEachTile(width: Int, height: Int, side: Int, _ body: (Int, Int, Int, Int) -> Void) {
    var tileY = 0
    while tileY < height {
        var tileX = 0
        while tileX < width {
            body(tileX, tileY, min(side, width - tileX), min(side, height - tileY))
            tileX += side
        }
        tileY += side
    }
}

/// The `tiled` kernel for one plane: bytes (Y, U, V) or CbCr pairs moved one sample at a time,
/// tile by tile.
/// - Precondition: `destination` is `source` rotated (validated).
public func tiledRotate(_ source: SampleGrid, into destination: SampleGrid, by rotation: Rotation) {
    if source.channels == 2 {
        tiledRotate(source, into: destination, by: rotation, as: UInt16.self)
    } else {
        tiledRotate(source, into: destination, by: rotation, as: UInt8.self)
    }
}

/// Copies `source` rotated into `destination` one `Sample` at a time, tile by tile, each tile in
/// destination order with the source address stepped by a `SourceWalk`.
/// - Precondition: `destination` is `source` rotated, with samples of `Sample`'s size (validated).
func tiledRotate<Sample: FixedWidthInteger>(_ source: SampleGrid, into destination: SampleGrid, by rotation: Rotation, as _: Sample.Type) {
    let size = MemoryLayout<Sample>.size
    let walk = SourceWalk(source, rotation)
    let from = UnsafeRawPointer(source.baseAddress), to = destination.baseAddress, stride = destination.bytesPerRow
    forEachTile(width: destination.width, height: destination.height, side: tileBytes / size) { tileX, tileY, width, height in
        for y in tileY..<(tileY + height) {
            var offset = walk.offset(x: tileX, y: y)
            let row = to + y * stride
            for x in tileX..<(tileX + width) {
                row.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: Sample.self), toByteOffset: x * size, as: Sample.self)
                offset += walk.xStep
            }
        }
    }
}

/// Fills `cbcr` tile by tile, each pair from its rotated U and V samples.
public func tiledRotateInterleaving(u: SampleGrid, v: SampleGrid, into cbcr: SampleGrid, by rotation: Rotation) {
    let uWalk = SourceWalk(u, rotation), vWalk = SourceWalk(v, rotation)
    let uBytes = u.base, vBytes = v.base, to = cbcr.base, stride = cbcr.bytesPerRow
    forEachTile(width: cbcr.width, height: cbcr.height, side: tileBytes / 2) { tileX, tileY, width, height in
        for y in tileY..<(tileY + height) {
            var uOffset = uWalk.offset(x: tileX, y: y), vOffset = vWalk.offset(x: tileX, y: y)
            let row = to + y * stride
            for x in tileX..<(tileX + width) {
                row[2 * x] = uBytes[uOffset]
                row[2 * x + 1] = vBytes[vOffset]
                uOffset += uWalk.xStep
                vOffset += vWalk.xStep
            }
        }
    }
}

extension RotateNV12Strategy {
    /// Cache-blocked scalar copy: the destination in 4 KiB tiles, the source walked linearly.
    public static let tiled = RotateNV12Strategy(
        id: "tiled",
        summary: "cache-blocked scalar transpose: 64x64-byte Y tiles and 32x32-pair CbCr tiles, one sample at a time",
        kernel: { source, destination, rotation in
            tiledRotate(source.y, into: destination.y, by: rotation, as: UInt8.self)
            tiledRotate(source.cbcr, into: destination.cbcr, by: rotation, as: UInt16.self)
        })
}

extension RotateI420Strategy {
    /// Cache-blocked scalar copy of each plane.
    public static let tiled = RotateI420Strategy(
        id: "tiled",
        summary: "cache-blocked scalar transpose of each plane in 64x64-byte tiles, one byte at a time",
        kernel: { source, destination, rotation in
            for (from, to) in zip(source.planes, destination.planes) { tiledRotate(from, into: to, by: rotation, as: UInt8.self) }
        })
}

extension I420ToNV12RotateStrategy {
    /// Cache-blocked scalar copy of Y; CbCr tiles gathered from U and V.
    public static let tiled = I420ToNV12RotateStrategy(
        id: "tiled",
        summary: "cache-blocked scalar transpose: 64x64-byte Y tiles, 32x32-pair CbCr tiles gathered from U and V",
        kernel: { source, destination, rotation in
            tiledRotate(source.y, into: destination.y, by: rotation, as: UInt8.self)
            tiledRotateInterleaving(u: source.u, v: source.v, into: destination.cbcr, by: rotation)
        })
}

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

/// Copies `source` rotated into `destination` one `Sample` at a time, tile by tile, each tile in
/// destination order with the source address stepped by a `SourceWalk`.
/// - Precondition: `destination` is `source` rotated, with samples of `Sample`'s size (validated).
func tiledRotate<Sample: FixedWidthInteger>(_ source: Plane, into destination: Plane, by rotation: Rotation, as _: Sample.Type) {
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
func tiledRotateInterleaving(u: Plane, v: Plane, into cbcr: Plane, by rotation: Rotation) {
    let uWalk = SourceWalk(u, rotation), vWalk = SourceWalk(v, rotation)
    let uBytes = u.bytes, vBytes = v.bytes, to = cbcr.bytes, stride = cbcr.bytesPerRow
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

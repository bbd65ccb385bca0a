extension RotateNV12Strategy {
    /// The textbook loop: for every destination sample, compute its source position and copy it.
    public static let naive = RotateNV12Strategy(
        id: "naive",
        summary: "per-pixel index arithmetic in destination order: one Y byte or one CbCr pair at a time",
        kernel: { source, destination, rotation in
            naiveRotate(source.y, into: destination.y, by: rotation, as: UInt8.self)
            naiveRotate(source.cbcr, into: destination.cbcr, by: rotation, as: UInt16.self)
        })
}

extension RotateI420Strategy {
    /// The textbook loop on each of the three planes, one byte at a time.
    public static let naive = RotateI420Strategy(
        id: "naive",
        summary: "per-pixel index arithmetic in destination order, one byte at a time, plane by plane",
        kernel: { source, destination, rotation in
            for (from, to) in zip(source.planes, destination.planes) { naiveRotate(from, into: to, by: rotation, as: UInt8.self) }
        })
}

extension I420ToNV12RotateStrategy {
    /// The textbook loop: Y byte by byte, then each CbCr pair gathered from U and V.
    public static let naive = I420ToNV12RotateStrategy(
        id: "naive",
        summary: "per-pixel index arithmetic in destination order: Y byte by byte, each CbCr pair from U and V",
        kernel: { source, destination, rotation in
            naiveRotate(source.y, into: destination.y, by: rotation, as: UInt8.self)
            naiveRotateInterleaving(u: source.u, v: source.v, into: destination.cbcr, by: rotation)
        })
}

/// For every destination sample, in destination order, the source position from
/// `Rotation.sourcePosition(ofX:y:in:)` and one load and one store of a `Sample`.
/// - Precondition: `destination` is `source` rotated, with samples of `Sample`'s size (validated).
func naiveRotate<Sample: FixedWidthInteger>(_ source: Plane, into destination: Plane, by rotation: Rotation, as _: Sample.Type) {
    let size = MemoryLayout<Sample>.size
    let from = UnsafeRawPointer(source.baseAddress), to = destination.baseAddress
    for y in 0..<destination.height {
        for x in 0..<destination.width {
            let position = rotation.sourcePosition(ofX: x, y: y, in: source.size)
            let sample = from.loadUnaligned(fromByteOffset: position.y * source.bytesPerRow + position.x * size, as: Sample.self)
            to.storeBytes(of: sample, toByteOffset: y * destination.bytesPerRow + x * size, as: Sample.self)
        }
    }
}

/// For every destination CbCr pair, in destination order, one U and one V byte from their rotated positions.
func naiveRotateInterleaving(u: Plane, v: Plane, into cbcr: Plane, by rotation: Rotation) {
    let uBytes = u.bytes, vBytes = v.bytes, cbcrBytes = cbcr.bytes
    for y in 0..<cbcr.height {
        for x in 0..<cbcr.width {
            let position = rotation.sourcePosition(ofX: x, y: y, in: u.size)
            cbcrBytes[y * cbcr.bytesPerRow + 2 * x] = uBytes[position.y * u.bytesPerRow + position.x]
            cbcrBytes[y * cbcr.bytesPerRow + 2 * x + 1] = vBytes[position.y * v.bytesPerRow + position.x]
        }
    }
}

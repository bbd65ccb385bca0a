/// The `naive` kernel for one plane: bytes (Y, U, V) or CbCr pairs moved one sample at a time.
/// - Precondition: `destination` is `source` rotated (validated).
public func naiveRotate(_ source: SampleGrid, into destination: SampleGrid, by rotation: Rotation) {
    if source.channels == 2 {
        naiveRotate(source, into: destination, by: rotation, as: UInt16.self)
    } else {
        naiveRotate(source, into: destination, by: rotation, as: UInt8.self)
    }
}

/// For every destination sample, in destination order, the source position from
/// `Rotation.sourcePosition(ofX:y:in:)` and one load and one store of a `Sample`.
/// - Precondition: `destination` is `source` rotated, with samples of `Sample`'s size (validated).
/// Kept out of line: one function per sample size, whatever kernel calls it.
@inline(never)
func naiveRotate<Sample: FixedWidthInteger>(_ source: SampleGrid, into destination: SampleGrid, by rotation: Rotation, as _: Sample.Type) {
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
public func naiveRotateInterleaving(u: SampleGrid, v: SampleGrid, into cbcr: SampleGrid, by rotation: Rotation) {
    let uBytes = u.base, vBytes = v.base, cbcrBytes = cbcr.base
    for y in 0..<cbcr.height {
        for x in 0..<cbcr.width {
            let position = rotation.sourcePosition(ofX: x, y: y, in: u.size)
            cbcrBytes[y * cbcr.bytesPerRow + 2 * x] = uBytes[position.y * u.bytesPerRow + position.x]
            cbcrBytes[y * cbcr.bytesPerRow + 2 * x + 1] = vBytes[position.y * v.bytesPerRow + position.x]
        }
    }
}

extension RotateNV12Strategy {
    /// Portable Swift SIMD: 16x16-byte Y tiles and 8x8-pair CbCr tiles transposed by unpacks.
    public static let simd = RotateNV12Strategy(
        id: "simd",
        summary: "portable Swift SIMD: 16x16-byte Y and 8x8-pair CbCr tile transposes by unpacks, in destination order; reversed 16-byte segments for 180",
        kernel: { source, destination, rotation in
            simdRotate(source.y, into: destination.y, by: rotation)
            simdRotate(source.cbcr, into: destination.cbcr, by: rotation)
        })
}

extension RotateI420Strategy {
    /// Portable Swift SIMD: 16x16-byte tile transposes on each plane.
    public static let simd = RotateI420Strategy(
        id: "simd",
        summary: "portable Swift SIMD: 16x16-byte tile transposes by unpacks on each plane; reversed 16-byte segments for 180",
        kernel: { source, destination, rotation in
            for (from, to) in zip(source.planes, destination.planes) { simdRotate(from, into: to, by: rotation) }
        })
}

extension I420ToNV12RotateStrategy {
    /// Portable Swift SIMD: Y as for RotateI420; U and V paired by a byte unpack, then 8x8-pair tiles transposed.
    public static let simd = I420ToNV12RotateStrategy(
        id: "simd",
        summary: "portable Swift SIMD in one pass: 16x16-byte Y tile transposes; U+V rows unpacked to pairs, 8x8-pair tile transposes",
        kernel: { source, destination, rotation in
            simdRotate(source.y, into: destination.y, by: rotation)
            simdRotateInterleaving(u: source.u, v: source.v, into: destination.cbcr, by: rotation)
        })
}

/// The lane-level steps of the simd I420 -> BGRA kernel, in a namespace so their short names
/// cannot collide with other kernels' helpers.
///
/// The helpers are spelled out element by element on purpose: the optimizer turns each into one
/// or two unpack/pack instructions, whereas the standard library's generic conversions between
/// vector types (`init(truncatingIfNeeded:)`, `init(clamping:)`) compile to scalar loops through
/// the stack.
enum BGRALanes {
    /// (sum >> 6) + headroom, clamped to 0...255, as bytes.
    @inline(__always)
    static func channel(_ sum: SIMD16<Int16>, headroom: Int16) -> SIMD16<UInt8> {
        narrow(clampedToByteRange((sum &>> 6) &+ headroom))
    }

    /// max(min(x, 255), 0) per lane, written with sign masks. Followed by `narrow`, the optimizer
    /// recognises the whole as one unsigned-saturating pack per 16 lanes (packuswb on x86, sqxtun on
    /// arm64) and emits no min or max at all. The order matters: clamping at 0 first, or using the
    /// standard library's `pointwiseMin`/`pointwiseMax`/`clamped` (which stay out-of-line calls
    /// here), leaves explicit min/max instructions in the loop.
    @inline(__always)
    static func clampedToByteRange(_ x: SIMD16<Int16>) -> SIMD16<Int16> {
        let excess = x &- 255
        let atMost255 = (excess & (excess &>> 15)) &+ 255
        return atMost255 & ~(atMost255 &>> 15)
    }

    /// Zero-extends 8 bytes to 8 Int16 lanes.
    @inline(__always)
    static func widen(_ b: SIMD8<UInt8>) -> SIMD8<Int16> {
        SIMD8(Int16(b[0]), Int16(b[1]), Int16(b[2]), Int16(b[3]), Int16(b[4]), Int16(b[5]), Int16(b[6]), Int16(b[7]))
    }

    /// Zero-extends 16 bytes to 16 UInt16 lanes (`widened`, shared with the scaling kernels).
    @inline(__always)
    static func widen(_ b: SIMD16<UInt8>) -> SIMD16<UInt16> { widened(b) }

    /// (c0, c0, c1, c1, ..., c7, c7): one chroma term for each of the two pixels that share it.
    @inline(__always)
    static func duplicate(_ c: SIMD8<Int16>) -> SIMD16<Int16> {
        SIMD16(c[0], c[0], c[1], c[1], c[2], c[2], c[3], c[3], c[4], c[4], c[5], c[5], c[6], c[6], c[7], c[7])
    }

    /// The low byte of each lane (lanes are already within 0...255): `narrowed` on the same bits.
    @inline(__always)
    static func narrow(_ w: SIMD16<Int16>) -> SIMD16<UInt8> { narrowed(unsafeBitCast(w, to: SIMD16<UInt16>.self)) }

    /// B, G, R, A bytes of 16 pixels: (b, g) and (r, 255) byte pairs interleaved, then the pairs.
    @inline(__always)
    static func bgra(blue: SIMD16<UInt8>, green: SIMD16<UInt8>, red: SIMD16<UInt8>) -> SIMD64<UInt8> {
        let blueGreen = unsafeBitCast(interleaveBytes(blue, green), to: SIMD16<UInt16>.self)
        let redAlpha = unsafeBitCast(interleaveBytes(red, SIMD16(repeating: 255)), to: SIMD16<UInt16>.self)
        return unsafeBitCast(interleaveWords(blueGreen, redAlpha), to: SIMD64<UInt8>.self)
    }

    /// (a0, b0, a1, b1, ..., a15, b15) for 8-bit lanes.
    @inline(__always)
    static func interleaveBytes(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD32<UInt8> {
        SIMD32(
            a[0], b[0], a[1], b[1], a[2], b[2], a[3], b[3], a[4], b[4], a[5], b[5], a[6], b[6], a[7], b[7],
            a[8], b[8], a[9], b[9], a[10], b[10], a[11], b[11], a[12], b[12], a[13], b[13], a[14], b[14], a[15], b[15])
    }

    /// (a0, b0, a1, b1, ..., a15, b15) for 16-bit lanes.
    @inline(__always)
    static func interleaveWords(_ a: SIMD16<UInt16>, _ b: SIMD16<UInt16>) -> SIMD32<UInt16> {
        SIMD32(
            a[0], b[0], a[1], b[1], a[2], b[2], a[3], b[3], a[4], b[4], a[5], b[5], a[6], b[6], a[7], b[7],
            a[8], b[8], a[9], b[9], a[10], b[10], a[11], b[11], a[12], b[12], a[13], b[13], a[14], b[14], a[15], b[15])
    }
}

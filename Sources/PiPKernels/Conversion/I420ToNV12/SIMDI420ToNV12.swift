import CByteCopy

/// The `simd` strategy's kernel: Y copied, each CbCr row interleaved by `interleaveRow`. Planes
/// whose rows follow each other without padding (source and destination alike) are treated as
/// one long row, as libyuv's CopyPlane and MergeUVPlane do: one copy for Y, one interleave for
/// CbCr, no per-row call or overlapping last step.
///
/// The whole-plane copy is what makes cold frames fast (1.0-1.1x libyuv cold at 720p and 1080p
/// against 1.2-2.2x with one memcpy per row). It is `pip_copy_bytes`, `rep movsb` on x86_64 as in
/// libyuv's CopyPlane (ERMS row): glibc's memcpy runs a vector loop on AMD CPUs above the L2 size,
/// which left hot 1080p and 4K frames 1.1-1.2x libyuv. Padded rows (a decoder's 1279-wide frame in
/// 1280-byte rows) are copied one `pip_copy_bytes` a row, as libyuv's CopyRow_ERMS does: with
/// glibc's memcpy a row, 1279x719 from memory took 1.21x libyuv's time on a Zen 4 host, with
/// `rep movsb` a row 0.99x (docs/design/cold-path.md). Callgrind counts `rep movsb` once per byte,
/// so the `instructions` metric of this strategy (and of libyuv's) is mostly that count, not real
/// work.
///
/// - Precondition: `u` and `v` are `y`'s 4:2:0 chroma planes; `yOut` and `cbcr` are an NV12
///   picture of the same size (CbCr: 2 channels).
public func simdI420ToNV12(y: SampleGrid, u: SampleGrid, v: SampleGrid, into yOut: SampleGrid, cbcr: SampleGrid) {
    if y.bytesPerRow == y.rowBytes, yOut.bytesPerRow == yOut.rowBytes {
        pip_copy_bytes(yOut.baseAddress, y.baseAddress, UInt(y.rowBytes * y.height))
    } else {
        for row in 0..<y.height { pip_copy_bytes(yOut.row(row), y.row(row), UInt(y.rowBytes)) }
    }
    var pairs = cbcr.width, rows = cbcr.height
    if u.bytesPerRow == pairs, v.bytesPerRow == pairs, cbcr.bytesPerRow == 2 * pairs {
        pairs *= rows
        rows = 1
    }
    let uBase = UnsafeRawPointer(u.baseAddress), vBase = UnsafeRawPointer(v.baseAddress)
    let cbcrBase = cbcr.baseAddress
    for row in 0..<rows {
        interleaveRow(
            u: uBase + row * u.bytesPerRow, v: vBase + row * v.bytesPerRow,
            into: cbcrBase + row * cbcr.bytesPerRow, pairs: pairs)
    }
}

/// Interleaves `pairs` bytes of `u` and `v` into `2 * pairs` bytes of `cbcr` (u0 v0 u1 v1 ...).
///
/// Vector body of 32 pairs per step; a row that is not a multiple of 32 ends with one more step
/// aligned to the row's end, overlapping the previous one (it rewrites the same bytes, which is
/// safe because source and destination never overlap). Rows shorter than 32 pairs go byte by byte.
@inlinable @inline(__always)
public func interleaveRow(u: UnsafeRawPointer, v: UnsafeRawPointer, into cbcr: UnsafeMutableRawPointer, pairs: Int) {
    let step = 32
    guard pairs >= step else {
        for col in 0..<pairs {
            cbcr.storeBytes(of: u.load(fromByteOffset: col, as: UInt8.self), toByteOffset: 2 * col, as: UInt8.self)
            cbcr.storeBytes(of: v.load(fromByteOffset: col, as: UInt8.self), toByteOffset: 2 * col + 1, as: UInt8.self)
        }
        return
    }
    var col = 0
    while col + step <= pairs {
        interleaveStep(u: u, v: v, into: cbcr, at: col)
        col += step
    }
    if col < pairs { interleaveStep(u: u, v: v, into: cbcr, at: pairs - step) }
}

@usableFromInline @inline(__always)
func interleaveStep(u: UnsafeRawPointer, v: UnsafeRawPointer, into cbcr: UnsafeMutableRawPointer, at col: Int) {
    let u0 = u.loadUnaligned(fromByteOffset: col, as: SIMD16<UInt8>.self)
    let v0 = v.loadUnaligned(fromByteOffset: col, as: SIMD16<UInt8>.self)
    let u1 = u.loadUnaligned(fromByteOffset: col + 16, as: SIMD16<UInt8>.self)
    let v1 = v.loadUnaligned(fromByteOffset: col + 16, as: SIMD16<UInt8>.self)
    cbcr.storeBytes(of: interleave(u0, v0), toByteOffset: 2 * col, as: SIMD32<UInt8>.self)
    cbcr.storeBytes(of: interleave(u1, v1), toByteOffset: 2 * col + 32, as: SIMD32<UInt8>.self)
}

/// (u0, v0, u1, v1, ..., u15, v15). Spelled out element by element on purpose: the optimizer turns
/// this into two byte-unpack instructions (punpcklbw/punpckhbw on x86, zip1/zip2 on arm64), whereas
/// the standard library's generic `evenHalf` setter and `truncatingIfNeeded:` conversions compile to
/// scalar loops through the stack.
@usableFromInline @inline(__always)
func interleave(_ u: SIMD16<UInt8>, _ v: SIMD16<UInt8>) -> SIMD32<UInt8> {
    SIMD32<UInt8>(
        u[0], v[0], u[1], v[1], u[2], v[2], u[3], v[3], u[4], v[4], u[5], v[5], u[6], v[6], u[7], v[7],
        u[8], v[8], u[9], v[9], u[10], v[10], u[11], v[11], u[12], v[12], u[13], v[13], u[14], v[14], u[15], v[15])
}

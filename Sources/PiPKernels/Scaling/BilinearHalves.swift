/// Sample i of `out` = the rounded average ((a + b + 1) >> 1, `interpolate` at a fraction of 128)
/// of the samples at `first + step * i` and the one after it, `channels` bytes each, for `count`
/// samples, in `row`, or in the rounded average of rows `row` and `second` when given (both
/// fractions 1/2: no intermediate row): the columns of a bilinear downscale at an even whole
/// ratio. In vectors at steps 2 and 4 (2:1 and 4:1: groups of 2, 4 or 8 bytes, each one lane
/// whose two taps are its low samples, averaged with `pavgb`/`pavgw` and narrowed), else one
/// sample at a time.
func averagedPairs(
    _ row: UnsafeMutablePointer<UInt8>, and second: UnsafeMutablePointer<UInt8>?, first: Int, step: Int, channels: Int, count: Int,
    into out: UnsafeMutablePointer<UInt8>
) {
    let top = UnsafeRawPointer(row + first &* channels), bottom = second.map { UnsafeRawPointer($0 + first &* channels) }
    let destination = UnsafeMutableRawPointer(out)
    var i: Int
    if let bottom {
        i = averagedPairSteps(top, bottom, averaging: true, step: step, channels: channels, count: count, into: destination)
    } else {
        i = averagedPairSteps(top, top, averaging: false, step: step, channels: channels, count: count, into: destination)
    }
    @inline(__always) func sample(_ offset: Int) -> UInt16 {
        guard let bottom else { return UInt16(top.load(fromByteOffset: offset, as: UInt8.self)) }
        return (UInt16(top.load(fromByteOffset: offset, as: UInt8.self)) &+ UInt16(bottom.load(fromByteOffset: offset, as: UInt8.self)) &+ 1) &>> 1
    }
    while i < count {
        for c in 0..<channels {
            let a = sample(step &* channels &* i &+ c), b = sample(step &* channels &* i &+ channels &+ c)
            out[channels &* i &+ c] = UInt8(truncatingIfNeeded: (a &+ b &+ 1) &>> 1)
        }
        i &+= 1
    }
}

/// The vector steps of `averagedPairs` (`averaging`, a constant where inlined: `bottom` averaged
/// with `top` first); returns the samples done.
@inline(__always)
private func averagedPairSteps(
    _ top: UnsafeRawPointer, _ bottom: UnsafeRawPointer, averaging: Bool, step: Int, channels: Int, count: Int,
    into destination: UnsafeMutableRawPointer
) -> Int {
    /// 32 bytes at `offset` of the row, or of both rows averaged.
    @inline(__always) func bytes<Lanes: SIMD>(_ offset: Int, as _: Lanes.Type) -> Lanes {
        var low = top.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
        var high = top.loadUnaligned(fromByteOffset: offset &+ 16, as: SIMD16<UInt8>.self)
        if averaging {
            low = roundedAverage(low, bottom.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self))
            high = roundedAverage(high, bottom.loadUnaligned(fromByteOffset: offset &+ 16, as: SIMD16<UInt8>.self))
        }
        return unsafeBitCast((low, high), to: Lanes.self)
    }
    var i = 0
    switch (step, channels) {
    case (2, 1):
        // 16 samples from 32 bytes: 16-bit lanes, low and high bytes averaged.
        while i &+ 16 <= count {
            let lanes = bytes(2 &* i, as: SIMD16<UInt16>.self)
            // (Narrowed with the pack's clamp: `narrowed` here became lane inserts in the x86-64-v3 build.)
            let averages = unsafeBitCast(roundedAverage(lanes & 0x00FF, lanes &>> 8), to: SIMD16<Int16>.self)
            destination.storeBytes(of: saturatedBytes(averages), toByteOffset: i, as: SIMD16<UInt8>.self)
            i &+= 16
        }
    case (4, 1):
        // 8 samples from 32 bytes: 32-bit lanes, their two low bytes averaged.
        while i &+ 8 <= count {
            let lanes = bytes(4 &* i, as: SIMD8<UInt32>.self)
            let a = narrowed(lanes & 0xFF), b = narrowed((lanes &>> 8) & 0xFF)
            destination.storeBytes(of: narrowedToBytes((a &+ b &+ 1) &>> 1), toByteOffset: i, as: SIMD8<UInt8>.self)
            i &+= 8
        }
    case (2, 2):
        // 8 pairs from 32 bytes: 32-bit lanes, their two 16-bit halves averaged byte by byte.
        while i &+ 8 <= count {
            let lanes = bytes(4 &* i, as: SIMD8<UInt32>.self)
            let low = unsafeBitCast(narrowed(lanes), to: SIMD16<UInt8>.self), high = unsafeBitCast(narrowed(lanes &>> 16), to: SIMD16<UInt8>.self)
            destination.storeBytes(of: roundedAverage(low, high), toByteOffset: 2 &* i, as: SIMD16<UInt8>.self)
            i &+= 8
        }
    default:
        break
    }
    return i
}

/// (x + y + 1) >> 1 per 16-bit lane without overflow: one `pavgw` (the spelling that LLVM forms it from).
@inline(__always)
func roundedAverage(_ x: SIMD16<UInt16>, _ y: SIMD16<UInt16>) -> SIMD16<UInt16> {
    (x | y) &- ((x ^ y) &>> 1)
}

/// The low byte of each 16-bit lane.
@inline(__always)
private func narrowedToBytes(_ v: SIMD8<UInt16>) -> SIMD8<UInt8> {
    SIMD8<UInt8>(UInt8(truncatingIfNeeded: v[0]), UInt8(truncatingIfNeeded: v[1]), UInt8(truncatingIfNeeded: v[2]), UInt8(truncatingIfNeeded: v[3]),
                 UInt8(truncatingIfNeeded: v[4]), UInt8(truncatingIfNeeded: v[5]), UInt8(truncatingIfNeeded: v[6]), UInt8(truncatingIfNeeded: v[7]))
}

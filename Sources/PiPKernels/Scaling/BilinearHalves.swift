import CPrefetch

/// Sample i of `out` = the rounded average ((a + b + 1) >> 1, `interpolate` at a fraction of 128)
/// of the samples at `first + step * i` and the one after it, `channels` bytes each, for `count`
/// samples, in `row`, or in the rounded average of rows `row` and `second` when given (both
/// fractions 1/2: no intermediate row): the columns of a bilinear downscale at an even whole
/// ratio. In vectors at steps 2 and 4 (2:1 and 4:1: groups of 2, 4 or 8 bytes, each one lane
/// whose two taps are its low samples, averaged with `pavgb`/`pavgw` and narrowed), else one
/// sample at a time (from one row: one load per sample, `averagedPairsOneByOne`).
func averagedPairs(
    _ row: UnsafeMutablePointer<UInt8>, and second: UnsafeMutablePointer<UInt8>?, first: Int, step: Int, channels: Int, count: Int,
    into out: UnsafeMutablePointer<UInt8>
) {
    averagedPairsOfRow(row, and: second, first: first, step: step, channels: channels, count: count, streaming: false, into: out)
}

/// `averagedPairs` of every destination row y from source rows 2y and 2y + 1 (the bilinear taps
/// down the rows at exactly 2:1: every fraction 1/2), in one call a plane. The 2:1 rows (one
/// channel, and (Cb, Cr)) are inlined into the loop over the rows with step and channels constant: one call of
/// `averagedPairs` a row cost about 107 instructions of calls, spills and dispatch besides the
/// row's own (720 rows of a 720p I420 frame: a quarter of the frame's count).
func averagedPairsOfRowPairs(_ source: SampleGrid, _ destination: SampleGrid, first: Int, step: Int, stores: DestinationStores) {
    // Streamed: whole 64-byte lines of rows that all start on a line (pixel-buffer rows), as the
    // box rows do (`DestinationStores`); other rows are written through the cache.
    let streamed = stores == .streaming && UInt(bitPattern: destination.base) % 64 == 0 && destination.bytesPerRow % 64 == 0
    switch (step, source.channels, streamed) {
    case (2, 1, true): averagedRowPairsOfBytesStreamed(source, destination, first: first)
    case (2, 1, false): averagedRowPairsOfBytes(source, destination, first: first)
    case (2, 2, true): averagedRowPairsOfPairsStreamed(source, destination, first: first)
    case (2, 2, false): averagedRowPairsOfPairs(source, destination, first: first)
    default:
        var top = source.base, out = destination.base
        for _ in 0..<destination.height {
            averagedPairs(top, and: top + source.bytesPerRow, first: first, step: step, channels: source.channels, count: destination.width, into: out)
            top += 2 &* source.bytesPerRow
            out += destination.bytesPerRow
        }
    }
}

// The four 2:1 cases of `averagedPairsOfRowPairs`, each with one site of the row body, which the
// inliner then takes (two sites in one function: the second stayed a call).

@inline(never)
private func averagedRowPairsOfBytes(_ source: SampleGrid, _ destination: SampleGrid, first: Int) {
    var top = source.base, out = destination.base
    for _ in 0..<destination.height {
        averagedPairsOfRow(top, and: top + source.bytesPerRow, first: first, step: 2, channels: 1, count: destination.width, streaming: false, into: out)
        top += 2 &* source.bytesPerRow
        out += destination.bytesPerRow
    }
}

@inline(never)
private func averagedRowPairsOfBytesStreamed(_ source: SampleGrid, _ destination: SampleGrid, first: Int) {
    var top = source.base, out = destination.base
    for _ in 0..<destination.height {
        averagedPairsOfRow(top, and: top + source.bytesPerRow, first: first, step: 2, channels: 1, count: destination.width, streaming: true, into: out)
        top += 2 &* source.bytesPerRow
        out += destination.bytesPerRow
    }
    pip_store_fence()
}

@inline(never)
private func averagedRowPairsOfPairs(_ source: SampleGrid, _ destination: SampleGrid, first: Int) {
    var top = source.base, out = destination.base
    for _ in 0..<destination.height {
        averagedPairsOfRow(top, and: top + source.bytesPerRow, first: first, step: 2, channels: 2, count: destination.width, streaming: false, into: out)
        top += 2 &* source.bytesPerRow
        out += destination.bytesPerRow
    }
}

@inline(never)
private func averagedRowPairsOfPairsStreamed(_ source: SampleGrid, _ destination: SampleGrid, first: Int) {
    var top = source.base, out = destination.base
    for _ in 0..<destination.height {
        averagedPairsOfRow(top, and: top + source.bytesPerRow, first: first, step: 2, channels: 2, count: destination.width, streaming: true, into: out)
        top += 2 &* source.bytesPerRow
        out += destination.bytesPerRow
    }
    pip_store_fence()
}

/// The body of `averagedPairs`, inlined where its step, channels and `streaming` are constants.
/// `streaming`: the 2:1 rows (one channel, and (Cb, Cr) pairs) write their whole 64-byte lines
/// around the cache (`pip_stream_store32`; `out` 64-byte aligned, the rows averaged, the caller
/// fences).
@inline(__always)
private func averagedPairsOfRow(
    _ row: UnsafeMutablePointer<UInt8>, and second: UnsafeMutablePointer<UInt8>?, first: Int, step: Int, channels: Int, count: Int,
    streaming: Bool, into out: UnsafeMutablePointer<UInt8>
) {
    let top = UnsafeRawPointer(row + first &* channels), bottom = second.map { UnsafeRawPointer($0 + first &* channels) }
    let destination = UnsafeMutableRawPointer(out)
    guard let bottom else {
        let done = averagedPairSteps(top, top, averaging: false, step: step, channels: channels, count: count, streaming: false, into: destination)
        if channels == 1 {
            averagedPairsOneByOne(top, step: step, channels: 1, from: done, count: count, into: destination)
        } else {
            averagedPairsOneByOne(top, step: step, channels: 2, from: done, count: count, into: destination)
        }
        return
    }
    var i = averagedPairSteps(top, bottom, averaging: true, step: step, channels: channels, count: count, streaming: streaming, into: destination)
    @inline(__always) func sample(_ offset: Int) -> UInt16 {
        (UInt16(top.load(fromByteOffset: offset, as: UInt8.self)) &+ UInt16(bottom.load(fromByteOffset: offset, as: UInt8.self)) &+ 1) &>> 1
    }
    while i < count {
        for c in 0..<channels {
            let a = sample(step &* channels &* i &+ c), b = sample(step &* channels &* i &+ channels &+ c)
            out[channels &* i &+ c] = UInt8(truncatingIfNeeded: (a &+ b &+ 1) &>> 1)
        }
        i &+= 1
    }
}

/// Samples `start..<count` of `averagedPairs` from one row, each from one load of its two taps
/// (a 16-bit load of two bytes, or a 32-bit load of two (Cb, Cr) pairs averaged byte by byte in
/// one register), the pointers stepped rather than multiplied: the columns at the ratios without
/// vectors (6:1, NV12's 4:1), where a sample spelled through offsets took about 40 instructions.
/// `channels` is 1 or 2 (a constant where inlined).
@inline(__always)
private func averagedPairsOneByOne(
    _ top: UnsafeRawPointer, step: Int, channels: Int, from start: Int, count: Int, into destination: UnsafeMutableRawPointer
) {
    guard start < count else { return }
    let stride = step &* channels
    var source = top + stride &* start, out = destination + channels &* start
    for _ in start..<count {
        if channels == 1 {
            // Which byte is which does not matter: both are averaged.
            let taps = UInt32(source.loadUnaligned(as: UInt16.self))
            out.storeBytes(of: UInt8(truncatingIfNeeded: ((taps & 0xFF) &+ (taps &>> 8) &+ 1) &>> 1), as: UInt8.self)
        } else {
            // Bytes (Cb, Cr) of the first tap in one half, of the second in the other: the
            // rounded average per byte, (a | b) - ((a ^ b) >> 1) with the shift kept in each byte.
            let taps = source.loadUnaligned(as: UInt32.self)
            let a = UInt16(truncatingIfNeeded: taps), b = UInt16(truncatingIfNeeded: taps &>> 16)
            out.storeBytes(of: (a | b) &- (((a ^ b) &>> 1) & 0x7F7F), as: UInt16.self)
        }
        source += stride
        out += channels
    }
}

/// The vector steps of `averagedPairs` (`averaging`, a constant where inlined: `bottom` averaged
/// with `top` first); returns the samples done.
@inline(__always)
private func averagedPairSteps(
    _ top: UnsafeRawPointer, _ bottom: UnsafeRawPointer, averaging: Bool, step: Int, channels: Int, count: Int,
    streaming: Bool, into destination: UnsafeMutableRawPointer
) -> Int {
    /// 32 bytes at `offset` of the row, or of both rows averaged. `whole`: loaded as one 32-byte
    /// vector and averaged as its halves joined again, one `vpavgb` of a ymm register in the
    /// x86-64-v3 build (at 2:1, 16-byte loads averaged apart were joined by `vinserti128`: 3
    /// instructions more a register); else as two 16-byte halves (the (Cb, Cr) pairs' spelling:
    /// loaded whole, their loop became 60 instructions instead of 17).
    @inline(__always) func bytes<Lanes: SIMD>(_ offset: Int, whole: Bool, as _: Lanes.Type) -> Lanes {
        if whole {
            let upper = top.loadUnaligned(fromByteOffset: offset, as: SIMD32<UInt8>.self)
            guard averaging else { return unsafeBitCast(upper, to: Lanes.self) }
            let lower = bottom.loadUnaligned(fromByteOffset: offset, as: SIMD32<UInt8>.self)
            let both = SIMD32(lowHalf: roundedAverage(upper.lowHalf, lower.lowHalf), highHalf: roundedAverage(upper.highHalf, lower.highHalf))
            return unsafeBitCast(both, to: Lanes.self)
        }
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
        // 16 samples from 32 bytes: 16-bit lanes, low and high bytes averaged, clamped for the
        // pack (`narrowed` here became lane inserts in the x86-64-v3 build). Two of those a step,
        // packed at once (`vpackuswb` of the two registers, `vpermq`), with one line of each of
        // the next destination row's two source rows requested where the rows are averaged here
        // (adjacent rows; at 2:1 down the rows, the usual case, the next destination row's are
        // the two below them: elsewhere the hint is early, harmless).
        @inline(__always) func samples(_ offset: Int) -> SIMD16<UInt8> {
            let lanes = bytes(offset, whole: true, as: SIMD16<UInt16>.self)
            return saturatedBytes(unsafeBitCast(roundedAverage(lanes & 0x00FF, lanes &>> 8), to: SIMD16<Int16>.self))
        }
        let ahead = averaging ? 2 &* (bottom - top) : 0
        if streaming {
            // Whole lines streamed, 64 samples a pass (the rest below, through the cache).
            for _ in 0..<(count &>> 6) {
                for line in 0..<2 {
                    pip_prefetch_read(top + (2 &* i &+ 64 &* line &+ ahead))
                    pip_prefetch_read(bottom + (2 &* i &+ 64 &* line &+ ahead))
                }
                pip_stream_store32(destination + i, unsafeBitCast((samples(2 &* i), samples(2 &* i &+ 32)), to: SIMD32<UInt8>.self))
                pip_stream_store32(destination + (i &+ 32), unsafeBitCast((samples(2 &* i &+ 64), samples(2 &* i &+ 96)), to: SIMD32<UInt8>.self))
                i &+= 64
            }
        }
        // (Counted passes keep the loop's control to an add, a decrement and a branch; with
        // `while i + 32 <= count` LLVM carried i + 16 for the tail below: two instructions more.)
        for _ in 0..<((count &- i) &>> 5) {
            if averaging {
                pip_prefetch_read(top + (2 &* i &+ ahead))
                pip_prefetch_read(bottom + (2 &* i &+ ahead))
            }
            let packed = unsafeBitCast((samples(2 &* i), samples(2 &* i &+ 32)), to: SIMD32<UInt8>.self)
            destination.storeBytes(of: packed, toByteOffset: i, as: SIMD32<UInt8>.self)
            i &+= 32
        }
        if i &+ 16 <= count {
            destination.storeBytes(of: samples(2 &* i), toByteOffset: i, as: SIMD16<UInt8>.self)
            i &+= 16
        }
    case (4, 1):
        // 8 samples from 32 bytes: 32-bit lanes, their two low bytes averaged.
        while i &+ 8 <= count {
            let lanes = bytes(4 &* i, whole: true, as: SIMD8<UInt32>.self)
            let a = narrowed(lanes & 0xFF), b = narrowed((lanes &>> 8) & 0xFF)
            destination.storeBytes(of: narrowedToBytes((a &+ b &+ 1) &>> 1), toByteOffset: i, as: SIMD8<UInt8>.self)
            i &+= 8
        }
    case (2, 2):
        // 8 pairs from 32 bytes: 32-bit lanes, their two 16-bit halves averaged byte by byte.
        @inline(__always) func pairs(_ offset: Int) -> SIMD16<UInt8> {
            let lanes = bytes(offset, whole: false, as: SIMD8<UInt32>.self)
            let low = unsafeBitCast(narrowed(lanes), to: SIMD16<UInt8>.self), high = unsafeBitCast(narrowed(lanes &>> 16), to: SIMD16<UInt8>.self)
            return roundedAverage(low, high)
        }
        if streaming {
            // Whole lines streamed, 32 pairs a pass (the rest below, through the cache).
            let ahead = 2 &* (bottom - top)
            for _ in 0..<(count &>> 5) {
                for line in 0..<2 {
                    pip_prefetch_read(top + (4 &* i &+ 64 &* line &+ ahead))
                    pip_prefetch_read(bottom + (4 &* i &+ 64 &* line &+ ahead))
                }
                pip_stream_store32(destination + 2 &* i, unsafeBitCast((pairs(4 &* i), pairs(4 &* i &+ 32)), to: SIMD32<UInt8>.self))
                pip_stream_store32(destination + (2 &* i &+ 32), unsafeBitCast((pairs(4 &* i &+ 64), pairs(4 &* i &+ 96)), to: SIMD32<UInt8>.self))
                i &+= 32
            }
        }
        while i &+ 8 <= count {
            destination.storeBytes(of: pairs(4 &* i), toByteOffset: 2 &* i, as: SIMD16<UInt8>.self)
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

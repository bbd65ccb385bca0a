#if arch(x86_64)
import CPrefetch

// The 2:1 and 4:1 box row steps spelled for x86-64-v3 (`KernelTable.x86V3`): byte pair sums as
// `vpmaddubsw` with weights of 1, the instructions of libyuv's `ScaleRowDown2Box_AVX2` and
// `ScaleRowDown4Box_AVX2`. Compiled in both x86-64 builds; only the x86-64-v3 build's run (the
// baseline has no `pmaddubsw`, and keeps `boxRowStepsByTwo` and `boxRowStepsByFour`). Same
// results as those: the rounded box average of each whole step.
//
// The loops are written flat on purpose: Swift inlines an `@inline(__always)` callee into a large
// caller only when the callee has at most 64 SIL blocks, and every `weightedPairSums` adds a few
// (its clamps), so a helper that makes more than four of them, or a step with two call sites,
// stays a call. scripts/ci/x86-asm-check/loop-rules.txt checks what each loop compiles to.
//
// BoxRowSteps.swift has the steps every architecture shares.
// Files per ISA (docs/design/kernels.md): each `+NEON` file is compiled for arm64 only, each
// `+Portable` file for every other architecture, each `+X86` file for x86-64 only.

/// The weights `weightedPairSums` multiplies by, all 1, and half the rounding of a 4:1 quotient
/// (4 in 16-bit lanes), in memory: each loop reads them through a pointer once per step, which
/// is what keeps LLVM's `vpmaddubsw` and `vphaddw` (docs/design/kernels.md).
struct UnitPairWeights {
    var bytes = SIMD32<Int8>(repeating: 1)
    var fours = SIMD16<Int16>(repeating: 4)

    /// Calls `body` with the weights' address: memory the loops cannot see into.
    @inline(__always)
    static func withAddress<Result>(_ body: (UnsafeRawPointer) -> Result) -> Result {
        var weights = UnitPairWeights()
        return withUnsafeBytes(of: &weights) { body($0.baseAddress.unsafelyUnwrapped) }
    }
}

/// `boxRowStepsByTwo` spelled for x86-64-v3: the vector steps of `rows` rows of a 2:1 box;
/// returns how many of each row's `outputs` bytes were written (the rest, fewer than 16, are left
/// to the caller). With `streaming`, the whole cache lines of each 16-byte aligned destination row
/// are stored around the cache (`DestinationStores.streaming`), fenced before the return.
/// - Precondition: channels is 1 or 2; every source row holds `2 * outputs` bytes.
@inline(never)
public func weightedBoxRowStepsByTwo(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, outputs: Int, channels: Int, rows: Int,
    into out: UnsafeMutablePointer<UInt8>, bytesPerRow destinationBytesPerRow: Int, streaming: Bool
) -> Int {
    let walk = RowWalk(source: UnsafeRawPointer(firstRow), bytesPerRow: bytesPerRow, destination: out,
                       destinationBytesPerRow: destinationBytesPerRow, rows: rows, streaming: streaming)
    return walk.withWeights(channels: channels, oneChannel: boxRowStepsByTwoOfOneChannel, pairs: boxRowStepsByTwoOfPairs, outputs: outputs)
}

/// `boxRowStepsByFour` spelled for x86-64-v3, as `weightedBoxRowStepsByTwo` (destination row r
/// from source rows 4r ..< 4r + 4). `streaming` is taken and not honoured: these rows store
/// through the cache.
/// - Precondition: channels is 1 or 2; every source row holds `4 * outputs` bytes.
@inline(never)
public func weightedBoxRowStepsByFour(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, outputs: Int, channels: Int, rows: Int,
    into out: UnsafeMutablePointer<UInt8>, bytesPerRow destinationBytesPerRow: Int, streaming: Bool
) -> Int {
    let walk = RowWalk(source: UnsafeRawPointer(firstRow), bytesPerRow: bytesPerRow, destination: out,
                       destinationBytesPerRow: destinationBytesPerRow, rows: rows, streaming: streaming)
    return walk.withWeights(channels: channels, oneChannel: boxRowStepsByFourOfOneChannel, pairs: boxRowStepsByFourOfPairs, outputs: outputs)
}

/// The rows of a whole-ratio box: the first source row, the destination rows.
private struct RowWalk {
    let source: UnsafeRawPointer
    let bytesPerRow: Int
    let destination: UnsafeMutablePointer<UInt8>
    let destinationBytesPerRow: Int
    /// Destination rows.
    let rows: Int
    /// Whether the 2:1 loops' 64-byte steps store around the cache (`StreamedSteps`).
    let streaming: Bool

    /// Whether every destination row starts on a 64-byte boundary.
    var rowsStartOnLines: Bool {
        (Int(bitPattern: destination) | destinationBytesPerRow) & 63 == 0
    }

    /// `oneChannel` (with the weights in memory) or `pairs` on these rows; what it returns. The
    /// 4:1 loops always store through the cache (docs/design/streaming-stores.md: streaming them
    /// gained nothing); streamed stores are fenced before this returns.
    @inline(__always)
    func withWeights(
        channels: Int, oneChannel: (RowWalk, Int, UnsafeRawPointer) -> Int, pairs: (RowWalk, Int) -> Int, outputs: Int
    ) -> Int {
        let done = channels == 1 ? UnitPairWeights.withAddress { oneChannel(self, outputs, $0) } : pairs(self, outputs)
        if streaming { pip_store_fence() }
        return done
    }
}

/// How the 2:1 loops store their 64-byte steps, one specialization of each loop per kind (no test
/// in the loop). Each destination row is written as 16-byte steps up to the wide steps' range,
/// 64-byte steps over it, then 16-byte steps again.
private protocol StepStores {
    /// The outputs of the destination row at `row` that 64-byte steps write: a range whose bounds
    /// are multiples of 16 and whose length is a multiple of 64.
    static func wideSteps(_ row: UnsafeMutablePointer<UInt8>, outputs: Int) -> Range<Int>
    /// Stores 32 bytes at `address`.
    static func store(_ value: SIMD32<UInt8>, at address: UnsafeMutablePointer<UInt8>)
}

extension StepStores {
    /// Every row's 64-byte steps from its start (rows that start on a line, or ordinary stores).
    @inline(__always)
    static func wideSteps(_ row: UnsafeMutablePointer<UInt8>, outputs: Int) -> Range<Int> {
        0..<(outputs & ~63)
    }
}

/// Ordinary stores, every row's 64-byte steps from its start.
private enum CachedSteps: StepStores {
    @inline(__always)
    static func store(_ value: SIMD32<UInt8>, at address: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(address).storeBytes(of: value, as: SIMD32<UInt8>.self)
    }
}

/// Non-temporal stores of whole cache lines (`DestinationStores.streaming`): a row's 64-byte steps
/// start at its first 64-byte boundary, so each covers one whole line and no line is written both
/// ways (a line left partly written by streaming stores goes to memory in pieces). A row not
/// 16-byte aligned is written with ordinary 16-byte steps.
private enum StreamedSteps: StepStores {
    @inline(__always)
    static func wideSteps(_ row: UnsafeMutablePointer<UInt8>, outputs: Int) -> Range<Int> {
        let address = Int(bitPattern: row)
        let first = address & 15 == 0 ? min((0 &- address) & 63, outputs & ~15) : outputs & ~15
        return first..<(first &+ ((outputs &- first) & ~63))
    }

    @inline(__always)
    static func store(_ value: SIMD32<UInt8>, at address: UnsafeMutablePointer<UInt8>) {
        pip_stream_store32(address, value)
    }
}

/// `StreamedSteps` where every destination row starts on a cache line (the first row 64-byte
/// aligned and a multiple of 64 bytes per row, as pixel-buffer pools lay rows out): every row's
/// 64-byte steps from its start, with nothing worked out per row.
private enum StreamedLineSteps: StepStores {
    @inline(__always)
    static func store(_ value: SIMD32<UInt8>, at address: UnsafeMutablePointer<UInt8>) {
        pip_stream_store32(address, value)
    }
}

/// 2:1 on one channel, with the stores `walk` asks for.
private func boxRowStepsByTwoOfOneChannel(_ walk: RowWalk, outputs: Int, weights: UnsafeRawPointer) -> Int {
    !walk.streaming ? boxRowStepsByTwoOfOneChannel(walk, outputs: outputs, weights: weights, stores: CachedSteps.self)
        : walk.rowsStartOnLines ? boxRowStepsByTwoOfOneChannel(walk, outputs: outputs, weights: weights, stores: StreamedLineSteps.self)
        : boxRowStepsByTwoOfOneChannel(walk, outputs: outputs, weights: weights, stores: StreamedSteps.self)
}

/// 2:1 on one channel, 64 outputs a step: per 32 outputs, the pair sums of 32 bytes of each row
/// (`vpmaddubsw`), the rows added, + 2, / 4, packed (`vpackuswb`, `vpermq`). One prefetch per 128
/// bytes of each row (the next band; the line beside it comes with it).
@inline(never)
private func boxRowStepsByTwoOfOneChannel<Stores: StepStores>(
    _ walk: RowWalk, outputs: Int, weights: UnsafeRawPointer, stores: Stores.Type
) -> Int {
    let bytesPerRow = walk.bytesPerRow, ahead = 2 &* bytesPerRow
    var top = walk.source, out = walk.destination, o = 0
    for _ in 0..<walk.rows {
        let bottom = top + bytesPerRow
        // 16 outputs from 32 bytes of each row.
        @inline(__always) func sixteen(_ o: Int) {
            let ones = weights.load(as: SIMD16<Int8>.self), at = 2 &* o
            @inline(__always) func sums(_ row: UnsafeRawPointer, _ offset: Int) -> SIMD8<Int16> {
                weightedPairSums(row.loadUnaligned(fromByteOffset: at &+ offset, as: SIMD16<UInt8>.self), ones)
            }
            let s0 = sums(top, 0) &+ sums(bottom, 0), s1 = sums(top, 16) &+ sums(bottom, 16)
            UnsafeMutableRawPointer(out + o).storeBytes(of: quarters(s0, s1), as: SIMD16<UInt8>.self)
        }
        let wide = Stores.wideSteps(out, outputs: outputs)
        o = 0
        while o < wide.lowerBound {
            sixteen(o)
            o &+= 16
        }
        while o < wide.upperBound {
            let at = 2 &* o
            pip_prefetch_read(top + (at &+ ahead))
            pip_prefetch_read(bottom + (at &+ ahead))
            let ones = weights.load(as: SIMD16<Int8>.self)
            @inline(__always) func sums(_ row: UnsafeRawPointer, _ offset: Int) -> SIMD8<Int16> {
                weightedPairSums(row.loadUnaligned(fromByteOffset: at &+ offset, as: SIMD16<UInt8>.self), ones)
            }
            let s0 = sums(top, 0) &+ sums(bottom, 0), s1 = sums(top, 16) &+ sums(bottom, 16)
            let s2 = sums(top, 32) &+ sums(bottom, 32), s3 = sums(top, 48) &+ sums(bottom, 48)
            let s4 = sums(top, 64) &+ sums(bottom, 64), s5 = sums(top, 80) &+ sums(bottom, 80)
            let s6 = sums(top, 96) &+ sums(bottom, 96), s7 = sums(top, 112) &+ sums(bottom, 112)
            Stores.store(joined(quarters(s0, s1), quarters(s2, s3)), at: out + o)
            Stores.store(joined(quarters(s4, s5), quarters(s6, s7)), at: out + (o &+ 32))
            o &+= 64
        }
        while o &+ 16 <= outputs {
            sixteen(o)
            o &+= 16
        }
        top += 2 &* bytesPerRow
        out += walk.destinationBytesPerRow
    }
    return o
}

/// 2:1 on (Cb, Cr) pairs, with the stores `walk` asks for.
private func boxRowStepsByTwoOfPairs(_ walk: RowWalk, outputs: Int) -> Int {
    !walk.streaming ? boxRowStepsByTwoOfPairs(walk, outputs: outputs, stores: CachedSteps.self)
        : walk.rowsStartOnLines ? boxRowStepsByTwoOfPairs(walk, outputs: outputs, stores: StreamedLineSteps.self)
        : boxRowStepsByTwoOfPairs(walk, outputs: outputs, stores: StreamedSteps.self)
}

/// 2:1 on (Cb, Cr) pairs, 64 outputs a step; per 16, 32 bytes of each row with each channel's
/// two horizontal neighbours moved side by side (Cb0 Cr0 Cb1 Cr1 -> Cb0 Cb1 Cr0 Cr1: one
/// `vpshufb` within the 128-bit halves, the order of the outputs kept), their pair sums as the
/// low plus the high byte of each 16-bit lane, the rows added, + 2, / 4, packed. 8 shuffles
/// per 64 outputs besides the packs, where widening the rows (`vpmovzxbw`) and pairing 32-bit
/// units (`vshufps`, `vpermd`) took 28. (Read by `weightedPairSums` instead of the byte sums, the
/// shuffle is folded into the helper's lanes by LLVM: docs/design/kernels.md.)
@inline(never)
private func boxRowStepsByTwoOfPairs<Stores: StepStores>(_ walk: RowWalk, outputs: Int, stores: Stores.Type) -> Int {
    let bytesPerRow = walk.bytesPerRow, ahead = 2 &* bytesPerRow
    var top = walk.source, out = walk.destination, o = 0
    for _ in 0..<walk.rows {
        let bottom = top + bytesPerRow
        // 16-bit lanes of 32 bytes of a row, each one channel's two neighbours.
        @inline(__always) func neighbours(_ row: UnsafeRawPointer, _ at: Int) -> SIMD16<UInt16> {
            let r = row.loadUnaligned(fromByteOffset: at, as: SIMD32<UInt8>.self)
            let paired = SIMD32<UInt8>(r[0], r[2], r[1], r[3], r[4], r[6], r[5], r[7], r[8], r[10], r[9], r[11], r[12], r[14], r[13], r[15],
                                       r[16], r[18], r[17], r[19], r[20], r[22], r[21], r[23], r[24], r[26], r[25], r[27], r[28], r[30], r[29], r[31])
            return unsafeBitCast(paired, to: SIMD16<UInt16>.self)
        }
        // 16 outputs, in order, from 32 bytes of each row.
        @inline(__always) func quarters(_ at: Int) -> SIMD16<UInt8> {
            let t = neighbours(top, at), b = neighbours(bottom, at)
            let sums = (t & 0x00FF) &+ (t &>> 8) &+ (b & 0x00FF) &+ (b &>> 8)
            // At most 255, which LLVM cannot tell (it bounds the quotient by 511 and clamps it
            // with `vpminuw`); through the barrier the pack is all that is left.
            let quotients = unsafeBitCast(pip_opaque_bytes32(unsafeBitCast((sums &+ 2) &>> 2, to: SIMD32<UInt8>.self)), to: SIMD16<Int16>.self)
            var bytes = SIMD16<UInt8>()
            for i in 0..<16 { bytes[i] = UInt8(truncatingIfNeeded: min(max(quotients[i], 0), 255)) }
            return bytes
        }
        @inline(__always) func pixels(_ at: Int) -> SIMD32<UInt8> { joined(quarters(at), quarters(at &+ 32)) }
        @inline(__always) func sixteen(_ o: Int) {
            UnsafeMutableRawPointer(out + o).storeBytes(of: quarters(2 &* o), as: SIMD16<UInt8>.self)
        }
        let wide = Stores.wideSteps(out, outputs: outputs)
        o = 0
        while o < wide.lowerBound {
            sixteen(o)
            o &+= 16
        }
        // Counted passes (the range is whole 64-output steps): the loop's control is an add, a
        // decrement and a branch, where `while o < wide.upperBound` compiled to five.
        var passes = (wide.upperBound &- o) &>> 6
        while passes > 0 {
            let at = 2 &* o
            pip_prefetch_read(top + (at &+ ahead))
            pip_prefetch_read(bottom + (at &+ ahead))
            Stores.store(pixels(at), at: out + o)
            Stores.store(pixels(at &+ 64), at: out + (o &+ 32))
            o &+= 64
            passes &-= 1
        }
        if o &+ 32 <= outputs {
            UnsafeMutableRawPointer(out + o).storeBytes(of: pixels(2 &* o), as: SIMD32<UInt8>.self)
            o &+= 32
        }
        if o &+ 16 <= outputs {
            sixteen(o)
            o &+= 16
        }
        top += 2 &* bytesPerRow
        out += walk.destinationBytesPerRow
    }
    return o
}

/// 4:1 on one channel, 32 outputs a step: per 16-bit lane the pair sums of each row
/// (`vpmaddubsw`) added over the four rows, + 4, neighbouring lanes added (`vphaddw`), / 16,
/// packed to bytes. One prefetch per 128 bytes of each row. The last 16 outputs, where a row has them, are
/// `boxRowStepByFourOfOneChannel`'s (a second call site of the step would not be inlined).
@inline(never)
private func boxRowStepsByFourOfOneChannel(_ walk: RowWalk, outputs: Int, weights: UnsafeRawPointer) -> Int {
    let bytesPerRow = walk.bytesPerRow, whole = outputs & ~31
    var first = walk.source, out = walk.destination, o = 0
    for _ in 0..<walk.rows {
        // Counted up to 0 from -whole, from the end of the steps (one add and a branch per step).
        let rowsEnd = first + 4 &* whole, outEnd = out + whole
        var step = 0 &- whole
        while step < 0 {
            let row = rowsEnd + 4 &* step, lower = rowsEnd + (4 &* step &+ 2 &* bytesPerRow)
            prefetchNextBand(row, bytesPerRow: bytesPerRow, rowCount: 4)
            let ones = weights.load(as: SIMD16<Int8>.self), fours = weights.load(fromByteOffset: 32, as: SIMD16<Int16>.self)
            @inline(__always) func upperRows(_ offset: Int) -> SIMD16<Int16> { pairSumsOfTwoRows(row + offset, bytesPerRow: bytesPerRow, ones) }
            @inline(__always) func lowerRows(_ offset: Int) -> SIMD16<Int16> { pairSumsOfTwoRows(lower + offset, bytesPerRow: bytesPerRow, ones) }
            let s0 = upperRows(0) &+ lowerRows(0) &+ fours, s1 = upperRows(32) &+ lowerRows(32) &+ fours
            let s2 = upperRows(64) &+ lowerRows(64) &+ fours, s3 = upperRows(96) &+ lowerRows(96) &+ fours
            let low = sixteenths(s0, s1), high = sixteenths(s2, s3)
            UnsafeMutableRawPointer(outEnd + step).storeBytes(of: sixteenthsInOrder(low, high), as: SIMD32<UInt8>.self)
            step &+= 32
        }
        o = whole
        if o &+ 16 <= outputs {
            boxRowStepByFourOfOneChannel(first + 4 &* o, bytesPerRow: bytesPerRow, weights: weights, into: out + o)
            o &+= 16
        }
        first += 4 &* bytesPerRow
        out += walk.destinationBytesPerRow
    }
    return o
}

/// Outputs `0 ..< 16` of a 4:1 row from the 64 bytes at `row` of four rows, `bytesPerRow` apart
/// (a step of `boxRowStepsByFourOfOneChannel`).
@inline(never)
private func boxRowStepByFourOfOneChannel(
    _ row: UnsafeRawPointer, bytesPerRow: Int, weights: UnsafeRawPointer, into out: UnsafeMutablePointer<UInt8>
) {
    let ones = weights.load(as: SIMD16<Int8>.self), fours = weights.load(fromByteOffset: 32, as: SIMD16<Int16>.self)
    let lower = row + 2 &* bytesPerRow
    let s0 = pairSumsOfTwoRows(row, bytesPerRow: bytesPerRow, ones) &+ pairSumsOfTwoRows(lower, bytesPerRow: bytesPerRow, ones) &+ fours
    let s1 = pairSumsOfTwoRows(row + 32, bytesPerRow: bytesPerRow, ones) &+ pairSumsOfTwoRows(lower + 32, bytesPerRow: bytesPerRow, ones) &+ fours
    let groups = unsafeBitCast(saturatedBytes(sixteenths(s0, s1)), to: SIMD4<UInt32>.self)
    UnsafeMutableRawPointer(out).storeBytes(of: SIMD4<UInt32>(groups[0], groups[2], groups[1], groups[3]), as: SIMD4<UInt32>.self)
}

/// The pair sums of 32 bytes at `position` in two rows, `bytesPerRow` apart, added. (Two rows,
/// not four: a helper with more `weightedPairSums` is not inlined.)
@inline(__always)
private func pairSumsOfTwoRows(_ position: UnsafeRawPointer, bytesPerRow: Int, _ ones: SIMD16<Int8>) -> SIMD16<Int16> {
    @inline(__always) func pairs(_ at: Int) -> SIMD8<Int16> {
        weightedPairSums(position.loadUnaligned(fromByteOffset: at, as: SIMD16<UInt8>.self), ones)
    }
    return SIMD16(lowHalf: pairs(0) &+ pairs(bytesPerRow), highHalf: pairs(16) &+ pairs(bytesPerRow &+ 16))
}

/// 16 sixteenths from two vectors of 16 column pair sums of four rows (each already + 4, half
/// the rounding), in the order (0-3, 8-11 | 4-7, 12-15) of a horizontal add within 128-bit
/// halves: neighbouring pair sums added (`vphaddw`), / 16.
///
/// LLVM forms `vphaddw` from the even and odd lanes added only when it cannot see into the
/// operands: the + 4 read from memory (`UnitPairWeights.fours`) is what stops it folding the lane
/// reads back into the `weightedPairSums` lanes; added after, as the + 8 of the quotient, it
/// leaves four `vpmaddubsw` and the horizontal add to scalar code.
@inline(__always)
private func sixteenths(_ a: SIMD16<Int16>, _ b: SIMD16<Int16>) -> SIMD16<Int16> {
    let even = SIMD16<Int16>(a[0], a[2], a[4], a[6], b[0], b[2], b[4], b[6], a[8], a[10], a[12], a[14], b[8], b[10], b[12], b[14])
    let odd = SIMD16<Int16>(a[1], a[3], a[5], a[7], b[1], b[3], b[5], b[7], a[9], a[11], a[13], a[15], b[9], b[11], b[13], b[15])
    return (even &+ odd) &>> 4
}

/// 32 bytes of two `sixteenths` (each in pack order), in output order.
@inline(__always)
private func sixteenthsInOrder(_ low: SIMD16<Int16>, _ high: SIMD16<Int16>) -> SIMD32<UInt8> {
    // Groups of 4 outputs: (0, 2 | 1, 3) of `low`, then of `high`.
    let groups = unsafeBitCast(joined(saturatedBytes(low), saturatedBytes(high)), to: SIMD8<UInt32>.self)
    return unsafeBitCast(SIMD8<UInt32>(groups[0], groups[2], groups[1], groups[3], groups[4], groups[6], groups[5], groups[7]),
                         to: SIMD32<UInt8>.self)
}

/// 4:1 on (Cb, Cr) pairs, 16 outputs (8 pixels) a step: 16 bytes of each row widened to 16-bit
/// lanes and added over the four rows (a pixel is a 32-bit unit), then even and odd units added
/// twice, + 8, / 16. One prefetch per 64 bytes of each row.
@inline(never)
private func boxRowStepsByFourOfPairs(_ walk: RowWalk, outputs: Int) -> Int {
    let bytesPerRow = walk.bytesPerRow, ahead = 4 &* bytesPerRow, whole = outputs & ~15
    var row0 = walk.source, out = walk.destination, o = 0
    for _ in 0..<walk.rows {
        let row1 = row0 + bytesPerRow, row2 = row1 + bytesPerRow, row3 = row2 + bytesPerRow
        @inline(__always) func units(_ at: Int) -> SIMD8<UInt32> {
            @inline(__always) func load(_ row: UnsafeRawPointer) -> SIMD16<UInt16> {
                widened(row.loadUnaligned(fromByteOffset: at, as: SIMD16<UInt8>.self))
            }
            return unsafeBitCast(load(row0) &+ load(row1) &+ load(row2) &+ load(row3), to: SIMD8<UInt32>.self)
        }
        @inline(__always) func neighbours(_ a: SIMD8<UInt32>, _ b: SIMD8<UInt32>) -> SIMD8<UInt32> {
            let even = SIMD8<UInt32>(a[0], a[2], b[0], b[2], a[4], a[6], b[4], b[6])
            let odd = SIMD8<UInt32>(a[1], a[3], b[1], b[3], a[5], a[7], b[5], b[7])
            return unsafeBitCast(unsafeBitCast(even, to: SIMD16<UInt16>.self) &+ unsafeBitCast(odd, to: SIMD16<UInt16>.self), to: SIMD8<UInt32>.self)
        }
        o = 0
        while o < whole {
            let at = 4 &* o
            pip_prefetch_read(row0 + (at &+ ahead)); pip_prefetch_read(row1 + (at &+ ahead))
            pip_prefetch_read(row2 + (at &+ ahead)); pip_prefetch_read(row3 + (at &+ ahead))
            // Pixels in the order (0, 2, 4, 6 | 1, 3, 5, 7) after the two in-lane pairings.
            let sums = neighbours(neighbours(units(at), units(at &+ 16)), neighbours(units(at &+ 32), units(at &+ 48)))
            let rounded = (unsafeBitCast(sums, to: SIMD16<Int16>.self) &+ 8) &>> 4
            let packed = unsafeBitCast(saturatedBytes(rounded), to: SIMD8<UInt16>.self)
            let ordered = SIMD8<UInt16>(packed[0], packed[4], packed[1], packed[5], packed[2], packed[6], packed[3], packed[7])
            UnsafeMutableRawPointer(out + o).storeBytes(of: ordered, as: SIMD8<UInt16>.self)
            o &+= 16
        }
        row0 += 4 &* bytesPerRow
        out += walk.destinationBytesPerRow
    }
    return o
}

/// `low` then `high` as one 32-byte vector (a bit cast: the standard library's
/// `SIMD32(lowHalf:highHalf:)` is a generic loop, left as a call in a large loop).
@inline(__always)
private func joined(_ low: SIMD16<UInt8>, _ high: SIMD16<UInt8>) -> SIMD32<UInt8> {
    unsafeBitCast((low, high), to: SIMD32<UInt8>.self)
}

/// 16 box sums of 4 (two vectors of 8) as their rounded quarters, in bytes.
@inline(__always)
private func quarters(_ low: SIMD8<Int16>, _ high: SIMD8<Int16>) -> SIMD16<UInt8> {
    saturatedBytes((SIMD16(lowHalf: low, highHalf: high) &+ 2) &>> 2)
}
#endif

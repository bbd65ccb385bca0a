/// One destination index's two taps along an axis and the weight of the second, in 1/256: the
/// definition `BilinearPositions` gives (pixel centres, floor in 1/256, clamped at the last sample).
struct BilinearTap {
    let first: Int
    let second: Int
    let fraction: UInt16

    /// The taps of a position in 1/256 (before the clamp).
    @inline(__always)
    init(position unclamped: Int, source: Int) {
        let position = min(unclamped, (source &- 1) &* 256)
        first = position &>> 8
        second = min(first &+ 1, source &- 1)
        fraction = UInt16(truncatingIfNeeded: position & 255)
    }
}

/// `BilinearTap` of destination indices 0, 1, 2, ... in turn, without a division per index: the
/// position's quotient and remainder carried from one index to the next (exact: the same taps).
/// - Precondition: `source >= destination > 0` (a downscale, as the definition assumes).
struct BilinearTapWalk {
    private let source: Int
    private let divisor: Int
    private let stepQuotient: Int
    private let stepRemainder: Int
    private var quotient: Int
    private var remainder: Int

    init(source: Int, destination: Int) {
        self.source = source
        divisor = 2 &* destination
        // Index i's position is ((2i + 1) S - D) * 256 / 2D; each index adds 512 S to the numerator.
        let first = (source &- destination) &* 256, step = 512 &* source
        (quotient, remainder) = first.quotientAndRemainder(dividingBy: divisor)
        (stepQuotient, stepRemainder) = step.quotientAndRemainder(dividingBy: divisor)
    }

    /// The next index's taps.
    @inline(__always)
    mutating func next() -> BilinearTap {
        let tap = BilinearTap(position: quotient, source: source)
        quotient &+= stepQuotient
        remainder &+= stepRemainder
        if remainder >= divisor {
            quotient &+= 1
            remainder &-= divisor
        }
        return tap
    }
}

/// The horizontal pass of `bilinearScaleSIMD`, planned once per plane: which spelling every
/// destination row takes.
struct BilinearColumns {
    /// How the taps of a row are laid out.
    enum Layout {
        /// Every fraction 0, sample i at `first + step * i` (odd whole ratios): a gather.
        case centres(first: Int, step: Int)
        /// Every fraction 128, taps `first + step * i` and the next (even whole ratios): the
        /// rounded average of neighbours; in vectors at steps 2 and 4 (`averagedPairs`).
        case halves(first: Int, step: Int)
        /// Anything else: each sample's byte offset and fraction from a table.
        case table
    }

    let layout: Layout
    let destination: Int
    let source: Int
    let channels: Int

    init(source: Int, destination: Int, channels: Int) {
        self.source = source
        self.destination = destination
        self.channels = channels
        // A whole ratio k: index i's position is ((2i + 1) k - 1) * 128, never clamped, so every
        // fraction is 0 (k odd: the taps land on pixel centres) or 128 (k even), the first tap
        // (k - 1) / 2 and the step k. Any other ratio: a table.
        guard source % destination == 0 else {
            layout = .table
            return
        }
        let k = source / destination
        layout = k % 2 == 1 ? .centres(first: (k - 1) / 2, step: k) : .halves(first: (k - 1) / 2, step: k)
    }

    /// Bytes of stack memory `writeTable` fills (0 unless the layout is a table): per sample, its
    /// two taps' byte offsets and its fraction (Int32 each).
    var tableByteCount: Int {
        if case .table = layout { return destination * 12 }
        return 0
    }

    /// Fills the table of a `.table` layout (nothing otherwise).
    func writeTable(into table: UnsafeMutableRawPointer) {
        guard case .table = layout else { return }
        let entries = table.assumingMemoryBound(to: Int32.self)
        var taps = BilinearTapWalk(source: source, destination: destination)
        for i in 0..<destination {
            // The second tap is the first's neighbour, or the first itself at the last sample
            // (where the fraction is 0): never past the row.
            let tap = taps.next()
            entries[3 &* i] = Int32(truncatingIfNeeded: tap.first &* channels)
            entries[3 &* i &+ 1] = Int32(truncatingIfNeeded: tap.second &* channels)
            entries[3 &* i &+ 2] = Int32(tap.fraction)
        }
    }

    /// Whether `writeRow(averaging:and:into:)` makes a row from two source rows averaged in one
    /// pass: where `averagedPairs` has vectors (steps 2 and 4). At other steps the rows are
    /// averaged first, 32 bytes a step, where in one pass every sample would average its taps'
    /// rows one byte at a time (4K -> 640x360, a step of 6: 1.8-2.1x libyuv-bilinear).
    var averagesRowsItself: Bool {
        if case let .halves(_, step) = layout { return step == 2 || (step == 4 && channels == 1) }
        return false
    }

    /// Destination row from the rounded average of source rows `top` and `bottom` (a vertical
    /// fraction of 1/2), where `averagesRowsItself`.
    func writeRow(averaging top: UnsafeMutablePointer<UInt8>, and bottom: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) {
        guard case let .halves(first, step) = layout else { return }
        averagedPairs(top, and: bottom, first: first, step: step, channels: channels, count: destination, into: out)
    }

    /// Every destination row y from source rows 2y and 2y + 1 averaged, where `averagesRowsItself`
    /// and the rows halve exactly (their taps then: rows 2y and 2y + 1 at a fraction of 1/2).
    func writeRowsAveragingPairs(of source: SampleGrid, into destination: SampleGrid, stores: DestinationStores) {
        guard case let .halves(first, step) = layout else { return }
        averagedPairsOfRowPairs(source, destination, first: first, step: step, stores: stores)
    }

    /// Destination row from source row `row` (already interpolated vertically).
    func writeRow(from row: UnsafeMutablePointer<UInt8>, table: UnsafeRawPointer, into out: UnsafeMutablePointer<UInt8>) {
        let channels = self.channels
        switch layout {
        case let .centres(first, step):
            if channels == 1 {
                gatherBytes(row + first, step: step, count: destination, into: out)
            } else {
                gatherPairs(row + first &* 2, step: step &* 2, count: destination, into: out)
            }
        case let .halves(first, step):
            averagedPairs(row, and: nil, first: first, step: step, channels: channels, count: destination, into: out)
        case .table:
            let entries = table.assumingMemoryBound(to: Int32.self)
            if channels == 1 {
                interpolateColumns(row, entries, count: destination, channels: 1, into: out)
            } else {
                interpolateColumns(row, entries, count: destination, channels: 2, into: out)
            }
        }
    }
}

/// Sample i of `out` from its table entry (`BilinearColumns.writeTable`): its two taps' byte
/// offsets in `row` and the fraction, `channels` (a constant where inlined) bytes each.
@inline(__always)
private func interpolateColumns(
    _ row: UnsafeMutablePointer<UInt8>, _ entries: UnsafePointer<Int32>, count: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>
) {
    var entry = entries, o = out
    for _ in 0..<count {
        let first = row + Int(entry[0]), second = row + Int(entry[1]), fraction = UInt16(truncatingIfNeeded: entry[2])
        o[0] = interpolate(first[0], second[0], fraction)
        if channels == 2 { o[1] = interpolate(first[1], second[1], fraction) }
        entry += 3
        o += channels
    }
}

/// out[i] = from[step * i] for `count` bytes.
private func gatherBytes(_ from: UnsafeMutablePointer<UInt8>, step: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
    var i = 0, source = from
    while i &+ 4 <= count {
        out[i] = source[0]; out[i &+ 1] = source[step]; out[i &+ 2] = source[2 &* step]; out[i &+ 3] = source[3 &* step]
        source += 4 &* step
        i &+= 4
    }
    while i < count {
        out[i] = source[0]
        source += step
        i &+= 1
    }
}

/// Pair i of `out` = the 2 bytes at `from + step * i`, for `count` pairs.
private func gatherPairs(_ from: UnsafeMutablePointer<UInt8>, step: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
    let source = UnsafeRawPointer(from), destination = UnsafeMutableRawPointer(out)
    for i in 0..<count {
        destination.storeBytes(of: source.loadUnaligned(fromByteOffset: step &* i, as: UInt16.self), toByteOffset: 2 &* i, as: UInt16.self)
    }
}

/// `box-simd` one destination row at a time: the plan (which row kernels, which division) is made
/// once per plane, and each call writes one destination row wherever the caller wants it (a
/// plane's row, a stack row to interleave, a tile to transpose). `boxScaleSIMD` is this, row
/// after row, so every user of it produces the same bytes.
///
/// Whole ratios keep no tables; fractional ratios that `BoxWindowColumns` takes (up to 15 across,
/// vertical weights adding up to at most 2184: every fractional case of the suite) keep their
/// horizontal weights in the scratch memory (written by `prepare`, once per call) and work out
/// each row's vertical weights as they go: no heap memory either. Other
/// fractional ratios build the axes' weight tables (`BoxAxis`, a few KB of arrays) when the
/// scaler is made.
///
/// Use: make the scaler, get `scratchByteCount` bytes of scratch, `prepare` it, then write rows
/// with that scratch (`withScratch` does the middle two).
struct BoxSIMDRowScaler {
    /// How each destination row is made. Each case carries what its rows need, so a scaler can
    /// always write every row. The cases with arrays are indirect: `writeRow` switches on the plan
    /// once per row, and a boxed payload is read in place, where an inline one (those tables make
    /// it large) was copied with memcpy on every row; the others are small and allocate nothing.
    private enum Plan {
        /// Ratios 2, 3, 4 and 6 across: one fused row kernel, everything in registers.
        case fusedRow(FusedRow)
        /// Other whole ratios: rows summed into 16-bit lanes, then column passes by 3, by 2, by the rest.
        case wholeRatio(ColumnPasses)
        /// Fractional up to 15 across: one register pass over a row's source rows into 16-bit
        /// lanes (`boxWeightedRows16`, or `boxWeightedRowsSplit16` into two rows for sums past
        /// 16 bits), then `BoxWindowColumns`.
        indirect case window(RowWindow)
        /// Other fractional ratios, vertical weights adding up to at most 257: 16-bit vertical sums.
        indirect case fractional16(BoxAxis, BoxColumns, BoxFixedTapColumns?)
        /// Fractional, every vertical weight at most 257: 32-bit vertical sums of 16-bit products.
        indirect case fractional32(BoxAxis, BoxColumns)
        /// Anything else: `boxScale`'s plain vertical pass.
        indirect case plain(BoxAxis, BoxColumns)
    }

    /// The vertical axis of a `window` plan in units (destination row y covers units
    /// y * weightSum ..< (y + 1) * weightSum, source row j covers j * sourceUnits ..< (j + 1) *
    /// sourceUnits), and its horizontal pass, whose table starts the scratch memory.
    private struct RowWindow {
        let weightSum: Int
        let sourceUnits: Int
        let columns: BoxWindowColumns
    }

    /// A fused row kernel and the division its sums need.
    private struct FusedRow {
        /// The horizontal ratio, 2, 3, 4 or 6: which kernel (a number rather than a function
        /// value, so that `writeRow` calls the kernel directly, without a closure context).
        let ratio: Int
        let divisor: LaneDivisor
    }

    /// The horizontal passes of a whole ratio without a fused kernel: an even ratio pairs columns
    /// while loading (no shuffles); the rest of the ratio is reduced by 3 first (its passes read
    /// the most lanes), then by 2, then by what remains, plainly; then the division.
    private struct ColumnPasses {
        let pairWhileLoading: Bool
        let threes: Int
        let twos: Int
        let rest: Int
        let divisor: LaneDivisor

        init(ratio: Int, divisor: LaneDivisor) {
            self.divisor = divisor
            pairWhileLoading = ratio % 2 == 0
            var remaining = pairWhileLoading ? ratio / 2 : ratio, threes = 0, twos = 0
            while remaining % 3 == 0 { threes += 1; remaining /= 3 }
            while remaining % 2 == 0 { twos += 1; remaining /= 2 }
            self.threes = threes
            self.twos = twos
            rest = remaining
        }
    }


    let source: SampleGrid
    /// Destination samples per row and rows.
    let width: Int
    let height: Int
    private let plan: Plan
    private let kx: Int
    let ky: Int
    /// The build of the 2:1 and 4:1 row steps (x86-64).
    let kernels: KernelTable

    /// - Precondition: 0 < width <= source.width, 0 < height <= source.height.
    init(source: SampleGrid, width: Int, height: Int, kernels: KernelTable) {
        self.source = source
        self.kernels = kernels
        self.width = width
        self.height = height
        let kx = source.width / width, ky = source.height / height
        self.kx = kx
        self.ky = ky
        if source.width == kx * width, source.height == ky * height, kx * ky <= 256,
           let divisor = LaneDivisor(divisor: kx * ky, maximumNumerator: kx * ky * 255) {
            switch kx {
            case 2, 3, 4, 6: plan = .fusedRow(FusedRow(ratio: kx, divisor: divisor))
            default: plan = .wholeRatio(ColumnPasses(ratio: kx, divisor: divisor))
            }
            return
        }
        let common = gcd(source.height, height)
        if height / common <= Int(UInt16.max), let columns = BoxWindowColumns(source: source.width, destination: width, channels: source.channels,
                                          verticalWeightSum: source.height / common) {
            plan = .window(RowWindow(weightSum: source.height / common, sourceUnits: height / common, columns: columns))
            return
        }
        let horizontal = BoxAxis(source: source.width, destination: width)
        let vertical = BoxAxis(source: source.height, destination: height)
        let columns = BoxColumns(horizontal, verticalWeightSum: vertical.weightSum, channels: source.channels)
        if vertical.weightSum * 255 <= Int(UInt16.max) {
            let fixedTaps = columns.fitsInUInt32 && horizontal.maximumTaps <= horizontal.sourceCount ? BoxFixedTapColumns(columns) : nil
            plan = .fractional16(vertical, columns, fixedTaps)
        } else if vertical.weights.allSatisfy({ $0 <= 257 }) {
            plan = .fractional32(vertical, columns)
        } else {
            plan = .plain(vertical, columns)
        }
    }

    /// Bytes of scratch `writeRow` needs (0 for the fused row kernels), 16-byte aligned.
    var scratchByteCount: Int {
        switch plan {
        case .fusedRow: return 0
        case let .window(window):
            // The table, then the rows of vertical sums.
            return window.columns.tableByteCount + window.columns.sumRowCount * source.rowBytes * MemoryLayout<UInt16>.stride
        case .wholeRatio, .fractional16: return source.rowBytes * MemoryLayout<UInt16>.stride
        case .fractional32, .plain: return source.rowBytes * MemoryLayout<UInt32>.stride
        }
    }

    /// Writes what rows need in `scratch` before the first `writeRow` with it (a `window` plan's
    /// horizontal table; nothing for the other plans).
    /// - Precondition: `scratch` holds `scratchByteCount` bytes, 16-byte aligned.
    func prepare(_ scratch: UnsafeMutableRawPointer) {
        if case let .window(window) = plan { window.columns.write(into: scratch) }
    }

    /// Writes destination row `y` (`width * source.channels` bytes) to `out`.
    /// - Precondition: `0 <= y < height`; `scratch` holds `scratchByteCount` bytes, 16-byte
    ///   aligned, and was given to `prepare` (and since then to `writeRow` of this scaler only, or
    ///   of scalers with the same sizes).
    func writeRow(_ y: Int, into out: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutableRawPointer) {
        let channels = source.channels
        switch plan {
        case let .fusedRow(row):
            let first = source.row(y * ky), bytesPerRow = source.bytesPerRow, pixels = source.width
            switch row.ratio {
            case 2: boxRowByTwo(first, bytesPerRow: bytesPerRow, rowCount: ky, pixels: pixels, channels: channels, divisor: row.divisor, kernels: kernels, into: out)
            case 3: boxRowByThree(first, bytesPerRow: bytesPerRow, rowCount: ky, pixels: pixels, channels: channels, divisor: row.divisor, into: out)
            case 4: boxRowByFour(first, bytesPerRow: bytesPerRow, rowCount: ky, pixels: pixels, channels: channels, divisor: row.divisor, kernels: kernels, into: out)
            default: boxRowBySix(first, bytesPerRow: bytesPerRow, rowCount: ky, pixels: pixels, channels: channels, divisor: row.divisor, into: out)
            }
        case let .wholeRatio(passes):
            let sums = scratch.assumingMemoryBound(to: UInt16.self)
            var pixels = source.width
            if passes.pairWhileLoading {
                sumRowsPairingColumns(source.row(y * ky), bytesPerRow: source.bytesPerRow, rowCount: ky, pixels: pixels,
                                      channels: channels, into: sums)
                pixels /= 2
            } else {
                sumRows(source.row(y * ky), bytesPerRow: source.bytesPerRow, rowCount: ky, byteCount: source.rowBytes, into: sums)
            }
            for _ in 0..<passes.threes {
                pixels /= 3
                addPixelTriples(sums, outputs: pixels * channels, channels: channels)
            }
            for _ in 0..<passes.twos {
                pixels /= 2
                addPixelPairs(sums, outputs: pixels * channels, channels: channels)
            }
            if passes.rest > 1 {
                pixels /= passes.rest
                addPixelGroupsPlain(sums, from: 0, outputs: pixels * channels, factor: passes.rest, channels: channels)
            }
            divideAndPack(sums, count: width * channels, by: passes.divisor, into: out)
        case let .window(window):
            let s = window.weightSum, d = window.sourceUnits
            let start = y * s, end = start + s
            let first = start / d, last = (end - 1) / d
            let sums = (scratch + window.columns.tableByteCount).assumingMemoryBound(to: UInt16.self)
            let firstWeight = UInt16(min(end, (first + 1) * d) - start), lastWeight = last == first ? 0 : UInt16(end - last * d)
            let firstRow = source.row(first), rowCount = last - first + 1, middleWeight = UInt16(d)
            /// The vertical pass for these columns' layout and order, then the columns.
            @inline(__always)
            func sumAndFinish<Order: SumOrder>(_ order: Order.Type) {
                switch window.columns.sumRows {
                case .plain:
                    boxWeightedRows16(firstRow, bytesPerRow: source.bytesPerRow, rowCount: rowCount, firstWeight: firstWeight, middleWeight: middleWeight,
                                      lastWeight: lastWeight, byteCount: source.rowBytes, layout: PlainSums.self, order: order, into: sums)
                    window.columns.finish(sums, table: scratch, into: out)
                case .biased:
                    boxWeightedRows16(firstRow, bytesPerRow: source.bytesPerRow, rowCount: rowCount, firstWeight: firstWeight, middleWeight: middleWeight,
                                      lastWeight: lastWeight, byteCount: source.rowBytes, layout: BiasedSums.self, order: order, into: sums)
                    window.columns.finish(sums, table: scratch, into: out)
                case let .split(lowBits):
                    let low = sums + source.rowBytes
                    boxWeightedRowsSplit16(firstRow, bytesPerRow: source.bytesPerRow, rowCount: rowCount, firstWeight: firstWeight,
                                           middleWeight: middleWeight, lastWeight: lastWeight, byteCount: source.rowBytes, lowBits: lowBits,
                                           order: order, into: sums, low: low)
                    window.columns.finish(sums, low: low, table: scratch, into: out)
                }
            }
            if window.columns.sumOrderIsChannelsApart { sumAndFinish(ChannelsApart.self) } else { sumAndFinish(BytesInOrder.self) }
        case let .fractional16(vertical, columns, fixedTaps):
            let sums = scratch.assumingMemoryBound(to: UInt16.self)
            vertical.withTaps(ofDestination: y) { taps in
                weightedSumRows16(source.row(vertical.first[y]), bytesPerRow: source.bytesPerRow, weights: taps,
                                  byteCount: source.rowBytes, into: sums)
            }
            if let fixedTaps { fixedTaps.finish(sums, into: out) } else { columns.finish(sums, into: out) }
        case let .fractional32(vertical, columns):
            let sums = scratch.assumingMemoryBound(to: UInt32.self)
            vertical.withTaps(ofDestination: y) { taps in
                weightedSumRows(source.row(vertical.first[y]), bytesPerRow: source.bytesPerRow, weights: taps,
                                byteCount: source.rowBytes, into: sums)
            }
            columns.finish(sums, into: out)
        case let .plain(vertical, columns):
            let sums = scratch.assumingMemoryBound(to: UInt32.self)
            vertical.withTaps(ofDestination: y) { taps in
                weightedSumRowsPlain(source.row(vertical.first[y]), source.bytesPerRow, taps, source.rowBytes, sums)
            }
            columns.finish(sums, into: out)
        }
    }

    /// Present when two destination rows can be made in one pass: one-channel samples shrunk by 3
    /// across and by a whole factor down (`boxRowPairByThree`).
    var rowPairs: BoxRowPairs? {
        guard case let .fusedRow(row) = plan, kx == 3, source.channels == 1 else { return nil }
        return BoxRowPairs(source: source, rowsPerBand: ky, divisor: row.divisor)
    }

    /// Writes every destination row into `destination`: two at a time where `rowPairs` applies,
    /// the 2:1 and 4:1 rows by this architecture's path where it has one (`writeRowsByTwoOrFour`,
    /// BoxSIMDRowScaler+NEON.swift and BoxSIMDRowScaler+Portable.swift), else one by one with
    /// `writeRow`; `stores` reaches the 2:1 and 4:1 row steps (x86-64).
    /// - Precondition: `scratch` holds `scratchByteCount` bytes, 4-byte aligned.
    func writeAllRows(into destination: SampleGrid, scratch: UnsafeMutableRawPointer, stores: DestinationStores = .cached) {
        var y = 0
        if let rowPairs {
            while y + 2 <= height {
                rowPairs.writeRowPair(y, into: destination.row(y), destination.row(y + 1))
                y += 2
            }
        }
        if case let .fusedRow(row) = plan, row.ratio == 2 || row.ratio == 4 {
            // The 2:1 and 4:1 rows, whose kernels are the shortest per output: the plan read once,
            // not once per row (`writeRow`'s switch and its frame cost about 50 instructions a row).
            let bytesPerRow = source.bytesPerRow, pixels = source.width, channels = source.channels
            let band = ky &* bytesPerRow
            var first = source.row(y * ky), out = destination.row(y)
            if writeRowsByTwoOrFour(ratio: row.ratio, divisor: row.divisor, from: y, first: first, out: out, into: destination, stores: stores) {
                return
            }
            for _ in y..<height {
                defer { first += band; out += destination.bytesPerRow }
                if row.ratio == 2 {
                    boxRowByTwo(first, bytesPerRow: bytesPerRow, rowCount: ky, pixels: pixels, channels: channels,
                                divisor: row.divisor, kernels: kernels, into: out)
                } else {
                    boxRowByFour(first, bytesPerRow: bytesPerRow, rowCount: ky, pixels: pixels, channels: channels,
                                 divisor: row.divisor, kernels: kernels, into: out)
                }
            }
            return
        }
        for y in y..<height { writeRow(y, into: destination.row(y), scratch: scratch) }
    }

    /// Runs `body` with this scaler's scratch (`withStackScratch`), prepared.
    func withScratch<Result>(_ body: (UnsafeMutableRawPointer) throws -> Result) rethrows -> Result {
        try withStackScratch(byteCount: scratchByteCount) { scratch in
            prepare(scratch)
            return try body(scratch)
        }
    }
}

/// Two destination rows of box downscales at ratio 3 across in one pass (`boxRowPairByThree`):
/// neighbouring bands of one plane, or the same row of two planes (U and V into NV12's CbCr).
struct BoxRowPairs {
    let source: SampleGrid
    /// Source rows per destination row.
    let rowsPerBand: Int
    let divisor: LaneDivisor

    /// Writes destination rows `y` and `y + 1` (each `source.width / 3` bytes) to `first` and
    /// `second`: the bytes `BoxSIMDRowScaler.writeRow` writes, in one pass.
    /// - Precondition: `0 <= y`, `y + 1` below the destination's height.
    func writeRowPair(_ y: Int, into first: UnsafeMutablePointer<UInt8>, _ second: UnsafeMutablePointer<UInt8>) {
        let band = rowsPerBand * source.bytesPerRow
        boxRowPairByThree(source.row(y * rowsPerBand), firstBytesPerRow: source.bytesPerRow, source.row(y * rowsPerBand) + band,
                          secondBytesPerRow: source.bytesPerRow, rowCount: rowsPerBand, pixels: source.width, divisor: divisor,
                          into: .separate(first, second), nextRowsAhead: 2 * rowsPerBand)
    }

    /// Writes row `y` of `first` and of `second` interleaved (first's sample, then second's) to
    /// `out` (`2 * source.width / 3` bytes): U and V straight into an NV12 CbCr row.
    /// - Precondition: both with the same source and destination sizes; `0 <= y` below their height.
    static func writeInterleavedRow(_ y: Int, of first: BoxRowPairs, _ second: BoxRowPairs, into out: UnsafeMutablePointer<UInt8>) {
        boxRowPairByThree(first.source.row(y * first.rowsPerBand), firstBytesPerRow: first.source.bytesPerRow,
                          second.source.row(y * second.rowsPerBand), secondBytesPerRow: second.source.bytesPerRow,
                          rowCount: first.rowsPerBand, pixels: first.source.width, divisor: first.divisor,
                          into: .interleaved(out), nextRowsAhead: first.rowsPerBand)
    }
}

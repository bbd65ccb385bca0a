/// `box-simd` one destination row at a time: the plan (which row kernels, which division) is made
/// once per plane, and each call writes one destination row wherever the caller wants it (a
/// plane's row, a stack row to interleave, a tile to transpose). `boxScaleSIMD` is this, row
/// after row, so every user of it produces the same bytes.
///
/// Whole ratios keep no tables and take no heap memory; fractional ratios build the axes' weight
/// tables (`BoxAxis`, a few KB of arrays) when the scaler is made, once per plane per call.
struct BoxSIMDRowScaler {
    /// How each destination row is made.
    private enum Plan {
        /// Ratios 2, 3, 4 and 6 across: one fused row kernel, everything in registers.
        case fusedRow(FusedRowKernel)
        /// Other whole ratios: rows summed into 16-bit lanes, then column passes by 3, by 2, by the rest.
        case wholeRatio(pairWhileLoading: Bool, threes: Int, twos: Int, rest: Int)
        /// Fractional, vertical weights adding up to at most 257: 16-bit vertical sums.
        case fractional16(BoxAxis, BoxColumns, BoxFixedTapColumns?)
        /// Fractional, every vertical weight at most 257: 32-bit vertical sums of 16-bit products.
        case fractional32(BoxAxis, BoxColumns)
        /// Anything else: `boxScale`'s plain vertical pass.
        case plain(BoxAxis, BoxColumns)
    }

    typealias FusedRowKernel = (UnsafeMutablePointer<UInt8>, Int, Int, Int, Int, LaneDivisor, UnsafeMutablePointer<UInt8>) -> Void

    let source: SampleGrid
    /// Destination samples per row and rows.
    let width: Int
    let height: Int
    private let plan: Plan
    private let kx: Int
    private let ky: Int
    private let divisor: LaneDivisor?

    /// - Precondition: 0 < width <= source.width, 0 < height <= source.height.
    init(source: SampleGrid, width: Int, height: Int) {
        self.source = source
        self.width = width
        self.height = height
        let kx = source.width / width, ky = source.height / height
        self.kx = kx
        self.ky = ky
        if source.width == kx * width, source.height == ky * height, kx * ky <= 256,
           let divisor = LaneDivisor(divisor: kx * ky, maximumNumerator: kx * ky * 255) {
            self.divisor = divisor
            switch kx {
            case 2: plan = .fusedRow(boxRowByTwo)
            case 3: plan = .fusedRow(boxRowByThree)
            case 4: plan = .fusedRow(boxRowByFour)
            case 6: plan = .fusedRow(boxRowBySix)
            default:
                // An even ratio pairs columns while loading (no shuffles); the rest of the ratio is
                // reduced in column passes, by 3 first (its passes read the most lanes), then by 2.
                let pairWhileLoading = kx % 2 == 0
                var remaining = pairWhileLoading ? kx / 2 : kx, threes = 0, twos = 0
                while remaining % 3 == 0 { threes += 1; remaining /= 3 }
                while remaining % 2 == 0 { twos += 1; remaining /= 2 }
                plan = .wholeRatio(pairWhileLoading: pairWhileLoading, threes: threes, twos: twos, rest: remaining)
            }
            return
        }
        divisor = nil
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
        case .wholeRatio, .fractional16: return source.rowBytes * MemoryLayout<UInt16>.stride
        case .fractional32, .plain: return source.rowBytes * MemoryLayout<UInt32>.stride
        }
    }

    /// Writes destination row `y` (`width * source.channels` bytes) to `out`.
    /// - Precondition: `0 <= y < height`; `scratch` holds `scratchByteCount` bytes, 4-byte aligned.
    func writeRow(_ y: Int, into out: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutableRawPointer?) {
        let channels = source.channels
        switch plan {
        case .fusedRow(let kernel):
            guard let divisor else { return }
            kernel(source.row(y * ky), source.bytesPerRow, ky, source.width, channels, divisor, out)
        case .wholeRatio(let pairWhileLoading, let threes, let twos, let rest):
            guard let divisor, let scratch else { return }
            let sums = scratch.assumingMemoryBound(to: UInt16.self)
            var pixels = source.width
            if pairWhileLoading {
                sumRowsPairingColumns(source.row(y * ky), bytesPerRow: source.bytesPerRow, rowCount: ky, pixels: pixels,
                                      channels: channels, into: sums)
                pixels /= 2
            } else {
                sumRows(source.row(y * ky), bytesPerRow: source.bytesPerRow, rowCount: ky, byteCount: source.rowBytes, into: sums)
            }
            for _ in 0..<threes {
                pixels /= 3
                addPixelTriples(sums, outputs: pixels * channels, channels: channels)
            }
            for _ in 0..<twos {
                pixels /= 2
                addPixelPairs(sums, outputs: pixels * channels, channels: channels)
            }
            if rest > 1 {
                pixels /= rest
                addPixelGroupsPlain(sums, from: 0, outputs: pixels * channels, factor: rest, channels: channels)
            }
            divideAndPack(sums, count: width * channels, by: divisor, into: out)
        case .fractional16(let vertical, let columns, let fixedTaps):
            guard let scratch else { return }
            let sums = scratch.assumingMemoryBound(to: UInt16.self)
            vertical.weights.withUnsafeBufferPointer { weights in
                let taps = UnsafeBufferPointer(rebasing: weights[vertical.weightStart[y]..<vertical.weightStart[y + 1]])
                weightedSumRows16(source.row(vertical.first[y]), bytesPerRow: source.bytesPerRow, weights: taps,
                                  byteCount: source.rowBytes, into: sums)
            }
            if let fixedTaps { fixedTaps.finish(sums, into: out) } else { columns.finish(sums, into: out) }
        case .fractional32(let vertical, let columns):
            guard let scratch else { return }
            let sums = scratch.assumingMemoryBound(to: UInt32.self)
            vertical.weights.withUnsafeBufferPointer { weights in
                let taps = UnsafeBufferPointer(rebasing: weights[vertical.weightStart[y]..<vertical.weightStart[y + 1]])
                weightedSumRows(source.row(vertical.first[y]), bytesPerRow: source.bytesPerRow, weights: taps,
                                byteCount: source.rowBytes, into: sums)
            }
            columns.finish(sums, into: out)
        case .plain(let vertical, let columns):
            guard let scratch else { return }
            let sums = scratch.assumingMemoryBound(to: UInt32.self)
            vertical.weights.withUnsafeBufferPointer { weights in
                let taps = UnsafeBufferPointer(rebasing: weights[vertical.weightStart[y]..<vertical.weightStart[y + 1]])
                weightedSumRowsPlain(source.row(vertical.first[y]), source.bytesPerRow, taps, source.rowBytes, sums)
            }
            columns.finish(sums, into: out)
        }
    }

    /// Whether `writeRowPair` and `writeInterleavedRow` apply: one-channel samples shrunk by 3
    /// across and by a whole factor down (`boxRowPairByThree`).
    var pairsRows: Bool {
        guard case .fusedRow = plan, kx == 3, source.channels == 1 else { return false }
        return true
    }

    /// Writes destination rows `y` and `y + 1` (each `width` bytes) to `first` and `second`: the
    /// bytes `writeRow` writes, in one pass.
    /// - Precondition: `pairsRows`; `0 <= y`, `y + 1 < height`.
    func writeRowPair(_ y: Int, into first: UnsafeMutablePointer<UInt8>, _ second: UnsafeMutablePointer<UInt8>) {
        guard let divisor else { return }
        let band = ky * source.bytesPerRow
        boxRowPairByThree(source.row(y * ky), firstBytesPerRow: source.bytesPerRow, source.row(y * ky) + band,
                          secondBytesPerRow: source.bytesPerRow, rowCount: ky, pixels: source.width, divisor: divisor,
                          into: .separate(first, second), nextRowsAhead: 2 * ky)
    }

    /// Writes row `y` of `first` and of `second` interleaved (first's sample, then second's) to
    /// `out` (`2 * width` bytes): U and V straight into an NV12 CbCr row.
    /// - Precondition: both `pairsRows`, with the same source and destination sizes; `0 <= y < height`.
    static func writeInterleavedRow(_ y: Int, of first: BoxSIMDRowScaler, _ second: BoxSIMDRowScaler,
                                    into out: UnsafeMutablePointer<UInt8>) {
        guard let divisor = first.divisor else { return }
        boxRowPairByThree(first.source.row(y * first.ky), firstBytesPerRow: first.source.bytesPerRow,
                          second.source.row(y * second.ky), secondBytesPerRow: second.source.bytesPerRow,
                          rowCount: first.ky, pixels: first.source.width, divisor: divisor, into: .interleaved(out),
                          nextRowsAhead: first.ky)
    }

    /// Writes every destination row into `destination`: two at a time where `pairsRows`, else one
    /// by one with `writeRow` (`scratch` as `writeRow` needs it).
    func writeAllRows(into destination: SampleGrid, scratch: UnsafeMutableRawPointer?) {
        var y = 0
        if pairsRows {
            while y + 2 <= height {
                writeRowPair(y, into: destination.row(y), destination.row(y + 1))
                y += 2
            }
        }
        for y in y..<height { writeRow(y, into: destination.row(y), scratch: scratch) }
    }

    /// Runs `body` with this scaler's scratch (`withStackScratch`; nil when none is needed).
    func withScratch<Result>(_ body: (UnsafeMutableRawPointer?) throws -> Result) rethrows -> Result {
        let count = scratchByteCount
        guard count > 0 else { return try body(nil) }
        return try withStackScratch(byteCount: count) { try body($0) }
    }
}

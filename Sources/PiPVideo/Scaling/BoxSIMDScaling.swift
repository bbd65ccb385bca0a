extension ScaleI420Strategy {
    /// Exact area average in portable Swift SIMD, with a 16-bit path for integer ratios.
    public static let boxSIMD = ScaleI420Strategy(
        id: "box-simd", summary: boxSIMDSummary, planeScaler: { boxScaleSIMD($0, $1) })
}

extension ScaleNV12Strategy {
    /// Exact area average in portable Swift SIMD, with a 16-bit path for integer ratios.
    public static let boxSIMD = ScaleNV12Strategy(
        id: "box-simd", summary: boxSIMDSummary, planeScaler: { boxScaleSIMD($0, $1) })
}

private let boxSIMDSummary =
    "exact area average, Swift SIMD: integer ratios sum rows and columns in 16-bit lanes and divide by multiply-shift; other ratios vector rows + the box columns"

/// The same bytes as `boxScale`, faster. When both axes shrink by whole factors kx and ky with
/// kx * ky <= 256, every sum fits a 16-bit lane: for each destination row, ky source rows are
/// summed 16 bytes at a time, neighbouring columns are summed in vector passes (by 3, by 2, else
/// plainly), and the sums are divided by kx * ky with a multiply-shift (`LaneDivisor`) and packed
/// to bytes. Other ratios use a vector vertical pass and `boxScale`'s horizontal pass.
func boxScaleSIMD(_ source: SampleGrid, _ destination: SampleGrid) {
    let kx = source.width / destination.width, ky = source.height / destination.height
    if source.width == kx * destination.width, source.height == ky * destination.height, kx * ky <= 256,
       let divisor = LaneDivisor(divisor: kx * ky, maximumNumerator: kx * ky * 255) {
        integerBoxScaleSIMD(source, destination, kx: kx, ky: ky, divisor: divisor)
    } else if BoxAxis(source: source.height, destination: destination.height).weights.allSatisfy({ $0 <= 257 }) {
        boxScale(source, destination) { firstRow, bytesPerRow, weights, byteCount, column in
            weightedSumRows(firstRow, bytesPerRow: bytesPerRow, weights: weights, byteCount: byteCount, into: column)
        }
    } else {
        boxScale(source, destination)
    }
}

/// Box downscale by whole factors, in 16-bit lanes.
func integerBoxScaleSIMD(_ source: SampleGrid, _ destination: SampleGrid, kx: Int, ky: Int, divisor: LaneDivisor) {
    let channels = source.channels
    let sums = UnsafeMutablePointer<UInt16>.allocate(capacity: source.rowBytes)
    defer { sums.deallocate() }
    var factors: [Int] = []
    var remaining = kx
    while remaining % 3 == 0 { factors.append(3); remaining /= 3 }
    while remaining % 2 == 0 { factors.append(2); remaining /= 2 }
    if remaining > 1 { factors.append(remaining) }

    for y in 0..<destination.height {
        sumRows(source.row(y * ky), bytesPerRow: source.bytesPerRow, rowCount: ky, byteCount: source.rowBytes, into: sums)
        var pixels = source.width
        for factor in factors {
            pixels /= factor
            switch factor {
            case 2: addPixelPairs(sums, outputs: pixels * channels, channels: channels)
            case 3: addPixelTriples(sums, outputs: pixels * channels, channels: channels)
            default: addPixelGroupsPlain(sums, from: 0, outputs: pixels * channels, factor: factor, channels: channels)
            }
        }
        divideAndPack(sums, count: destination.rowBytes, by: divisor, into: destination.row(y))
    }
}

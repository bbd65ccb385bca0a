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
/// to bytes; horizontal ratios of 2, 3, 4 and 6 do all of it in registers (`boxRowByTwo`, `boxRowByThree`,
/// `boxRowByFour`, `boxRowBySix`). Other ratios use a vector vertical pass (in 16-bit lanes when the vertical weights
/// allow, else 32-bit) and `boxScale`'s horizontal pass.
func boxScaleSIMD(_ source: SampleGrid, _ destination: SampleGrid) {
    let kx = source.width / destination.width, ky = source.height / destination.height
    if source.width == kx * destination.width, source.height == ky * destination.height, kx * ky <= 256,
       let divisor = LaneDivisor(divisor: kx * ky, maximumNumerator: kx * ky * 255) {
        integerBoxScaleSIMD(source, destination, kx: kx, ky: ky, divisor: divisor)
    } else if BoxAxis(source: source.height, destination: destination.height).weightSum * 255 <= Int(UInt16.max) {
        fractionalBoxScaleSIMD16(source, destination)
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
    // An even ratio pairs columns while loading (no shuffles); the rest of the ratio is reduced
    // in column passes, by 3 first (its passes read the most lanes), then by 2.
    let pairWhileLoading = kx % 2 == 0
    var factors: [Int] = []
    var remaining = pairWhileLoading ? kx / 2 : kx
    while remaining % 3 == 0 { factors.append(3); remaining /= 3 }
    while remaining % 2 == 0 { factors.append(2); remaining /= 2 }
    if remaining > 1 { factors.append(remaining) }

    let fusedRow: ((UnsafeMutablePointer<UInt8>, Int, Int, Int, Int, LaneDivisor, UnsafeMutablePointer<UInt8>) -> Void)?
    switch kx {
    case 2: fusedRow = boxRowByTwo
    case 3: fusedRow = boxRowByThree
    case 4: fusedRow = boxRowByFour
    case 6: fusedRow = boxRowBySix
    default: fusedRow = nil
    }
    for y in 0..<destination.height {
        if let fused = fusedRow {
            fused(source.row(y * ky), source.bytesPerRow, ky, source.width, channels, divisor, destination.row(y))
            continue
        }
        var pixels = source.width
        if pairWhileLoading {
            sumRowsPairingColumns(source.row(y * ky), bytesPerRow: source.bytesPerRow, rowCount: ky, pixels: pixels,
                                  channels: channels, into: sums)
            pixels /= 2
        } else {
            sumRows(source.row(y * ky), bytesPerRow: source.bytesPerRow, rowCount: ky, byteCount: source.rowBytes, into: sums)
        }
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

/// Box downscale at a fractional ratio whose vertical weights add up to at most 257: vertical
/// weighted sums in 16-bit lanes, then the horizontal sums with a fixed number of taps
/// (`BoxFixedTapColumns`) and the same division as `boxScale`.
func fractionalBoxScaleSIMD16(_ source: SampleGrid, _ destination: SampleGrid) {
    let horizontal = BoxAxis(source: source.width, destination: destination.width)
    let vertical = BoxAxis(source: source.height, destination: destination.height)
    let columns = BoxColumns(horizontal, verticalWeightSum: vertical.weightSum, channels: source.channels)
    let fixedTaps = columns.fitsInUInt32 && horizontal.maximumTaps <= horizontal.sourceCount ? BoxFixedTapColumns(columns) : nil
    let sums = UnsafeMutablePointer<UInt16>.allocate(capacity: source.rowBytes)
    defer { sums.deallocate() }
    vertical.weights.withUnsafeBufferPointer { verticalWeights in
        for y in 0..<destination.height {
            let taps = UnsafeBufferPointer(rebasing: verticalWeights[vertical.weightStart[y]..<vertical.weightStart[y + 1]])
            weightedSumRows16(source.row(vertical.first[y]), bytesPerRow: source.bytesPerRow, weights: taps,
                              byteCount: source.rowBytes, into: sums)
            if let fixedTaps { fixedTaps.finish(sums, into: destination.row(y)) } else { columns.finish(sums, into: destination.row(y)) }
        }
    }
}

/// One destination row of a box downscale whose horizontal ratio is 2, fused: for 16 output
/// bytes at a time, the pair sums of 32 source bytes (`pairSums`, no shuffles) are added over
/// the `rowCount` source rows in registers, divided and packed, with no intermediate row.
func boxRowByTwo(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int, pixels: Int, channels: Int,
    divisor: LaneDivisor, into out: UnsafeMutablePointer<UInt8>
) {
    let outputs = pixels / 2 * channels
    var o = 0
    while o + 16 <= outputs {
        var low = SIMD8<UInt16>(), high = SIMD8<UInt16>()
        var row = UnsafeRawPointer(firstRow + 2 * o)
        for _ in 0..<rowCount {
            let first = row.loadUnaligned(as: SIMD16<UInt8>.self), second = row.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
            if channels == 1 {
                low &+= pairSums(first)
                high &+= pairSums(second)
            } else {
                low &+= pairSumsOfTwoChannels(first)
                high &+= pairSumsOfTwoChannels(second)
            }
            row += bytesPerRow
        }
        let bytes = narrowed(SIMD16<UInt16>(lowHalf: divisor.roundedQuotient(low), highHalf: divisor.roundedQuotient(high)))
        UnsafeMutableRawPointer(out + o).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
        o += 16
    }
    while o < outputs {
        let pixel = o / channels, channel = o - pixel * channels
        let left = 2 * pixel * channels + channel
        var sum: UInt16 = 0
        for r in 0..<rowCount {
            let row = firstRow + r * bytesPerRow
            sum &+= UInt16(row[left]) &+ UInt16(row[left + channels])
        }
        out[o] = UInt8(truncatingIfNeeded: divisor.roundedQuotient(sum))
        o += 1
    }
}

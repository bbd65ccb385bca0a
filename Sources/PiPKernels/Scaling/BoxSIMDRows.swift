import CPrefetch

/// Vertical passes of `box-simd`: sums of source rows into one row of wider lanes.

/// sums[i] = the sum of byte i over `rowCount` rows from `firstRow`, `bytesPerRow` apart (at most
/// 257 rows, so every sum fits 16 bits). 16 bytes per step, widened to 16-bit lanes, up to three
/// rows per pass over `sums`.
func sumRows(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int, byteCount: Int,
    into sums: UnsafeMutablePointer<UInt16>
) {
    var first = 0
    while first < rowCount {
        let count = min(3, rowCount - first)
        let a = firstRow + first * bytesPerRow
        let b = count > 1 ? a + bytesPerRow : a
        let c = count > 2 ? b + bytesPerRow : a
        // One call per (rows, first pass or not) pair, each with `accumulate` written as a
        // literal: each adder's loop then sees a constant flag where it is inlined, instead of
        // testing a variable in every vector step.
        switch (count, first == 0) {
        case (3, true): addRows3(a, b, c, byteCount, sums, accumulate: false)
        case (3, false): addRows3(a, b, c, byteCount, sums, accumulate: true)
        case (2, true): addRows2(a, b, byteCount, sums, accumulate: false)
        case (2, false): addRows2(a, b, byteCount, sums, accumulate: true)
        case (_, true): addRows1(a, byteCount, sums, accumulate: false)
        default: addRows1(a, byteCount, sums, accumulate: true)
        }
        first += count
    }
}

@inline(__always)
private func widened(_ row: UnsafeMutablePointer<UInt8>, _ i: Int) -> SIMD16<UInt16> {
    loadWidened(row + i)
}

@inline(__always)
private func store(_ value: SIMD16<UInt16>, _ sums: UnsafeMutablePointer<UInt16>, _ i: Int, accumulate: Bool) {
    let address = UnsafeMutableRawPointer(sums + i)
    let total = accumulate ? value &+ address.loadUnaligned(as: SIMD16<UInt16>.self) : value
    address.storeBytes(of: total, as: SIMD16<UInt16>.self)
}

private func addRows3(
    _ a: UnsafeMutablePointer<UInt8>, _ b: UnsafeMutablePointer<UInt8>, _ c: UnsafeMutablePointer<UInt8>,
    _ count: Int, _ sums: UnsafeMutablePointer<UInt16>, accumulate: Bool
) {
    var i = 0
    while i + 16 <= count {
        store(widened(a, i) &+ widened(b, i) &+ widened(c, i), sums, i, accumulate: accumulate)
        i += 16
    }
    while i < count {
        let value = UInt16(a[i]) &+ UInt16(b[i]) &+ UInt16(c[i])
        sums[i] = accumulate ? sums[i] &+ value : value
        i += 1
    }
}

private func addRows2(
    _ a: UnsafeMutablePointer<UInt8>, _ b: UnsafeMutablePointer<UInt8>,
    _ count: Int, _ sums: UnsafeMutablePointer<UInt16>, accumulate: Bool
) {
    var i = 0
    while i + 16 <= count {
        store(widened(a, i) &+ widened(b, i), sums, i, accumulate: accumulate)
        i += 16
    }
    while i < count {
        let value = UInt16(a[i]) &+ UInt16(b[i])
        sums[i] = accumulate ? sums[i] &+ value : value
        i += 1
    }
}

private func addRows1(_ a: UnsafeMutablePointer<UInt8>, _ count: Int, _ sums: UnsafeMutablePointer<UInt16>, accumulate: Bool) {
    var i = 0
    while i + 16 <= count {
        store(widened(a, i), sums, i, accumulate: accumulate)
        i += 16
    }
    while i < count {
        sums[i] = accumulate ? sums[i] &+ UInt16(a[i]) : UInt16(a[i])
        i += 1
    }
}

/// sums[i] = the weighted sum of byte i over `weights.count` rows from `firstRow`, `bytesPerRow`
/// apart, for weights of at most 257 (so each product fits 16 bits) and sums that fit 32 bits.
/// 16 bytes per step.
func weightedSumRows(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, weights: UnsafeBufferPointer<UInt32>, byteCount: Int,
    into sums: UnsafeMutablePointer<UInt32>
) {
    for (index, weight) in weights.enumerated() {
        let row = firstRow + index * bytesPerRow
        let lanes = UInt16(truncatingIfNeeded: weight)
        let accumulate = index > 0
        var i = 0
        while i + 16 <= byteCount {
            let product = widened(loadWidened(row + i) &* lanes)
            let address = UnsafeMutableRawPointer(sums + i)
            let total = accumulate ? product &+ address.loadUnaligned(as: SIMD16<UInt32>.self) : product
            address.storeBytes(of: total, as: SIMD16<UInt32>.self)
            i += 16
        }
        while i < byteCount {
            let product = weight &* UInt32(row[i])
            sums[i] = accumulate ? sums[i] &+ product : product
            i += 1
        }
    }
}

/// sums[o] = the sum over `rowCount` rows of the two neighbouring pixels' samples that output
/// lane o pairs up: lane o is channel o % channels of pixel pair o / channels. Adding neighbours
/// while loading needs no shuffle: 16 bytes reinterpreted as eight 16-bit lanes hold byte pairs,
/// so (lane & 0xFF) + (lane >> 8) is a pair sum (for two channels, the same on 32-bit lanes of
/// Cb,Cr,Cb,Cr). Relies on little-endian lanes (x86, arm64).
/// - Precondition: `pixels` is even; rowCount * 510 fits 16 bits.
func sumRowsPairingColumns(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int, pixels: Int, channels: Int,
    into sums: UnsafeMutablePointer<UInt16>
) {
    let rowBytes = pixels * channels, outputs = rowBytes / 2
    for r in 0..<rowCount {
        let row = firstRow + r * bytesPerRow
        let accumulate = r > 0
        var i = 0
        while i + 16 <= rowBytes {
            let bytes = UnsafeRawPointer(row + i).loadUnaligned(as: SIMD16<UInt8>.self)
            let pairs = channels == 1 ? pairSums(bytes) : pairSumsOfTwoChannels(bytes)
            let address = UnsafeMutableRawPointer(sums + i / 2)
            let total = accumulate ? pairs &+ address.loadUnaligned(as: SIMD8<UInt16>.self) : pairs
            address.storeBytes(of: total, as: SIMD8<UInt16>.self)
            i += 16
        }
        var o = i / 2
        while o < outputs {
            let pixel = o / channels, channel = o - pixel * channels
            let left = 2 * pixel * channels + channel
            let value = UInt16(row[left]) &+ UInt16(row[left + channels])
            sums[o] = accumulate ? sums[o] &+ value : value
            o += 1
        }
    }
}

/// sums[i] = the weighted sum of byte i over `weights.count` rows from `firstRow`, in 16-bit
/// lanes: for weights whose total times 255 fits 16 bits. 16 bytes per step.
func weightedSumRows16(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, weights: UnsafeBufferPointer<UInt32>, byteCount: Int,
    into sums: UnsafeMutablePointer<UInt16>
) {
    for (index, weight) in weights.enumerated() {
        let row = firstRow + index * bytesPerRow
        let lanes = UInt16(truncatingIfNeeded: weight)
        let accumulate = index > 0
        var i = 0
        while i + 16 <= byteCount {
            let product = loadWidened(row + i) &* lanes
            let address = UnsafeMutableRawPointer(sums + i)
            let total = accumulate ? product &+ address.loadUnaligned(as: SIMD16<UInt16>.self) : product
            address.storeBytes(of: total, as: SIMD16<UInt16>.self)
            i += 16
        }
        while i < byteCount {
            let product = lanes &* UInt16(row[i])
            sums[i] = accumulate ? sums[i] &+ product : product
            i += 1
        }
    }
}

/// sums[i] = firstWeight * row 0 + middleWeight * (rows 1 ..< rowCount - 1) + lastWeight * the
/// last row, of byte i, in 16-bit lanes, in one pass with the sums in registers: a fractional box
/// row, whose inner rows all weigh the same (only its two edge rows are partly covered). One row
/// (`rowCount` 1) weighs `firstWeight` (`lastWeight` must be 0 then). 16 bytes per step.
/// Each sum is stored minus `Layout.bias` (wrapping): 0 for `PlainSums`, 32768 for `BiasedSums`,
/// whose sums then read as signed 16-bit lanes up to 65535 - 32768.
/// - Precondition: the weighted total of 255s fits 16 bits (15 bits for `PlainSums`).
func boxWeightedRows16<Layout: SumRowLayout>(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int,
    firstWeight: UInt16, middleWeight: UInt16, lastWeight: UInt16, byteCount: Int, layout: Layout.Type,
    into sums: UnsafeMutablePointer<UInt16>
) {
    let last = firstRow + (rowCount - 1) * bytesPerRow
    /// 16 sums from byte `i` on, for `rows` source rows.
    @inline(__always)
    func step(_ i: Int, rows: Int) {
        var total = loadWidened(firstRow + i) &* firstWeight &+ loadWidened(last + i) &* lastWeight
        // The counts of a downscale by less than 3 (2 to 4 rows) without a loop; `last` is the
        // first row when there is one row, with weight 0 then.
        switch rows {
        case 1, 2: break
        case 3: total &+= loadWidened(firstRow + bytesPerRow + i) &* middleWeight
        case 4: total &+= (loadWidened(firstRow + bytesPerRow + i) &+ loadWidened(firstRow + 2 &* bytesPerRow + i)) &* middleWeight
        default:
            var middle = SIMD16<UInt16>()
            var row = firstRow + bytesPerRow
            while row < last {
                middle &+= loadWidened(row + i)
                row += bytesPerRow
            }
            total &+= middle &* middleWeight
        }
        UnsafeMutableRawPointer(sums + i).storeBytes(of: total &- Layout.bias, as: SIMD16<UInt16>.self)
    }
    /// All vector steps for `rows` source rows: called with the row count as a literal for 1 to
    /// 4 rows, so each of those loops has its count as a constant (no test of it per step).
    @inline(__always)
    func steps(rows: Int) -> Int {
        // The next destination row's source rows start at or right after `last`: one prefetch
        // per 64 bytes of each of the rows after it, then four steps.
        let ahead = max(rows &- 1, 1)
        var i = 0
        while i &+ 64 <= byteCount {
            var next = UnsafeRawPointer(last + i)
            for _ in 0..<ahead {
                next += bytesPerRow
                pip_prefetch_read(next)
            }
            step(i, rows: rows)
            step(i &+ 16, rows: rows)
            step(i &+ 32, rows: rows)
            step(i &+ 48, rows: rows)
            i &+= 64
        }
        while i &+ 16 <= byteCount {
            step(i, rows: rows)
            i &+= 16
        }
        return i
    }
    var i: Int
    switch rowCount {
    case 1: i = steps(rows: 1)
    case 2: i = steps(rows: 2)
    case 3: i = steps(rows: 3)
    case 4: i = steps(rows: 4)
    default: i = steps(rows: rowCount)
    }
    while i < byteCount {
        var total = UInt16(firstRow[i]) &* firstWeight &+ UInt16(last[i]) &* lastWeight
        if rowCount > 2 {
            var row = firstRow + bytesPerRow
            while row < last {
                total &+= UInt16(row[i]) &* middleWeight
                row += bytesPerRow
            }
        }
        sums[i] = total &- Layout.bias
        i += 1
    }
}

/// The same weighted sums split in two rows of 16-bit lanes, for totals past 16 bits: high[i] =
/// the weighted sum of byte i shifted right by `lowBits`, low[i] = the weighted sum of its low
/// `lowBits` bits, so that the total is high[i] << lowBits + low[i]. (low is worked out from the
/// total modulo 2^16, which wrapping lanes hold: total - high << lowBits, exact below 2^16.) The
/// steps of `boxWeightedRows16`, with a second sum.
/// - Precondition: `lowBits` in 1...7; the weighted totals of (255 >> lowBits)s and of
///   (2^lowBits - 1)s each fit 16 bits.
func boxWeightedRowsSplit16(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int,
    firstWeight: UInt16, middleWeight: UInt16, lastWeight: UInt16, byteCount: Int, lowBits: Int,
    into high: UnsafeMutablePointer<UInt16>, low: UnsafeMutablePointer<UInt16>
) {
    let last = firstRow + (rowCount - 1) * bytesPerRow
    let shift = UInt16(lowBits)
    /// 16 sums of each row from byte `i` on, for `rows` source rows.
    @inline(__always)
    func step(_ i: Int, rows: Int) {
        let firstBytes = loadWidened(firstRow + i), lastBytes = loadWidened(last + i)
        var total = firstBytes &* firstWeight &+ lastBytes &* lastWeight
        var highTotal = (firstBytes &>> shift) &* firstWeight &+ (lastBytes &>> shift) &* lastWeight
        switch rows {
        case 1, 2: break
        case 3:
            let middle = loadWidened(firstRow + bytesPerRow + i)
            total &+= middle &* middleWeight
            highTotal &+= (middle &>> shift) &* middleWeight
        default:
            var middle = SIMD16<UInt16>(), middleHigh = SIMD16<UInt16>()
            var row = firstRow + bytesPerRow
            while row < last {
                let bytes = loadWidened(row + i)
                middle &+= bytes
                middleHigh &+= bytes &>> shift
                row += bytesPerRow
            }
            total &+= middle &* middleWeight
            highTotal &+= middleHigh &* middleWeight
        }
        UnsafeMutableRawPointer(high + i).storeBytes(of: highTotal, as: SIMD16<UInt16>.self)
        UnsafeMutableRawPointer(low + i).storeBytes(of: total &- (highTotal &<< shift), as: SIMD16<UInt16>.self)
    }
    @inline(__always)
    func steps(rows: Int) -> Int {
        let ahead = max(rows &- 1, 1)
        var i = 0
        while i &+ 32 <= byteCount {
            var next = UnsafeRawPointer(last + i)
            for _ in 0..<ahead {
                next += bytesPerRow
                pip_prefetch_read(next)
            }
            step(i, rows: rows)
            step(i &+ 16, rows: rows)
            i &+= 32
        }
        while i &+ 16 <= byteCount {
            step(i, rows: rows)
            i &+= 16
        }
        return i
    }
    var i: Int
    switch rowCount {
    case 1: i = steps(rows: 1)
    case 2: i = steps(rows: 2)
    case 3: i = steps(rows: 3)
    default: i = steps(rows: rowCount)
    }
    while i < byteCount {
        var total = UInt16(firstRow[i]) &* firstWeight &+ UInt16(last[i]) &* lastWeight
        var highTotal = (UInt16(firstRow[i]) &>> shift) &* firstWeight &+ (UInt16(last[i]) &>> shift) &* lastWeight
        var row = firstRow + bytesPerRow
        while row < last {
            total &+= UInt16(row[i]) &* middleWeight
            highTotal &+= (UInt16(row[i]) &>> shift) &* middleWeight
            row += bytesPerRow
        }
        high[i] = highTotal
        low[i] = total &- (highTotal &<< shift)
        i += 1
    }
}

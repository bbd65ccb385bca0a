import CPrefetch

/// Vertical passes of `box-simd`'s window plan (fractional ratios, `BoxWindowColumns`): a weighted
/// sum of a destination row's source rows, whose inner rows all weigh the same, into 16-bit lanes.

/// sums[i] = firstWeight * row 0 + middleWeight * (rows 1 ..< rowCount - 1) + lastWeight * the
/// last row, of byte i, in 16-bit lanes, in one pass with the sums in registers: a fractional box
/// row, whose inner rows all weigh the same (only its two edge rows are partly covered). One row
/// (`rowCount` 1) weighs `firstWeight` (`lastWeight` must be 0 then). 16 bytes per step, the sums
/// in the order `Order` says, each stored minus `Layout.bias` (wrapping): 0 for `PlainSums`, 32768
/// for `BiasedSums`, whose sums then read as signed 16-bit lanes up to 65535 - 32768.
/// - Precondition: the weighted total of 255s fits 16 bits (15 bits for `PlainSums`).
func boxWeightedRows16<Layout: SumRowLayout, Order: SumOrder>(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int,
    firstWeight: UInt16, middleWeight: UInt16, lastWeight: UInt16, byteCount: Int, layout: Layout.Type, order: Order.Type,
    into sums: UnsafeMutablePointer<UInt16>
) {
    let last = firstRow + (rowCount - 1) * bytesPerRow
    /// 16 sums from byte `i` on, for `rows` source rows.
    @inline(__always)
    func step(_ i: Int, rows: Int) {
        var total = Order.load(firstRow + i) &* firstWeight &+ Order.load(last + i) &* lastWeight
        // The counts of a downscale by less than 3 (2 to 4 rows) without a loop; `last` is the
        // first row when there is one row, with weight 0 then.
        switch rows {
        case 1, 2: break
        case 3: total &+= Order.load(firstRow + bytesPerRow + i) &* middleWeight
        case 4: total &+= (Order.load(firstRow + bytesPerRow + i) &+ Order.load(firstRow + 2 &* bytesPerRow + i)) &* middleWeight
        case 5:
            let inner = Order.load(firstRow + bytesPerRow + i) &+ Order.load(firstRow + 2 &* bytesPerRow + i)
            total &+= (inner &+ Order.load(firstRow + 3 &* bytesPerRow + i)) &* middleWeight
        default:
            var middle = SIMD16<UInt16>()
            var row = firstRow + bytesPerRow
            while row < last {
                middle &+= Order.load(row + i)
                row += bytesPerRow
            }
            total &+= middle &* middleWeight
        }
        Order.store(total &- Layout.bias, sums, at: i, byteCount: byteCount)
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
    case 5: i = steps(rows: 5)
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
        sums[Order.index(ofByte: i, byteCount: byteCount)] = total &- Layout.bias
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
func boxWeightedRowsSplit16<Order: SumOrder>(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, rowCount: Int,
    firstWeight: UInt16, middleWeight: UInt16, lastWeight: UInt16, byteCount: Int, lowBits: Int, order: Order.Type,
    into high: UnsafeMutablePointer<UInt16>, low: UnsafeMutablePointer<UInt16>
) {
    let last = firstRow + (rowCount - 1) * bytesPerRow
    let shift = UInt16(lowBits)
    /// 16 sums of each row from byte `i` on, for `rows` source rows.
    @inline(__always)
    func step(_ i: Int, rows: Int) {
        let firstBytes = Order.load(firstRow + i), lastBytes = Order.load(last + i)
        var total = firstBytes &* firstWeight &+ lastBytes &* lastWeight
        var highTotal = (firstBytes &>> shift) &* firstWeight &+ (lastBytes &>> shift) &* lastWeight
        switch rows {
        case 1, 2: break
        case 3:
            let middle = Order.load(firstRow + bytesPerRow + i)
            total &+= middle &* middleWeight
            highTotal &+= (middle &>> shift) &* middleWeight
        default:
            // A constant count for the 4 and 5 rows of `steps`' literal calls: unrolled there.
            var middle = SIMD16<UInt16>(), middleHigh = SIMD16<UInt16>()
            for row in 1..<(rows &- 1) {
                let bytes = Order.load(firstRow + row &* bytesPerRow + i)
                middle &+= bytes
                middleHigh &+= bytes &>> shift
            }
            total &+= middle &* middleWeight
            highTotal &+= middleHigh &* middleWeight
        }
        Order.store(highTotal, high, at: i, byteCount: byteCount)
        Order.store(total &- (highTotal &<< shift), low, at: i, byteCount: byteCount)
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
    case 4: i = steps(rows: 4)
    case 5: i = steps(rows: 5)
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
        let index = Order.index(ofByte: i, byteCount: byteCount)
        high[index] = highTotal
        low[index] = total &- (highTotal &<< shift)
        i += 1
    }
}

/// The order a vertical pass writes its sums in: as the bytes come (`BytesInOrder`), or with the
/// two channels of an interleaved row apart (`ChannelsApart`: the first channel's sums in the first
/// half of the row, the second's in the second half), which `BoxWindowColumns` reads as two
/// one-channel rows. A type rather than a flag, so that each pass is specialized per order.
protocol SumOrder {
    /// The 16 bytes at `pointer` as 16-bit lanes in this order.
    static func load(_ pointer: UnsafePointer<UInt8>) -> SIMD16<UInt16>
    /// Stores the sums of the 16 bytes from byte `i` of a row of `byteCount` bytes.
    static func store(_ sums: SIMD16<UInt16>, _ row: UnsafeMutablePointer<UInt16>, at i: Int, byteCount: Int)
    /// Where the sum of byte `i` of a row of `byteCount` bytes goes.
    static func index(ofByte i: Int, byteCount: Int) -> Int
}

/// Sums in the order of their bytes.
enum BytesInOrder: SumOrder {
    @inline(__always)
    static func load(_ pointer: UnsafePointer<UInt8>) -> SIMD16<UInt16> { loadWidened(pointer) }

    @inline(__always)
    static func store(_ sums: SIMD16<UInt16>, _ row: UnsafeMutablePointer<UInt16>, at i: Int, byteCount: Int) {
        UnsafeMutableRawPointer(row + i).storeBytes(of: sums, as: SIMD16<UInt16>.self)
    }

    @inline(__always)
    static func index(ofByte i: Int, byteCount: Int) -> Int { i }
}

/// Two interleaved channels' sums apart: byte 2j's at j, byte 2j + 1's at byteCount / 2 + j. The
/// 16 bytes are read as 8 little-endian 16-bit lanes, whose low bytes are the first channel and
/// high bytes the second: a mask and a shift, as many instructions as widening in order.
enum ChannelsApart: SumOrder {
    @inline(__always)
    static func load(_ pointer: UnsafePointer<UInt8>) -> SIMD16<UInt16> {
        let pairs = UnsafeRawPointer(pointer).loadUnaligned(as: SIMD8<UInt16>.self)
        return SIMD16<UInt16>(lowHalf: pairs & 0xFF, highHalf: pairs &>> 8)
    }

    @inline(__always)
    static func store(_ sums: SIMD16<UInt16>, _ row: UnsafeMutablePointer<UInt16>, at i: Int, byteCount: Int) {
        UnsafeMutableRawPointer(row + i / 2).storeBytes(of: sums.lowHalf, as: SIMD8<UInt16>.self)
        UnsafeMutableRawPointer(row + byteCount / 2 + i / 2).storeBytes(of: sums.highHalf, as: SIMD8<UInt16>.self)
    }

    @inline(__always)
    static func index(ofByte i: Int, byteCount: Int) -> Int { (i & 1) * (byteCount / 2) + i / 2 }
}

/// `box-simd`'s horizontal pass at fractional ratios, in vectors: every destination sample is the
/// dot product of a window of 16-bit vertical sums of its channel (4, 8 or 16 lanes: the fewest
/// that hold its taps, one unaligned load per 8 lanes, from its first source pixel on) with its
/// pixel's weights (the exact overlaps of `BoxAxis`, zero past its taps; the window is moved left
/// at the row's end, with the weights moved along). Products are added in pairs as they are made
/// (`multiplyAddPairs`: one pmaddwd on x86), four samples are reduced together (a transposing add)
/// and divided at once (`QuadDivisor`, or `WideQuadDivisor` for totals past 2^24). The weights and
/// window starts are a table in the caller's scratch memory, written once per call
/// (`write(into:)`), so nothing is allocated.
///
/// Vertical sums past 15 bits (vertical weights adding up past 128) are held as `sumRows` says:
/// up to 16 bits (weights up to 257, as at 720 -> 213 rows, 240) each stored minus 2^15, which
/// the totals add back (2^15 times the horizontal weight sum); past that (360 -> 107 rows, 360)
/// in two rows, their high part and their low `lowBits` bits (`boxWeightedRowsSplit16`), each
/// window then two dot products, added as high << lowBits + low.
///
/// Two-channel rows (NV12's CbCr) are read with their channels apart (`ChannelsApart`: the Cb
/// sums in the first half of the row, the Cr sums in the second), so that each channel's windows
/// hold only its own samples, as one-channel windows do; the two quotients are interleaved as
/// they are stored.
///
/// Applies when every destination pixel overlaps at most 16 source pixels, the row has as many,
/// the vertical weights add up to at most 2184 and the exact totals fit 31 bits.
struct BoxWindowColumns {
    let sourceCount: Int
    let destinationCount: Int
    let channels: Int
    /// What each destination pixel's weights add up to (`BoxAxis.weightSum`).
    let weightSum: Int
    /// Units of one source pixel (each source pixel's overlaps add up to this).
    private let sourceUnits: Int
    /// Lanes (one channel's vertical sums) in each destination sample's window: 4, 8 or 16.
    let windowLanes: Int
    /// How the vertical sums are held (see the type's note).
    let sumRows: SumRows
    private let division: Division

    /// How the row of vertical sums the columns read is held.
    enum SumRows: Equatable {
        /// One row, below 2^15 (`PlainSums`).
        case plain
        /// One row, below 2^16, stored minus 2^15 (`BiasedSums`).
        case biased
        /// A high and a low row, the low one with the sums' low `lowBits` bits (`SplitSums`).
        case split(lowBits: Int)
    }

    /// The division of the totals: in single precision while they stay below 2^24.
    private enum Division {
        case single(QuadDivisor)
        case double(WideQuadDivisor)
    }

    /// Nil when the ratio, the row or the sums do not fit (see the type's note).
    /// - Parameter verticalWeightSum: what the vertical sums' weights add up to.
    init?(source: Int, destination: Int, channels: Int, verticalWeightSum: Int) {
        guard destination > 0, destination <= source, channels == 1 || channels == 2, verticalWeightSum > 0 else { return nil }
        let common = gcd(source, destination)
        let s = source / common, d = destination / common
        // Taps of one destination pixel: at most ceil(s / d) + 1.
        let taps = (s + d - 1) / d + 1
        let largest = Int(Int16.max)
        // The fewest low bits that leave both parts of every vertical sum within signed 16 bits.
        guard let lowBits = (1...7).first(where: { verticalWeightSum * (255 >> $0) <= largest && verticalWeightSum * ((1 << $0) - 1) <= largest }),
              let lanes = [4, 8, 16].first(where: { $0 >= taps }), source >= lanes,
              d <= largest, s * verticalWeightSum * 255 <= Int(Int32.max)
        else { return nil }
        let divisor = s * verticalWeightSum, maximum = divisor * 255
        if let single = QuadDivisor(divisor: divisor, maximumNumerator: maximum) {
            division = .single(single)
        } else if let double = WideQuadDivisor(divisor: divisor, maximumNumerator: maximum) {
            division = .double(double)
        } else {
            return nil
        }
        sourceCount = source
        destinationCount = destination
        self.channels = channels
        weightSum = s
        sourceUnits = d
        windowLanes = lanes
        switch verticalWeightSum * 255 {
        case ...largest: sumRows = .plain
        case ...Int(UInt16.max): sumRows = .biased
        default: sumRows = .split(lowBits: lowBits)
        }
    }

    /// Whether the totals are divided in double precision (they reach 2^24, or single precision
    /// is not exact for this divisor).
    var dividesInDoublePrecision: Bool {
        if case .double = division { return true }
        return false
    }

    /// Rows of vertical sums these columns read: two when the sums are split.
    var sumRowCount: Int {
        if case .split = sumRows { return 2 }
        return 1
    }

    /// The order of the vertical sums these columns read: two channels apart.
    var sumOrderIsChannelsApart: Bool { channels == 2 }

    /// Bytes of the table `write(into:)` writes, a multiple of 16.
    var tableByteCount: Int { (destinationCount * (windowLanes * 2 + 4) + 15) & ~15 }

    /// Writes the table: per destination pixel its window's weights, then every window's first
    /// source pixel (the same for both channels).
    /// - Precondition: `table` holds `tableByteCount` bytes, 16-byte aligned.
    func write(into table: UnsafeMutableRawPointer) {
        let lanes = windowLanes
        let weights = table.assumingMemoryBound(to: Int16.self)
        let starts = (table + destinationCount * lanes * 2).assumingMemoryBound(to: Int32.self)
        let s = weightSum, d = sourceUnits
        table.initializeMemory(as: UInt8.self, repeating: 0, count: destinationCount * lanes * 2)
        // Source pixel j covers units j*d ..< (j+1)*d; destination pixel x covers x*s ..< x*s + s.
        // Walked along without divisions: each pixel's first source pixel is the last one's or later.
        var firstPixel = 0
        for x in 0..<destinationCount {
            let start = x * s, end = start + s
            while (firstPixel + 1) * d <= start { firstPixel += 1 }
            let window = min(firstPixel, sourceCount - lanes)
            var j = firstPixel, low = start
            while low < end {
                let high = min(end, (j + 1) * d)
                weights[x * lanes + j - window] = Int16(high - low)
                low = high
                j += 1
            }
            starts[x] = Int32(window)
        }
    }

    /// out[x] = the rounded quotient of the weighted sum of the window of `sums` (a row of
    /// 16-bit vertical sums held as `sumRows` says; two channels apart when there are two) by the
    /// product of both axes' weight sums, per channel, two channels interleaved. With `.split` sum
    /// rows, `sums` is the high row and `low` the low row.
    /// - Precondition: `table` holds what `write(into:)` wrote; `low` is a row like `sums` for
    ///   `.split` sum rows.
    func finish(_ sums: UnsafeMutablePointer<UInt16>, low: UnsafeMutablePointer<UInt16>? = nil, table: UnsafeRawPointer,
                into out: UnsafeMutablePointer<UInt8>) {
        // One specialization per case: the layout and the division's type are constants in each.
        switch (sumRows, division) {
        case let (.plain, .single(divisor)): finish(sums, low: sums, layout: PlainSums.self, divisor: divisor, table: table, into: out)
        case let (.plain, .double(divisor)): finish(sums, low: sums, layout: PlainSums.self, divisor: divisor, table: table, into: out)
        case let (.biased, .single(divisor)): finish(sums, low: sums, layout: BiasedSums.self, divisor: divisor, table: table, into: out)
        case let (.biased, .double(divisor)): finish(sums, low: sums, layout: BiasedSums.self, divisor: divisor, table: table, into: out)
        case let (.split, .single(divisor)):
            guard let low else { preconditionFailure("split sums need their low row") }
            finish(sums, low: low, layout: SplitSums.self, divisor: divisor, table: table, into: out)
        case let (.split, .double(divisor)):
            guard let low else { preconditionFailure("split sums need their low row") }
            finish(sums, low: low, layout: SplitSums.self, divisor: divisor, table: table, into: out)
        }
    }

    @inline(__always)
    private func finish<Divisor: QuadDivision, Layout: SumRowLayout>(
        _ sums: UnsafeMutablePointer<UInt16>, low: UnsafeMutablePointer<UInt16>, layout: Layout.Type, divisor: Divisor,
        table: UnsafeRawPointer, into out: UnsafeMutablePointer<UInt8>
    ) {
        let split = Layout.isSplit
        let pixels = destinationCount, lanes = windowLanes
        let weights = table.assumingMemoryBound(to: Int16.self)
        let starts = (table + pixels * lanes * 2).assumingMemoryBound(to: Int32.self)
        let shift: UInt32
        if case let .split(lowBits) = sumRows { shift = UInt32(lowBits) } else { shift = 0 }
        // What the bias took from each window's total: the bias times the weights' sum.
        let biasTotal = UInt32(Layout.bias) &* UInt32(weightSum)
        /// The quotients of pixels o ..< o + 4 of the channel whose sums start `channel` lanes in.
        @inline(__always)
        func quotients(_ o: Int, _ channel: Int) -> SIMD4<UInt32> {
            let totals = quad(o, high: UnsafeRawPointer(sums + channel), low: UnsafeRawPointer(low + channel))
            return divisor.roundedQuotient(Layout.bias != 0 ? totals &+ biasTotal : totals)
        }
        /// The totals of pixels o ..< o + 4 over the row `high` (and `low`, when the sums are split:
        /// each product pair of the high row shifted and added to the low row's before the lanes are
        /// reduced, so that both rows share one reduction).
        @inline(__always)
        func quad(_ o: Int, high: UnsafeRawPointer, low: UnsafeRawPointer) -> SIMD4<UInt32> {
            /// The window of pixel o in `row`, 8 lanes from `offset` lanes on.
            @inline(__always)
            func window(_ row: UnsafeRawPointer, _ o: Int, _ offset: Int) -> SIMD8<Int16> {
                row.loadUnaligned(fromByteOffset: 2 * (Int(starts[o]) + offset), as: SIMD8<Int16>.self)
            }
            @inline(__always)
            func weight8(_ lane: Int) -> SIMD8<Int16> {
                UnsafeRawPointer(weights + lane).load(as: SIMD8<Int16>.self)
            }
            /// Pair sums of the window of pixel o from lane `offset` with the weights at `lane`.
            @inline(__always)
            func products(_ o: Int, _ offset: Int, _ lane: Int) -> SIMD4<Int32> {
                let weight = weight8(lane), highProducts = multiplyAddPairs(window(high, o, offset), weight)
                guard split else { return highProducts }
                return (highProducts &<< Int32(shift)) &+ multiplyAddPairs(window(low, o, offset), weight)
            }
            switch lanes {
            case 4:
                // Two 4-lane windows per vector; their weights are contiguous in the table.
                // Each window loaded as one 64-bit float lane, so that the two go straight into
                // the halves of a vector register (movsd + movhpd / ldr d + ld1 {v.d}[1]).
                @inline(__always)
                func windows(_ row: UnsafeRawPointer, _ o: Int) -> SIMD8<Int16> {
                    @inline(__always)
                    func window4(_ o: Int) -> Double { row.loadUnaligned(fromByteOffset: 2 * Int(starts[o]), as: Double.self) }
                    return unsafeBitCast(SIMD2<Double>(window4(o), window4(o + 1)), to: SIMD8<Int16>.self)
                }
                let first = windows(high, o), second = windows(high, o + 2)
                var u = multiplyAddPairs(first, weight8(o * 4)), v = multiplyAddPairs(second, weight8(o * 4 + 8))
                if split {
                    u = (u &<< Int32(shift)) &+ multiplyAddPairs(windows(low, o), weight8(o * 4))
                    v = (v &<< Int32(shift)) &+ multiplyAddPairs(windows(low, o + 2), weight8(o * 4 + 8))
                }
                return unsafeBitCast(SIMD4<Int32>(u[0], u[2], v[0], v[2]) &+ SIMD4<Int32>(u[1], u[3], v[1], v[3]), to: SIMD4<UInt32>.self)
            case 8:
                return sumsOfLanes(products(o, 0, o * 8), products(o + 1, 0, o * 8 + 8), products(o + 2, 0, o * 8 + 16), products(o + 3, 0, o * 8 + 24))
            default:
                @inline(__always)
                func dot16(_ o: Int) -> SIMD4<Int32> { products(o, 0, o * 16) &+ products(o, 8, o * 16 + 8) }
                return sumsOfLanes(dot16(o), dot16(o + 1), dot16(o + 2), dot16(o + 3))
            }
        }
        /// The quotient of pixel o of that channel, one lane at a time (row tails).
        @inline(__always)
        func quotient(_ o: Int, _ channel: Int) -> UInt8 {
            let entry = weights + o * lanes, first = Int(starts[o]) + channel
            var sum: UInt32 = 0
            for lane in 0..<lanes {
                let weight = UInt32(bitPattern: Int32(entry[lane]))
                if split {
                    sum &+= weight &* (UInt32(sums[first + lane]) &<< shift) &+ weight &* UInt32(low[first + lane])
                } else {
                    sum &+= weight &* UInt32(bitPattern: Int32(Int16(bitPattern: sums[first + lane])))
                }
            }
            if Layout.bias != 0 { sum &+= biasTotal }
            return UInt8(truncatingIfNeeded: divisor.roundedQuotient(sum))
        }
        var o = 0
        if channels == 2 {
            // Cb's sums from lane 0, Cr's from lane `sourceCount`; each output pair is Cb's
            // quotient in the low byte of a little-endian 16-bit lane and Cr's in the high one.
            let cr = sourceCount
            while o + 8 <= pixels {
                let cbBytes = narrowedPairs(quotients(o, 0), quotients(o + 4, 0))
                let crBytes = narrowedPairs(quotients(o, cr), quotients(o + 4, cr))
                UnsafeMutableRawPointer(out + 2 * o).storeBytes(of: cbBytes | crBytes &<< 8, as: SIMD8<UInt16>.self)
                o += 8
            }
            while o + 4 <= pixels {
                let pairs = quotients(o, 0) | quotients(o, cr) &<< 8
                UnsafeMutableRawPointer(out + 2 * o).storeBytes(of: SIMD4<UInt16>(truncatingIfNeeded: pairs), as: SIMD4<UInt16>.self)
                o += 4
            }
            while o < pixels {
                out[2 * o] = quotient(o, 0)
                out[2 * o + 1] = quotient(o, cr)
                o += 1
            }
            return
        }
        while o + 16 <= pixels {
            // Quotients are at most 255: two packs to 16 bytes.
            let first = narrowedPairs(quotients(o, 0), quotients(o + 4, 0))
            let second = narrowedPairs(quotients(o + 8, 0), quotients(o + 12, 0))
            UnsafeMutableRawPointer(out + o).storeBytes(of: narrowed(SIMD16<UInt16>(lowHalf: first, highHalf: second)), as: SIMD16<UInt8>.self)
            o += 16
        }
        while o + 4 <= pixels {
            // Each quotient is at most 255: its low byte (little-endian lanes, as on x86 and arm64).
            let bytes = unsafeBitCast(quotients(o, 0), to: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(out + o).storeBytes(of: SIMD4<UInt8>(bytes[0], bytes[4], bytes[8], bytes[12]), as: SIMD4<UInt8>.self)
            o += 4
        }
        while o < pixels {
            out[o] = quotient(o, 0)
            o += 1
        }
    }

    /// (sum of a's lanes, of b's, of c's, of d's): a transposing add.
    @inline(__always)
    private func sumsOfLanes(_ a: SIMD4<Int32>, _ b: SIMD4<Int32>, _ c: SIMD4<Int32>, _ d: SIMD4<Int32>) -> SIMD4<UInt32> {
        let ab = SIMD4<Int32>(a[0], b[0], a[1], b[1]) &+ SIMD4<Int32>(a[2], b[2], a[3], b[3])
        let cd = SIMD4<Int32>(c[0], d[0], c[1], d[1]) &+ SIMD4<Int32>(c[2], d[2], c[3], d[3])
        let total = SIMD4<Int32>(lowHalf: ab.lowHalf, highHalf: cd.lowHalf) &+ SIMD4<Int32>(lowHalf: ab.highHalf, highHalf: cd.highHalf)
        return unsafeBitCast(total, to: SIMD4<UInt32>.self)
    }

    /// The 8 lanes of a and b (each at most 65535) as 16-bit lanes.
    @inline(__always)
    private func narrowedPairs(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>) -> SIMD8<UInt16> {
        narrowed(SIMD8<UInt32>(lowHalf: a, highHalf: b))
    }
}

/// (a0*b0 + a1*b1, a2*b2 + a3*b3, ...) in 32-bit lanes: written so that the optimiser makes one
/// pmaddwd on x86 (smull + smull2 + addp on arm64).
@inline(__always)
func multiplyAddPairs(_ a: SIMD8<Int16>, _ b: SIMD8<Int16>) -> SIMD4<Int32> {
    let aEven = SIMD4<Int32>(Int32(a[0]), Int32(a[2]), Int32(a[4]), Int32(a[6]))
    let aOdd = SIMD4<Int32>(Int32(a[1]), Int32(a[3]), Int32(a[5]), Int32(a[7]))
    let bEven = SIMD4<Int32>(Int32(b[0]), Int32(b[2]), Int32(b[4]), Int32(b[6]))
    let bOdd = SIMD4<Int32>(Int32(b[1]), Int32(b[3]), Int32(b[5]), Int32(b[7]))
    return aEven &* bEven &+ aOdd &* bOdd
}

/// How a row of vertical sums is held in 16-bit lanes that `multiplyAddPairs` reads as signed: a
/// type rather than a value, so that each kernel written for several is specialized per layout
/// with the choice a constant.
protocol SumRowLayout {
    /// Subtracted from each sum as it is stored (wrapping), added back to the totals.
    static var bias: UInt16 { get }
    /// Whether the sums come in two rows (see `boxWeightedRowsSplit16`).
    static var isSplit: Bool { get }
}
/// One row of sums below 2^15, as they are.
enum PlainSums: SumRowLayout {
    static var bias: UInt16 { 0 }
    static var isSplit: Bool { false }
}
/// One row of sums below 2^16, each stored minus 2^15.
enum BiasedSums: SumRowLayout {
    static var bias: UInt16 { 0x8000 }
    static var isSplit: Bool { false }
}
/// A high row and a low row, as they are (`boxWeightedRowsSplit16`).
enum SplitSums: SumRowLayout {
    static var bias: UInt16 { 0 }
    static var isSplit: Bool { true }
}

/// `box-simd`'s horizontal pass at fractional ratios, in vectors: every destination sample is the
/// dot product of a window of 16-bit vertical sums (4, 8 or 16 lanes: the fewest that hold its
/// taps, one unaligned load per 8 lanes, from its first source pixel on) with its own weights (the
/// exact overlaps of `BoxAxis` on its channel's lanes, zero elsewhere; the window is moved left at
/// the row's end, with the weights moved along). Products are added in pairs as they are made
/// (`multiplyAddPairs`: one pmaddwd on x86), four samples are reduced together (a transposing add)
/// and divided at once (`QuadDivisor`). The weights and window starts are a table in the caller's
/// scratch memory, written once per call (`write(into:)`), so nothing is allocated.
///
/// Applies when every destination pixel overlaps at most 16 / channels source pixels, the row has
/// as many, and sums and weights fit signed 16-bit lanes and the exact totals 31 bits.
struct BoxWindowColumns {
    let sourceCount: Int
    let destinationCount: Int
    let channels: Int
    /// What each destination pixel's weights add up to (`BoxAxis.weightSum`).
    let weightSum: Int
    /// Units of one source pixel (each source pixel's overlaps add up to this).
    private let sourceUnits: Int
    /// Lanes (samples of the vertical sums) in each destination sample's window: 4, 8 or 16.
    let windowLanes: Int
    let divisor: QuadDivisor

    /// Nil when the ratio, the row or the sums do not fit (see the type's note).
    /// - Parameter verticalWeightSum: what the vertical sums' weights add up to.
    init?(source: Int, destination: Int, channels: Int, verticalWeightSum: Int) {
        guard destination > 0, destination <= source, channels == 1 || channels == 2 else { return nil }
        let common = gcd(source, destination)
        let s = source / common, d = destination / common
        // Taps of one destination pixel: at most ceil(s / d) + 1.
        let taps = (s + d - 1) / d + 1
        guard let lanes = [4, 8, 16].first(where: { $0 >= taps * channels }), source * channels >= lanes,
              d <= Int(Int16.max), verticalWeightSum * 255 <= Int(Int16.max),
              s * verticalWeightSum * 255 <= Int(Int32.max),
              let divisor = QuadDivisor(divisor: s * verticalWeightSum, maximumNumerator: s * verticalWeightSum * 255)
        else { return nil }
        sourceCount = source
        destinationCount = destination
        self.channels = channels
        weightSum = s
        sourceUnits = d
        windowLanes = lanes
        self.divisor = divisor
    }

    private var samples: Int { destinationCount * channels }

    /// Bytes of the table `write(into:)` writes, a multiple of 16.
    var tableByteCount: Int { (samples * (windowLanes * 2 + 4) + 15) & ~15 }

    /// Writes the table: per destination sample its window's weights, then every window's first lane.
    /// - Precondition: `table` holds `tableByteCount` bytes, 16-byte aligned.
    func write(into table: UnsafeMutableRawPointer) {
        let lanes = windowLanes, windowPixels = lanes / channels
        let weights = table.assumingMemoryBound(to: Int16.self)
        let starts = (table + samples * lanes * 2).assumingMemoryBound(to: Int32.self)
        let s = weightSum, d = sourceUnits
        table.initializeMemory(as: UInt8.self, repeating: 0, count: samples * lanes * 2)
        // Source pixel j covers units j*d ..< (j+1)*d; destination pixel x covers x*s ..< x*s + s.
        // Walked along without divisions: each pixel's first source pixel is the last one's or later.
        var firstPixel = 0
        for x in 0..<destinationCount {
            let start = x * s, end = start + s
            while (firstPixel + 1) * d <= start { firstPixel += 1 }
            let window = min(firstPixel, sourceCount - windowPixels)
            var j = firstPixel, low = start
            while low < end {
                let high = min(end, (j + 1) * d)
                for channel in 0..<channels { weights[(x * channels + channel) * lanes + (j - window) * channels + channel] = Int16(high - low) }
                low = high
                j += 1
            }
            for channel in 0..<channels { starts[x * channels + channel] = Int32(window * channels) }
        }
    }

    /// out[x] = the rounded quotient of the weighted sum of the window of `sums` (a row of
    /// 16-bit vertical sums) by the product of both axes' weight sums, per channel.
    /// - Precondition: `table` holds what `write(into:)` wrote.
    func finish(_ sums: UnsafeMutablePointer<UInt16>, table: UnsafeRawPointer, into out: UnsafeMutablePointer<UInt8>) {
        let outputs = samples, lanes = windowLanes
        let weights = table.assumingMemoryBound(to: Int16.self)
        let starts = (table + outputs * lanes * 2).assumingMemoryBound(to: Int32.self)
        let row = UnsafeRawPointer(sums)
        /// The window of sample o, 8 lanes from `offset` lanes on.
        @inline(__always)
        func window(_ o: Int, _ offset: Int) -> SIMD8<Int16> {
            row.loadUnaligned(fromByteOffset: 2 * (Int(starts[o]) + offset), as: SIMD8<Int16>.self)
        }
        @inline(__always)
        func weight8(_ lane: Int) -> SIMD8<Int16> {
            UnsafeRawPointer(weights + lane).load(as: SIMD8<Int16>.self)
        }
        /// The totals of samples o ..< o + 4.
        @inline(__always)
        func quad(_ o: Int) -> SIMD4<UInt32> {
            switch lanes {
            case 4:
                // Two 4-lane windows per vector; their weights are contiguous in the table.
                // Each window loaded as one 64-bit float lane, so that the two go straight into
                // the halves of a vector register (movsd + movhpd / ldr d + ld1 {v.d}[1]).
                @inline(__always)
                func window4(_ o: Int) -> Double { row.loadUnaligned(fromByteOffset: 2 * Int(starts[o]), as: Double.self) }
                let first = unsafeBitCast(SIMD2<Double>(window4(o), window4(o + 1)), to: SIMD8<Int16>.self)
                let second = unsafeBitCast(SIMD2<Double>(window4(o + 2), window4(o + 3)), to: SIMD8<Int16>.self)
                let u = multiplyAddPairs(first, weight8(o * 4)), v = multiplyAddPairs(second, weight8(o * 4 + 8))
                return unsafeBitCast(SIMD4<Int32>(u[0], u[2], v[0], v[2]) &+ SIMD4<Int32>(u[1], u[3], v[1], v[3]), to: SIMD4<UInt32>.self)
            case 8:
                return sumsOfLanes(multiplyAddPairs(window(o, 0), weight8(o * 8)), multiplyAddPairs(window(o + 1, 0), weight8(o * 8 + 8)),
                                   multiplyAddPairs(window(o + 2, 0), weight8(o * 8 + 16)), multiplyAddPairs(window(o + 3, 0), weight8(o * 8 + 24)))
            default:
                @inline(__always)
                func dot16(_ o: Int) -> SIMD4<Int32> {
                    multiplyAddPairs(window(o, 0), weight8(o * 16)) &+ multiplyAddPairs(window(o, 8), weight8(o * 16 + 8))
                }
                return sumsOfLanes(dot16(o), dot16(o + 1), dot16(o + 2), dot16(o + 3))
            }
        }
        var o = 0
        while o + 16 <= outputs {
            // Quotients are at most 255: two packs to 16 bytes.
            let first = narrowedPairs(divisor.roundedQuotient(quad(o)), divisor.roundedQuotient(quad(o + 4)))
            let second = narrowedPairs(divisor.roundedQuotient(quad(o + 8)), divisor.roundedQuotient(quad(o + 12)))
            UnsafeMutableRawPointer(out + o).storeBytes(of: narrowed(SIMD16<UInt16>(lowHalf: first, highHalf: second)), as: SIMD16<UInt8>.self)
            o += 16
        }
        while o + 4 <= outputs {
            storeQuotients(quad(o), out + o)
            o += 4
        }
        while o < outputs {
            let entry = weights + o * lanes, first = sums + Int(starts[o])
            var sum: UInt32 = 0
            for lane in 0..<lanes { sum &+= UInt32(bitPattern: Int32(entry[lane])) &* UInt32(first[lane]) }
            out[o] = UInt8(truncatingIfNeeded: divisor.roundedQuotient(sum))
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

    @inline(__always)
    private func storeQuotients(_ totals: SIMD4<UInt32>, _ out: UnsafeMutablePointer<UInt8>) {
        // Each quotient is at most 255: its low byte (little-endian lanes, as on x86 and arm64).
        let bytes = unsafeBitCast(divisor.roundedQuotient(totals), to: SIMD16<UInt8>.self)
        UnsafeMutableRawPointer(out).storeBytes(of: SIMD4<UInt8>(bytes[0], bytes[4], bytes[8], bytes[12]), as: SIMD4<UInt8>.self)
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

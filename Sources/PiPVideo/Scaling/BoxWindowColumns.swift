/// `box-simd`'s horizontal pass at fractional ratios, in vectors: every destination pixel reads a
/// window of 8 source pixels (one unaligned load of 16-bit vertical sums) from its first source
/// pixel on, and multiplies it lane by lane with its own 8 weights (the exact overlaps of
/// `BoxAxis`, zero past its last tap; the window is moved left at the row's end, with the weights
/// moved along). Four output samples are reduced together (a transposing add) and divided at once
/// (`QuadDivisor`). The weights and window starts are a table in the caller's scratch memory,
/// written once per call (`write(into:)`), so nothing is allocated.
///
/// Applies when every destination pixel overlaps at most 8 source pixels (ratios up to 7), the
/// row has at least 8 pixels, and the exact sums fit 32 bits.
struct BoxWindowColumns {
    /// Source pixels a window covers.
    static let windowPixels = 8

    let sourceCount: Int
    let destinationCount: Int
    let channels: Int
    /// What each destination pixel's weights add up to (`BoxAxis.weightSum`).
    let weightSum: Int
    /// Units of one source pixel (each source pixel's overlaps add up to this).
    private let sourceUnits: Int
    let divisor: QuadDivisor

    /// Nil when the ratio, the row or the sums do not fit (see the type's note).
    /// - Parameter verticalWeightSum: what the vertical sums' weights add up to.
    init?(source: Int, destination: Int, channels: Int, verticalWeightSum: Int) {
        guard destination > 0, destination <= source, source >= Self.windowPixels, channels == 1 || channels == 2 else { return nil }
        let common = gcd(source, destination)
        let s = source / common, d = destination / common
        // Taps of one destination pixel: at most ceil(s / d) + 1.
        guard (s + d - 1) / d + 1 <= Self.windowPixels, d <= Int(UInt16.max),
              verticalWeightSum * 255 <= Int(UInt16.max),
              let divisor = QuadDivisor(divisor: s * verticalWeightSum, maximumNumerator: s * verticalWeightSum * 255)
        else { return nil }
        sourceCount = source
        destinationCount = destination
        self.channels = channels
        weightSum = s
        sourceUnits = d
        self.divisor = divisor
    }

    /// Lanes (16-bit weights) per destination pixel in the table.
    private var lanesPerPixel: Int { Self.windowPixels * channels }

    /// Bytes of the table `write(into:)` writes, a multiple of 16.
    var tableByteCount: Int { (destinationCount * (lanesPerPixel * 2 + 4) + 15) & ~15 }

    /// Writes the table: per destination pixel its window's weights (a lane per sample), then
    /// every window's first sample index.
    /// - Precondition: `table` holds `tableByteCount` bytes, 16-byte aligned.
    func write(into table: UnsafeMutableRawPointer) {
        let lanes = lanesPerPixel
        let weights = table.assumingMemoryBound(to: UInt16.self)
        let starts = (table + destinationCount * lanes * 2).assumingMemoryBound(to: Int32.self)
        let s = weightSum, d = sourceUnits
        for x in 0..<destinationCount {
            let start = x * s, end = start + s
            let firstPixel = start / d, lastPixel = (end - 1) / d
            let window = min(firstPixel, sourceCount - Self.windowPixels)
            let entry = weights + x * lanes
            for lane in 0..<lanes { entry[lane] = 0 }
            for j in firstPixel...lastPixel {
                let overlap = UInt16(min(end, (j + 1) * d) - max(start, j * d))
                for channel in 0..<channels { entry[(j - window) * channels + channel] = overlap }
            }
            starts[x] = Int32(window * channels)
        }
    }

    /// out[x] = the rounded quotient of the weighted sum of the window of `sums` (a row of
    /// 16-bit vertical sums) by the product of both axes' weight sums, per channel.
    /// - Precondition: `table` holds what `write(into:)` wrote.
    func finish(_ sums: UnsafeMutablePointer<UInt16>, table: UnsafeRawPointer, into out: UnsafeMutablePointer<UInt8>) {
        let outputs = destinationCount * channels
        let weights = table.assumingMemoryBound(to: UInt16.self)
        let starts = (table + destinationCount * lanesPerPixel * 2).assumingMemoryBound(to: Int32.self)
        /// The totals of output samples o ..< o + 4.
        @inline(__always)
        func quad(_ o: Int) -> SIMD4<UInt32> {
            if channels == 1 {
                let a = dot8(sums + Int(starts[o]), weights + o * 8), b = dot8(sums + Int(starts[o + 1]), weights + (o + 1) * 8)
                let c = dot8(sums + Int(starts[o + 2]), weights + (o + 2) * 8), e = dot8(sums + Int(starts[o + 3]), weights + (o + 3) * 8)
                return sumsOfLanes(a, b, c, e)
            }
            let x = o / 2
            let a = dot16(sums + Int(starts[x]), weights + x * 16), b = dot16(sums + Int(starts[x + 1]), weights + (x + 1) * 16)
            // a, b: (Cb, Cr, Cb, Cr) partial sums; add the halves: (Cb_x, Cr_x, Cb_x+1, Cr_x+1).
            return SIMD4<UInt32>(lowHalf: a.lowHalf, highHalf: b.lowHalf) &+ SIMD4<UInt32>(lowHalf: a.highHalf, highHalf: b.highHalf)
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
            let x = o / channels, channel = o - x * channels
            let entry = weights + x * lanesPerPixel, first = sums + Int(starts[x])
            var sum: UInt32 = 0
            var lane = channel
            while lane < lanesPerPixel {
                sum &+= UInt32(entry[lane]) &* UInt32(first[lane])
                lane += channels
            }
            out[o] = UInt8(truncatingIfNeeded: divisor.roundedQuotient(sum))
            o += 1
        }
    }

    /// Four lanes whose total is the dot product of 8 sums and 8 weights.
    @inline(__always)
    private func dot8(_ sums: UnsafeMutablePointer<UInt16>, _ weights: UnsafePointer<UInt16>) -> SIMD4<UInt32> {
        let s = UnsafeRawPointer(sums).loadUnaligned(as: SIMD8<UInt16>.self)
        let w = UnsafeRawPointer(weights).load(as: SIMD8<UInt16>.self)
        let products = widened(s) &* widened(w)
        return products.lowHalf &+ products.highHalf
    }

    /// (Cb, Cr, Cb, Cr) partial sums of the dot product of 16 interleaved sums and weights.
    @inline(__always)
    private func dot16(_ sums: UnsafeMutablePointer<UInt16>, _ weights: UnsafePointer<UInt16>) -> SIMD4<UInt32> {
        let s = UnsafeRawPointer(sums).loadUnaligned(as: SIMD16<UInt16>.self)
        let w = UnsafeRawPointer(weights).load(as: SIMD16<UInt16>.self)
        let products = widened(s) &* widened(w)
        let eight = products.lowHalf &+ products.highHalf
        return eight.lowHalf &+ eight.highHalf
    }

    /// (sum of a's lanes, of b's, of c's, of d's): a transposing add.
    @inline(__always)
    private func sumsOfLanes(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>, _ c: SIMD4<UInt32>, _ d: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let ab = SIMD4<UInt32>(a[0], b[0], a[1], b[1]) &+ SIMD4<UInt32>(a[2], b[2], a[3], b[3])
        let cd = SIMD4<UInt32>(c[0], d[0], c[1], d[1]) &+ SIMD4<UInt32>(c[2], d[2], c[3], d[3])
        return SIMD4<UInt32>(lowHalf: ab.lowHalf, highHalf: cd.lowHalf) &+ SIMD4<UInt32>(lowHalf: ab.highHalf, highHalf: cd.highHalf)
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

/// Horizontal passes of `box-simd` over a row of 16-bit vertical sums, in place: each pass adds
/// groups of `factor` neighbouring pixels (per channel), shrinking the row by that factor; the
/// last pass divides and packs to bytes. Eight output lanes per vector step, scalar tails.
///
/// Shuffles are written as element-wise initialisers on concrete SIMD types; the optimiser turns
/// them into a few pshufd/pshuflw/shufps (x86) or uzp/ext (arm64) instructions.

/// Lanes per vector step of the column passes.
private let step = 8

@inline(__always)
private func load(_ sums: UnsafeMutablePointer<UInt16>, _ i: Int) -> SIMD8<UInt16> {
    UnsafeRawPointer(sums + i).loadUnaligned(as: SIMD8<UInt16>.self)
}

@inline(__always)
private func loadPairs(_ sums: UnsafeMutablePointer<UInt16>, _ i: Int) -> SIMD4<UInt32> {
    UnsafeRawPointer(sums + i).loadUnaligned(as: SIMD4<UInt32>.self)
}

@inline(__always)
private func store(_ value: SIMD8<UInt16>, _ sums: UnsafeMutablePointer<UInt16>, _ i: Int) {
    UnsafeMutableRawPointer(sums + i).storeBytes(of: value, as: SIMD8<UInt16>.self)
}

@inline(__always)
private func lanes(_ pairs: SIMD4<UInt32>) -> SIMD8<UInt16> { unsafeBitCast(pairs, to: SIMD8<UInt16>.self) }

/// Adds neighbouring pixels two by two: `outputs` lanes (pixels x channels) from twice as many.
func addPixelPairs(_ sums: UnsafeMutablePointer<UInt16>, outputs: Int, channels: Int) {
    var o = 0
    if channels == 1 {
        while o + step <= outputs {
            let a = load(sums, 2 * o), b = load(sums, 2 * o + step)
            let even = SIMD8<UInt16>(a[0], a[2], a[4], a[6], b[0], b[2], b[4], b[6])
            let odd = SIMD8<UInt16>(a[1], a[3], a[5], a[7], b[1], b[3], b[5], b[7])
            store(even &+ odd, sums, o)
            o += step
        }
    } else {
        while o + step <= outputs {
            // Units of one Cb,Cr pair (32 bits): add units 2j and 2j+1 lane by lane.
            let a = loadPairs(sums, 2 * o), b = loadPairs(sums, 2 * o + step)
            let even = SIMD4<UInt32>(a[0], a[2], b[0], b[2]), odd = SIMD4<UInt32>(a[1], a[3], b[1], b[3])
            store(lanes(even) &+ lanes(odd), sums, o)
            o += step
        }
    }
    addPixelGroupsPlain(sums, from: o, outputs: outputs, factor: 2, channels: channels)
}

/// Adds neighbouring pixels three by three: `outputs` lanes from three times as many.
func addPixelTriples(_ sums: UnsafeMutablePointer<UInt16>, outputs: Int, channels: Int) {
    var o = 0
    if channels == 1 {
        // Sliding sums s[i] = x[i] + x[i+1] + x[i+2] from unaligned loads, then one gather of
        // every third lane: fewer shuffles than gathering three strided vectors and adding them.
        // The loads reach two lanes past the 24 a step consumes, so the last two lanes of the
        // row are left to the plain tail.
        while o + step <= outputs && 3 * (o + step) + 2 <= 3 * outputs {
            let base = 3 * o
            let a = load(sums, base) &+ load(sums, base + 1) &+ load(sums, base + 2)
            let b = load(sums, base + step) &+ load(sums, base + step + 1) &+ load(sums, base + step + 2)
            let c = load(sums, base + 2 * step) &+ load(sums, base + 2 * step + 1) &+ load(sums, base + 2 * step + 2)
            store(SIMD8<UInt16>(a[0], a[3], a[6], b[1], b[4], b[7], c[2], c[5]), sums, o)
            o += step
        }
    } else {
        while o + step <= outputs {
            let a = loadPairs(sums, 3 * o), b = loadPairs(sums, 3 * o + step), c = loadPairs(sums, 3 * o + 2 * step)
            let first = SIMD4<UInt32>(a[0], a[3], b[2], c[1])
            let second = SIMD4<UInt32>(a[1], b[0], b[3], c[2])
            let third = SIMD4<UInt32>(a[2], b[1], c[0], c[3])
            store(lanes(first) &+ lanes(second) &+ lanes(third), sums, o)
            o += step
        }
    }
    addPixelGroupsPlain(sums, from: o, outputs: outputs, factor: 3, channels: channels)
}

/// Adds neighbouring pixels `factor` by `factor`, one lane at a time, for lanes `from..<outputs`.
func addPixelGroupsPlain(_ sums: UnsafeMutablePointer<UInt16>, from start: Int, outputs: Int, factor: Int, channels: Int) {
    var o = start
    while o < outputs {
        let pixel = o / channels, channel = o - pixel * channels
        var index = pixel * factor * channels + channel
        var total: UInt16 = 0
        for _ in 0..<factor {
            total &+= sums[index]
            index += channels
        }
        sums[o] = total
        o += 1
    }
}

/// out[i] = sums[i] / divisor, rounded, for `count` lanes, 16 per step.
func divideAndPack(_ sums: UnsafeMutablePointer<UInt16>, count: Int, by divisor: LaneDivisor, into out: UnsafeMutablePointer<UInt8>) {
    var i = 0
    while i + 2 * step <= count {
        let low = divisor.roundedQuotient(load(sums, i)), high = divisor.roundedQuotient(load(sums, i + step))
        let bytes = narrowed(SIMD16<UInt16>(lowHalf: low, highHalf: high))
        UnsafeMutableRawPointer(out + i).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
        i += 2 * step
    }
    while i < count {
        out[i] = UInt8(truncatingIfNeeded: divisor.roundedQuotient(sums[i]))
        i += 1
    }
}

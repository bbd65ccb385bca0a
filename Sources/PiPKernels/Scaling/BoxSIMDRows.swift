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

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

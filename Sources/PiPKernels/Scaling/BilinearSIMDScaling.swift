/// The same bytes as `bilinearScale`: for each destination row the two source rows are
/// interpolated across the whole row with vectors into a scratch row (or, when the row lands on
/// a source row, that row is used as it is), then each destination sample interpolates its two
/// columns of that row.
public func bilinearScaleSIMD(_ source: SampleGrid, _ destination: SampleGrid) {
    let columns = BilinearPositions(source: source.width, destination: destination.width)
    let rows = BilinearPositions(source: source.height, destination: destination.height)
    let channels = source.channels
    let count = source.rowBytes
    let blended = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
    defer { blended.deallocate() }
    columns.first.withUnsafeBufferPointer { first in
        columns.second.withUnsafeBufferPointer { second in
            columns.fraction.withUnsafeBufferPointer { fraction in
                for y in 0..<destination.height {
                    // A zero fraction weighs the second row 0: the first row is the result as it is
                    // ((a * 256 + 128) >> 8 == a), so it is read in place (odd ratios such as 3:1
                    // land on pixel centres and need no vertical pass at all).
                    let top = source.row(rows.first[y])
                    let row: UnsafeMutablePointer<UInt8>
                    if rows.fraction[y] == 0 {
                        row = top
                    } else {
                        interpolateRows(top, source.row(rows.second[y]), rows.fraction[y], count: count, into: blended)
                        row = blended
                    }
                    let out = destination.row(y)
                    for x in 0..<destination.width {
                        let left = first[x] * channels, right = second[x] * channels
                        for channel in 0..<channels {
                            out[x * channels + channel] = interpolate(row[left + channel], row[right + channel], fraction[x])
                        }
                    }
                }
            }
        }
    }
}

/// out[i] = interpolate(a[i], b[i], fraction) for `count` bytes, 16 per step.
private func interpolateRows(
    _ a: UnsafeMutablePointer<UInt8>, _ b: UnsafeMutablePointer<UInt8>, _ fraction: UInt16,
    count: Int, into out: UnsafeMutablePointer<UInt8>
) {
    let weightB = SIMD16<UInt16>(repeating: fraction), weightA = SIMD16<UInt16>(repeating: 256 &- fraction)
    var i = 0
    while i + 16 <= count {
        let left = loadWidened(a + i), right = loadWidened(b + i)
        let mixed = (left &* weightA &+ right &* weightB &+ 128) &>> 8
        UnsafeMutableRawPointer(out + i).storeBytes(of: narrowed(mixed), as: SIMD16<UInt8>.self)
        i += 16
    }
    while i < count {
        out[i] = interpolate(a[i], b[i], fraction)
        i += 1
    }
}

/// The same bytes as `bilinearScale` (`BilinearPositions`' taps and rounding), made row by row:
/// the destination row's two source rows interpolated with vectors across the row (the first one
/// as it is where the fraction is 0, their rounded average where it is 1/2), then each
/// destination sample from its two columns of that row. The columns are planned once per plane
/// (`BilinearColumns`): at whole ratios every sample has the same fraction and its taps are a
/// fixed distance apart, so the pass is a gather (odd ratios: the taps land on pixel centres,
/// fraction 0), or a rounded average of neighbours (even ratios: fraction 1/2), in vectors at 2:1
/// and 4:1; at other ratios each sample interpolates its two taps from a table in stack memory.
///
/// `stores`: with `.streaming`, the rows of an exact 2:1 (both ways) whose destination rows all
/// start on a 64-byte line write their whole lines around the cache (`DestinationStores`; on
/// x86-64 only: elsewhere, and for other rows, through the cache). The bytes are the same.
///
/// This module's build. (Disfavoured so that a module's own `bilinearScaleSIMD(_:_:)` of the same
/// type, such as PiPVideo's in the chosen build, wins where a reference could name either.)
@_disfavoredOverload
public func bilinearScaleSIMD(_ source: SampleGrid, _ destination: SampleGrid, stores: DestinationStores = .cached) {
    bilinearScaleInThisBuild(source, destination, stores: stores)
}

/// `bilinearScaleSIMD` in `kernels`' build (on x86-64, `KernelTable.bilinearScale`: this module's
/// or x86-64-v3's, the same bytes; the baseline build's entry writes through the cache whatever
/// `stores` asks). The raw-plane function of that entry is in Dispatch/KernelTable+RawPlanes.swift.
public func bilinearScaleSIMD(_ source: SampleGrid, _ destination: SampleGrid, kernels: KernelTable, stores: DestinationStores = .cached) {
    kernels.runBilinearScale(source, destination, stores: stores)
}

/// `bilinearScaleSIMD` compiled in this module.
func bilinearScaleInThisBuild(_ source: SampleGrid, _ destination: SampleGrid, stores: DestinationStores) {
    let columns = BilinearColumns(source: source.width, destination: destination.width, channels: source.channels)
    let rowBytes = source.rowBytes
    // At whole ratios down the rows are read in place (odd: a fraction of 0) or averaged by the
    // columns' own pass; then, with whole ratios across too, no scratch is needed (it is zeroed
    // when made: 32 KiB a plane).
    let rowRatio = source.height % destination.height == 0 ? source.height / destination.height : 0
    let rowsInPlace = rowRatio > 0 && (rowRatio % 2 == 1 || columns.averagesRowsItself)
    if rowRatio == 2 && columns.averagesRowsItself {
        // Destination row y's taps: rows 2y and 2y + 1, a fraction of 1/2 (`BilinearTapWalk` at
        // a ratio of 2: position (4y + 1) * 128), in one pass over the plane.
        // `stores` as this architecture honours it (`KernelTable.rowStores`: as asked on x86-64 only).
        columns.writeRowsAveragingPairs(of: source, into: destination, stores: KernelTable.rowStores(stores))
        return
    }
    let scratchBytes = rowsInPlace && columns.tableByteCount == 0 ? 0 : rowBytes + columns.tableByteCount
    withStackScratch(byteCount: scratchBytes) { scratch in
        let blended = scratch.assumingMemoryBound(to: UInt8.self)
        let table = scratch + rowBytes
        columns.writeTable(into: table)
        var rows = BilinearTapWalk(source: source.height, destination: destination.height)
        for y in 0..<destination.height {
            let tap = rows.next()
            // A zero fraction weighs the second row 0: the first row is the result as it is
            // ((a * 256 + 128) >> 8 == a); a half is the rounded average ((a + b + 1) >> 1).
            let top = source.row(tap.first)
            let row: UnsafeMutablePointer<UInt8>
            switch tap.fraction {
            case 0: row = top
            case 128 where columns.averagesRowsItself:
                columns.writeRow(averaging: top, and: source.row(tap.second), into: destination.row(y))
                continue
            case 128: averageRows(top, source.row(tap.second), count: rowBytes, into: blended); row = blended
            default: interpolateRows(top, source.row(tap.second), tap.fraction, count: rowBytes, into: blended); row = blended
            }
            columns.writeRow(from: row, table: table, into: destination.row(y))
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
    while i &+ 16 <= count {
        let left = loadWidened(a + i), right = loadWidened(b + i)
        let mixed = (left &* weightA &+ right &* weightB &+ 128) &>> 8
        UnsafeMutableRawPointer(out + i).storeBytes(of: narrowed(mixed), as: SIMD16<UInt8>.self)
        i &+= 16
    }
    while i < count {
        out[i] = interpolate(a[i], b[i], fraction)
        i &+= 1
    }
}

/// out[i] = (a[i] + b[i] + 1) >> 1 (`interpolate` at a fraction of 128) for `count` bytes, 32
/// per step (`pavgb`).
private func averageRows(_ a: UnsafeMutablePointer<UInt8>, _ b: UnsafeMutablePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>) {
    var i = 0
    while i &+ 32 <= count {
        let low = roundedAverage(UnsafeRawPointer(a + i).loadUnaligned(as: SIMD16<UInt8>.self), UnsafeRawPointer(b + i).loadUnaligned(as: SIMD16<UInt8>.self))
        let high = roundedAverage(UnsafeRawPointer(a + i).loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self),
                                  UnsafeRawPointer(b + i).loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self))
        UnsafeMutableRawPointer(out + i).storeBytes(of: low, as: SIMD16<UInt8>.self)
        UnsafeMutableRawPointer(out + i).storeBytes(of: high, toByteOffset: 16, as: SIMD16<UInt8>.self)
        i &+= 32
    }
    while i < count {
        out[i] = UInt8(truncatingIfNeeded: (UInt16(a[i]) &+ UInt16(b[i]) &+ 1) &>> 1)
        i &+= 1
    }
}

/// (x + y + 1) >> 1 per byte: one `pavgb` (written lane by lane, as LLVM forms it; the spelling
/// on 16-bit lanes is `roundedAverage(_:_:)` of `SIMD16<UInt16>`).
@inline(__always)
func roundedAverage(_ x: SIMD16<UInt8>, _ y: SIMD16<UInt8>) -> SIMD16<UInt8> {
    var sums = SIMD16<UInt8>()
    for i in 0..<16 { sums[i] = UInt8(truncatingIfNeeded: (UInt16(x[i]) &+ UInt16(y[i]) &+ 1) &>> 1) }
    return sums
}

/// The double-precision area average every scaling strategy's picture quality is measured
/// against. Not a strategy: it is written for obvious correctness, not speed.
///
/// Destination pixel (i, j) of a W x H -> w x h downscale covers the source rectangle
/// [i W/w, (i+1) W/w) x [j H/h, (j+1) H/h); its value is the average of the source samples over
/// that rectangle, each weighted by the area of its overlap (source pixels are unit squares).
/// Computed separably (vertical, then horizontal) in `Double`, without rounding.
public enum AreaAverageReference {
    /// The area average of one plane at `size` (in that plane's pixels; for CbCr, pairs).
    /// - Throws: `FrameError.destinationLargerThanSource` unless 0 < size <= the plane's size.
    public static func scale(_ plane: Plane, to size: FrameSize) throws -> ReferencePlane {
        guard size.width > 0, size.height > 0 else {
            throw FrameError.nonPositiveSize(plane: plane.name + " reference", width: size.width, height: size.height)
        }
        guard size.width <= plane.width, size.height <= plane.height else {
            throw FrameError.destinationLargerThanSource(source: plane.size, destination: size)
        }
        // Every destination pixel covers exactly its own source pixel: the samples themselves.
        if size == plane.size { return ReferencePlane(plane) }
        let channels = plane.bytesPerSample
        let horizontal = weights(source: plane.width, destination: size.width)
        let vertical = weights(source: plane.height, destination: size.height)
        var values = [Double](repeating: 0, count: size.pixelCount * channels)
        // The rows and buffers are read through plain pointers in `while` loops: the same sums in
        // the same order as subscripts and ranges would give, but a debug build (the tests') runs
        // them several times faster (a pointer's subscript is inlined even there).
        let width = plane.rowBytes
        let column = UnsafeMutablePointer<Double>.allocate(capacity: max(width, 1))
        let taps = FlatTaps(horizontal)
        defer {
            column.deallocate()
            taps.deallocate()
        }
        values.withUnsafeMutableBufferPointer { values in
            let output = values.baseAddress!
            for y in 0..<size.height {
                column.initialize(repeating: 0, count: width)
                for (row, weight) in vertical[y] {
                    let samples = UnsafePointer(plane.row(row).baseAddress!.assumingMemoryBound(to: UInt8.self))
                    var i = 0
                    while i < width {
                        column[i] += weight * Double(samples[i])
                        i += 1
                    }
                }
                var x = 0
                while x < size.width {
                    let first = taps.offsets[x], end = taps.offsets[x + 1]
                    var channel = 0
                    while channel < channels {
                        var sum = 0.0
                        var tap = first
                        while tap < end {
                            sum += taps.weights[tap] * column[taps.pixels[tap] * channels + channel]
                            tap += 1
                        }
                        output[(y * size.width + x) * channels + channel] = sum
                        channel += 1
                    }
                    x += 1
                }
            }
        }
        return ReferencePlane(width: size.width, height: size.height, channels: channels, values: values)
    }

    /// Reference planes Y, U, V of `source` downscaled to `size` (U and V at its chroma size).
    /// - Throws: `FrameError.destinationLargerThanSource` when `size` exceeds the source.
    public static func scale(_ source: I420Frame, to size: FrameSize) throws -> [ReferencePlane] {
        try checkSize(source.size, size)
        return [try scale(source.y, to: size), try scale(source.u, to: size.chroma), try scale(source.v, to: size.chroma)]
    }

    /// Reference planes Y, CbCr of `source` downscaled to `size` (CbCr at its chroma size).
    /// - Throws: `FrameError.destinationLargerThanSource` when `size` exceeds the source.
    public static func scale(_ source: NV12Frame, to size: FrameSize) throws -> [ReferencePlane] {
        try checkSize(source.size, size)
        return [try scale(source.y, to: size), try scale(source.cbcr, to: size.chroma)]
    }

    /// Reference planes Y, CbCr of the I420 `source` downscaled to `size` and laid out as NV12
    /// (U and V at its chroma size, interleaved), for strategies that scale and convert at once.
    /// - Throws: `FrameError.destinationLargerThanSource` when `size` exceeds the source.
    public static func scaleToNV12(_ source: I420Frame, to size: FrameSize) throws -> [ReferencePlane] {
        let planes = try scale(source, to: size)
        let u = planes[1], v = planes[2]
        var cbcr: [Double] = []
        cbcr.reserveCapacity(2 * u.values.count)
        for (cb, cr) in zip(u.values, v.values) { cbcr += [cb, cr] }
        return [planes[0], ReferencePlane(width: u.width, height: u.height, channels: 2, values: cbcr)]
    }

    private static func checkSize(_ source: FrameSize, _ destination: FrameSize) throws {
        guard destination.width <= source.width, destination.height <= source.height else {
            throw FrameError.destinationLargerThanSource(source: source, destination: destination)
        }
    }

    /// For each destination pixel, the source pixels its interval overlaps and each overlap's
    /// share of the interval (the shares add up to 1).
    static func weights(source: Int, destination: Int) -> [[(pixel: Int, weight: Double)]] {
        let scale = Double(source) / Double(destination)
        return (0..<destination).map { i in
            let start = Double(i) * scale, end = i == destination - 1 ? Double(source) : Double(i + 1) * scale
            let first = Int(start.rounded(.down)), last = min(source - 1, Int(end.rounded(.up)) - 1)
            return (first...last).compactMap { j in
                let overlap = min(end, Double(j + 1)) - max(start, Double(j))
                return overlap > 0 ? (j, overlap / (end - start)) : nil
            }
        }
    }
}

/// `AreaAverageReference.weights` of every destination pixel in three flat buffers: pixel `x`'s
/// taps are entries `offsets[x]..<offsets[x + 1]` of `pixels` and `weights`.
private struct FlatTaps {
    let offsets: UnsafeMutablePointer<Int>
    let pixels: UnsafeMutablePointer<Int>
    let weights: UnsafeMutablePointer<Double>

    init(_ taps: [[(pixel: Int, weight: Double)]]) {
        let count = taps.reduce(0) { $0 + $1.count }
        offsets = .allocate(capacity: taps.count + 1)
        pixels = .allocate(capacity: max(count, 1))
        weights = .allocate(capacity: max(count, 1))
        var next = 0
        for (x, pixelTaps) in taps.enumerated() {
            offsets[x] = next
            for (pixel, weight) in pixelTaps {
                pixels[next] = pixel
                weights[next] = weight
                next += 1
            }
        }
        offsets[taps.count] = next
    }

    func deallocate() {
        offsets.deallocate()
        pixels.deallocate()
        weights.deallocate()
    }
}

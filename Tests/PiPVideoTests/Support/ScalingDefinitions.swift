import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// A smooth-ish source (a blurred random field), on which rounding differences are not hidden by noise.
func makeSmoothSource(_ size: FrameSize, seed: UInt64 = 3) throws -> I420Frame {
    let frame = try I420Frame.pseudoRandom(size, seed: seed)
    for plane in frame.planes {
        for y in 0..<plane.height {
            let row = plane.row(y)
            for x in 0..<plane.width { row[x] = UInt8((Int(row[x]) + 3 * ((x * 7 + y * 5) % 256)) / 4) }
        }
    }
    return frame
}

/// The straightforward nearest-neighbour definition: source pixel floor((i + 0.5) * S / D) per axis.
func nearestByDefinition(_ plane: Plane, to size: FrameSize) -> [UInt8] {
    var result: [UInt8] = []
    for y in 0..<size.height {
        let sourceY = Int((Double(2 * y + 1) * Double(plane.height) / Double(2 * size.height)).rounded(.down))
        let row = Array(plane.row(sourceY))
        for x in 0..<size.width {
            let sourceX = Int((Double(2 * x + 1) * Double(plane.width) / Double(2 * size.width)).rounded(.down))
            for channel in 0..<plane.bytesPerSample { result.append(row[sourceX * plane.bytesPerSample + channel]) }
        }
    }
    return result
}

/// The straightforward bilinear definition (see `BilinearPositions`): centre p = (i + 0.5) S / D - 0.5
/// in 1/256 (floored, clamped to S - 1), vertical 8-bit interpolation rounded, then horizontal.
func bilinearByDefinition(_ plane: Plane, to size: FrameSize) -> [UInt8] {
    func position(_ i: Int, _ source: Int, _ destination: Int) -> (Int, Int, Int) {
        // Exact rational floor of ((2i+1) S - D) * 128 / D, i.e. 256 * ((i + 0.5) S / D - 0.5).
        let p = min(((2 * i + 1) * source - destination) * 128 / destination, (source - 1) * 256)
        return (p / 256, min(p / 256 + 1, source - 1), p % 256)
    }
    func mix(_ a: Int, _ b: Int, _ f: Int) -> Int { (a * (256 - f) + b * f + 128) / 256 }
    var result: [UInt8] = []
    let channels = plane.bytesPerSample
    for y in 0..<size.height {
        let (y0, y1, g) = position(y, plane.height, size.height)
        let top = Array(plane.row(y0)), bottom = Array(plane.row(y1))
        for x in 0..<size.width {
            let (x0, x1, f) = position(x, plane.width, size.width)
            for c in 0..<channels {
                let left = mix(Int(top[x0 * channels + c]), Int(bottom[x0 * channels + c]), g)
                let right = mix(Int(top[x1 * channels + c]), Int(bottom[x1 * channels + c]), g)
                result.append(UInt8(mix(left, right, f)))
            }
        }
    }
    return result
}

/// The largest |output - reference| over the planes' samples.
func largestDeviation(_ planes: some Collection<Plane>, _ references: [ReferencePlane]) -> Double {
    var worst = 0.0
    for (plane, reference) in zip(planes, references) {
        let samples = plane.samples()
        for index in 0..<reference.count { worst = max(worst, abs(Double(samples[index]) - reference[index])) }
    }
    return worst
}

/// Size pairs (source, destination) covering every size class: integer ratios 1-6 on even and
/// odd sizes, non-integer ratios, one-pixel destinations, thin frames.
let scalingSizePairs: [(FrameSize, FrameSize)] = {
    var pairs: [(FrameSize, FrameSize)] = []
    for ratio in [1, 2, 3, 4, 6] {
        for (w, h) in [(1, 1), (3, 2), (5, 7), (8, 4), (17, 9), (24, 6), (33, 13)] {
            pairs.append((FrameSize(width: w * ratio, height: h * ratio), FrameSize(width: w, height: h)))
        }
    }
    for (source, destination) in [((37, 23), (13, 9)), ((64, 36), (19, 10)), ((96, 54), (28, 16)), ((50, 30), (49, 29)),
                                   ((45, 80), (15, 27)), ((7, 5), (2, 3)), ((100, 3), (7, 1)), ((3, 100), (1, 31)),
                                   ((130, 70), (41, 23)), ((61, 61), (60, 30)),
                                   // 7 x 29 = 203 has no 16-bit division sequence: box-simd's fallback.
                                   ((28, 116), (4, 4)),
                                   // Vertical weights adding up past 16 bits: box-simd's 32-bit rows, then plain rows.
                                   ((6, 600), (3, 257)), ((5, 520), (2, 259)),
                                   // box-simd's window columns with vertical sums past 15 bits: biased sums (vertical
                                   // weights adding up to 240, as at 720 -> 213 rows), then split sums (360, as at
                                   // 360 -> 107), each with totals divided in single and in double precision; 64x720
                                   // -> 19x213 gives NV12 CbCr split sums too. Then the other window widths and the
                                   // two-channel paths: 40x720 -> 13x213 (chroma 20 -> 7: 4-lane windows, split, the
                                   // 4-pixel store and the row tails), 110x720 -> 10x213 (11:1, 16-lane windows),
                                   // 40x260 -> 13x5 (chroma biased, 130), 400x720 -> 118x213 (chroma 200 -> 59 split
                                   // and divided in double precision).
                                   ((100, 240), (29, 71)), ((300, 240), (89, 71)), ((60, 360), (17, 107)), ((640, 360), (189, 107)),
                                   ((64, 720), (19, 213)), ((40, 720), (13, 213)), ((110, 720), (10, 213)), ((40, 260), (13, 5)),
                                   ((400, 720), (118, 213)),
                                   // Whole ratios without a fused kernel (9, 8, 5, 7): box-simd's column passes.
                                   ((45, 20), (5, 4)), ((40, 16), (5, 2)), ((35, 14), (7, 2))] {
        pairs.append((FrameSize(width: source.0, height: source.1), FrameSize(width: destination.0, height: destination.1)))
    }
    return pairs
}()

/// Size pairs of wide rows (vector bodies and their tails): 7 rows to 1 at many widths and ratios,
/// and a few rows of 2 to 4 outputs (two-row kernels, ratio 3 and 6 across).
let wideRowPairs: [(FrameSize, FrameSize)] = [
    (255, 85), (192, 64), (390, 130), (388, 194), (384, 64), (769, 256), (770, 385), (520, 130), (1548, 258), (648, 72),
    (640, 80), (400, 80),
].map { (FrameSize(width: $0.0, height: 7), FrameSize(width: $0.1, height: 1)) } + [
    (FrameSize(width: 1536, height: 12), FrameSize(width: 256, height: 2)),
    (FrameSize(width: 390, height: 12), FrameSize(width: 130, height: 4)),
    (FrameSize(width: 770, height: 8), FrameSize(width: 385, height: 4)),
    (FrameSize(width: 520, height: 16), FrameSize(width: 130, height: 4)),
    (FrameSize(width: 1548, height: 24), FrameSize(width: 258, height: 4)),
    // Fractional ratios through box-simd's window columns: 8/3 (the camera; 4-lane windows), 1920 ->
    // 568 (8 lanes), about 13:1 (16 lanes), 6.93:1 with a row tail.
    (FrameSize(width: 1280, height: 16), FrameSize(width: 480, height: 6)),
    (FrameSize(width: 1920, height: 27), FrameSize(width: 568, height: 8)),
    (FrameSize(width: 1000, height: 26), FrameSize(width: 77, height: 2)),
    (FrameSize(width: 700, height: 20), FrameSize(width: 101, height: 7)),
]

/// Expects `nv12`'s Y to be `i420`'s Y and its CbCr to be `i420`'s U and V interleaved.
func expectInterleaved(_ nv12: NV12Frame, equals i420: I420Frame, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(nv12.y.samples() == i420.y.samples(), "\(label) Y", sourceLocation: sourceLocation)
    let cbcr = nv12.cbcr.samples()
    #expect(stride(from: 0, to: cbcr.count, by: 2).map { cbcr[$0] } == i420.u.samples(), "\(label) Cb", sourceLocation: sourceLocation)
    #expect(stride(from: 1, to: cbcr.count, by: 2).map { cbcr[$0] } == i420.v.samples(), "\(label) Cr", sourceLocation: sourceLocation)
}

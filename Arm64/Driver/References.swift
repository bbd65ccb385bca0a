// The plain references the kernels are checked against: one sample at a time, written from the
// definitions (not from the kernels), integer-exact except the BGRA colour formula.

/// The source position of destination sample (x, y) of a plane rotated clockwise by `rotation`.
func referenceSourcePosition(x: Int, y: Int, width: Int, height: Int, _ rotation: Rotation) -> (x: Int, y: Int) {
    switch rotation {
    case .degrees90: return (y, height - 1 - x)  // the left column, read upwards, becomes the top row
    case .degrees180: return (width - 1 - x, height - 1 - y)
    case .degrees270: return (width - 1 - y, x)  // the right column, read downwards, becomes the top row
    }
}

/// `source` rotated into `destination` sample by sample (any sample size).
func referenceRotate(_ source: Plane, into destination: Plane, by rotation: Rotation) {
    let size = source.bytesPerSample
    for y in 0..<destination.height {
        for x in 0..<destination.width {
            let from = referenceSourcePosition(x: x, y: y, width: source.width, height: source.height, rotation)
            for byte in 0..<size {
                destination.row(y)[x * size + byte] = source.row(from.y)[from.x * size + byte]
            }
        }
    }
}

/// CbCr pairs from U and V of the same size.
func referenceInterleave(u: Plane, v: Plane, into cbcr: Plane) {
    for y in 0..<cbcr.height {
        for x in 0..<cbcr.width {
            cbcr.row(y)[2 * x] = u.row(y)[x]
            cbcr.row(y)[2 * x + 1] = v.row(y)[x]
        }
    }
}

/// How much of source pixel `j` (of `source`) lies under destination pixel `i` (of `destination`),
/// in units where a source pixel is `destination` wide and a destination pixel `source` wide.
func overlap(_ i: Int, _ j: Int, source: Int, destination: Int) -> Int {
    max(0, min((i + 1) * source, (j + 1) * destination) - max(i * source, j * destination))
}

/// The source pixels under destination pixel `i`.
func covered(_ i: Int, source: Int, destination: Int) -> Range<Int> {
    (i * source / destination)..<(((i + 1) * source + destination - 1) / destination)
}

/// The exact area average of every destination sample, as (sum, total): the average is sum / total.
func areaSums(_ source: Plane, width: Int, height: Int, _ body: (Int, Int, Int, Int, Int) -> Void) {
    let channels = source.bytesPerSample, total = source.width * source.height
    for y in 0..<height {
        for x in 0..<width {
            for channel in 0..<channels {
                var sum = 0
                for j in covered(y, source: source.height, destination: height) {
                    let wy = overlap(y, j, source: source.height, destination: height)
                    let row = source.row(j)
                    for i in covered(x, source: source.width, destination: width) {
                        sum += wy * overlap(x, i, source: source.width, destination: width) * Int(row[i * channels + channel])
                    }
                }
                body(x, y, channel, sum, total)
            }
        }
    }
}

/// The exact area average, rounded half up (the `box` contract).
func referenceBox(_ source: Plane, into destination: Plane) {
    let channels = source.bytesPerSample
    areaSums(source, width: destination.width, height: destination.height) { x, y, channel, sum, total in
        destination.row(y)[x * channels + channel] = UInt8((2 * sum + total) / (2 * total))
    }
}

/// Point sampling at pixel centres: floor((i + 1/2) * S / D) on each axis.
func referenceNearest(_ source: Plane, into destination: Plane) {
    let channels = source.bytesPerSample
    for y in 0..<destination.height {
        let sy = (2 * y + 1) * source.height / (2 * destination.height)
        for x in 0..<destination.width {
            let sx = (2 * x + 1) * source.width / (2 * destination.width)
            for channel in 0..<channels {
                destination.row(y)[x * channels + channel] = source.row(sy)[sx * channels + channel]
            }
        }
    }
}

/// BT.601 in floating point (as I420ToBGRAReference), rounded and clamped: blue, green, red.
func referenceBGR(y: UInt8, u: UInt8, v: UInt8, range: ColorRange) -> (UInt8, UInt8, UInt8) {
    let redWeight = 0.299, blueWeight = 0.114
    let greenWeight = 1 - redWeight - blueWeight
    let luma: Double, cb: Double, cr: Double
    switch range {
    case .full: (luma, cb, cr) = (Double(y), Double(u) - 128, Double(v) - 128)
    case .video: (luma, cb, cr) = ((Double(y) - 16) * 255 / 219, (Double(u) - 128) * 255 / 224, (Double(v) - 128) * 255 / 224)
    }
    let red = luma + 2 * (1 - redWeight) * cr
    let green = luma - 2 * blueWeight * (1 - blueWeight) / greenWeight * cb - 2 * redWeight * (1 - redWeight) / greenWeight * cr
    let blue = luma + 2 * (1 - blueWeight) * cb
    func byte(_ value: Double) -> UInt8 { UInt8(min(max(value + 0.5, 0), 255)) }
    return (byte(blue), byte(green), byte(red))
}

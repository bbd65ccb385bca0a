@testable import PiPLibYUV
@testable import PiPVideo

/// The top-left `size` corner of `plane`: same storage, offset and stride.
func corner(of plane: Plane, _ size: FrameSize) throws -> Plane {
    try Plane(name: plane.name, width: size.width, height: size.height, bytesPerSample: plane.bytesPerSample,
              bytesPerRow: plane.bytesPerRow, storage: plane.storage, offset: plane.offset)
}

/// The top-left corner of an I420 frame: pixel (x, y) and its chroma (x/2, y/2) are the same bytes
/// as in `frame`, so converting the corner must give the corner of `frame`'s conversion.
func corner(of frame: I420Frame, _ size: FrameSize) throws -> I420Frame {
    try I420Frame(y: corner(of: frame.y, size), u: corner(of: frame.u, size.chroma), v: corner(of: frame.v, size.chroma))
}

/// A 512x512 source whose 256x256 chroma samples take every (Cb, Cr) pair once (Cb = column,
/// Cr = row); luma differs between the four pixels of a 2x2 block and, through `lumaPhase`,
/// between calls (64 phases would cover every (Y, Cb, Cr) triple).
func makeEveryChromaPairSource(lumaPhase: Int) throws -> I420Frame {
    let frame = try I420Frame.allocate(size: FrameSize(width: 512, height: 512), name: "source")
    for row in 0..<256 {
        let u = frame.u.row(row), v = frame.v.row(row)
        for column in 0..<256 {
            u[column] = UInt8(column)
            v[column] = UInt8(row)
        }
    }
    for row in 0..<512 {
        let y = frame.y.row(row)
        for column in 0..<512 {
            y[column] = UInt8(truncatingIfNeeded: lumaPhase * 4 + (row & 1) * 2 + (column & 1) + 37 * (row / 2) + column / 2)
        }
    }
    return frame
}

/// The largest |actual - expected| over B, G, R of all pixels, and whether every alpha is 255.
func largestDifference(_ actual: BGRAFrame, _ expected: BGRAFrame) -> (color: Int, alphaOpaque: Bool) {
    var largest = 0
    var opaque = true
    for y in 0..<actual.size.height {
        let mine = actual.pixels.row(y), theirs = expected.pixels.row(y)
        for x in 0..<actual.size.width {
            for channel in 0..<3 { largest = max(largest, abs(Int(mine[4 * x + channel]) - Int(theirs[4 * x + channel]))) }
            opaque = opaque && mine[4 * x + 3] == 255
        }
    }
    return (largest, opaque)
}

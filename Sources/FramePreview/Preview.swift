import PiPVideo

/// What a person looks at: a 4:2:0 frame as RGB, through the suite's BT.601 full-range reference
/// conversion (`I420ToBGRAReference`).
public enum Preview {
    /// `frame` (I420 or NV12) as a BGRA picture.
    /// - Throws: `FrameError` for a frame that cannot be allocated or converted.
    public static func bgra(of frame: some YUV420Frame) throws -> BGRAFrame {
        let planar = try planarCopy(of: frame)
        let picture = try BGRAFrame.allocate(size: frame.size, rowAlignment: .tight, name: "preview")
        try I420ToBGRAReference.convert(planar, into: picture, range: .full)
        return picture
    }

    /// `frame` as I420 (NV12's chroma split into U and V).
    static func planarCopy(of frame: some YUV420Frame) throws -> I420Frame {
        if let planar = frame as? I420Frame { return planar }
        let planar = try I420Frame.allocate(size: frame.size)
        let planes = frame.planes
        for y in 0..<planes[0].height { planar.y.row(y).copyMemory(from: UnsafeRawBufferPointer(planes[0].row(y))) }
        for y in 0..<planes[1].height {
            let cbcr = planes[1].row(y), u = planar.u.row(y), v = planar.v.row(y)
            for x in 0..<planar.u.width {
                u[x] = cbcr[2 * x]
                v[x] = cbcr[2 * x + 1]
            }
        }
        return planar
    }
}

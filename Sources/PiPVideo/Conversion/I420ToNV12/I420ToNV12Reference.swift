/// The plain I420 -> NV12 conversion every strategy is verified against. Not a strategy: it is
/// written for obvious correctness (one sample at a time through bounds-checked rows), not speed.
public enum I420ToNV12Reference {
    /// Writes the NV12 form of `source` into `destination`.
    /// - Throws: the same errors as `I420ToNV12.validate(_:_:_:)`.
    public static func convert(_ source: I420Frame, into destination: NV12Frame) throws {
        try I420ToNV12.validate(source, destination, ())
        for y in 0..<source.y.height {
            let from = source.y.row(y)
            let to = destination.y.row(y)
            for x in 0..<source.y.width { to[x] = from[x] }
        }
        for y in 0..<source.u.height {
            let u = source.u.row(y)
            let v = source.v.row(y)
            let cbcr = destination.cbcr.row(y)
            for x in 0..<source.u.width {
                cbcr[2 * x] = u[x]
                cbcr[2 * x + 1] = v[x]
            }
        }
    }
}

/// The plain rotations every strategy is verified against. Not strategies: written for obvious
/// correctness (each source sample sent to `Rotation.destinationPosition(ofX:y:in:)` through
/// bounds-checked rows), not speed.
public enum RotationReference {
    /// Writes `source` rotated by `rotation` into `destination`.
    /// - Throws: the same validation errors as `RotateNV12.validate(_:_:_:)`.
    public static func rotate(_ source: NV12Frame, by rotation: Rotation, into destination: NV12Frame) throws {
        try RotateNV12.validate(source, destination, rotation)
        rotatePlane(source.y, into: destination.y, by: rotation)
        rotatePlane(source.cbcr, into: destination.cbcr, by: rotation)
    }

    /// Writes `source` rotated by `rotation` into `destination`.
    /// - Throws: the same validation errors as `RotateI420.validate(_:_:_:)`.
    public static func rotate(_ source: I420Frame, by rotation: Rotation, into destination: I420Frame) throws {
        try RotateI420.validate(source, destination, rotation)
        for (from, to) in zip(source.planes, destination.planes) { rotatePlane(from, into: to, by: rotation) }
    }

    /// Writes the NV12 form of `source` rotated by `rotation` into `destination`.
    /// - Throws: the same validation errors as `I420ToNV12Rotate.validate(_:_:_:)`.
    public static func convert(_ source: I420Frame, rotatedBy rotation: Rotation, into destination: NV12Frame) throws {
        try I420ToNV12Rotate.validate(source, destination, rotation)
        rotatePlane(source.y, into: destination.y, by: rotation)
        for y in 0..<source.u.height {
            let u = Array(source.u.row(y))
            let v = Array(source.v.row(y))
            for x in 0..<source.u.width {
                let target = rotation.destinationPosition(ofX: x, y: y, in: source.u.size)
                let cbcr = destination.cbcr.row(target.y)
                cbcr[2 * target.x] = u[x]
                cbcr[2 * target.x + 1] = v[x]
            }
        }
    }

    /// Moves every sample (all its bytes) of `source` to its rotated position in `destination`.
    static func rotatePlane(_ source: Plane, into destination: Plane, by rotation: Rotation) {
        let sampleBytes = source.bytesPerSample
        for y in 0..<source.height {
            let from = Array(source.row(y))
            for x in 0..<source.width {
                let target = rotation.destinationPosition(ofX: x, y: y, in: source.size)
                let to = destination.row(target.y)
                for byte in 0..<sampleBytes { to[target.x * sampleBytes + byte] = from[x * sampleBytes + byte] }
            }
        }
    }
}

import PiPVideo

/// Before timing: each rotation strategy runs on its ring's first and last frames and must match
/// the reference in every sample.
extension RotationBenchmarks {
    static func verify(
        _ strategy: RotateNV12Strategy, _ rotation: Rotation, ring: FrameRing<NV12Frame>, destination: NV12Frame, name: String
    ) throws {
        try matchReference(ring: ring, destination: destination, planes: \.planes, name: name,
                           expected: try NV12Frame.allocate(size: destination.size, rowAlignment: .tight, name: "reference"),
                           reference: { try RotationReference.rotate($0, by: rotation, into: $1) },
                           strategy: { try strategy.rotate($0, by: rotation, into: $1) })
    }

    static func verify(
        _ strategy: RotateI420Strategy, _ rotation: Rotation, ring: FrameRing<I420Frame>, destination: I420Frame, name: String
    ) throws {
        try matchReference(ring: ring, destination: destination, planes: \.planes, name: name,
                           expected: try I420Frame.allocate(size: destination.size, rowAlignment: .tight, name: "reference"),
                           reference: { try RotationReference.rotate($0, by: rotation, into: $1) },
                           strategy: { try strategy.rotate($0, by: rotation, into: $1) })
    }

    static func verify(
        _ strategy: I420ToNV12RotateStrategy, _ rotation: Rotation, ring: FrameRing<I420Frame>, destination: NV12Frame, name: String
    ) throws {
        try matchReference(ring: ring, destination: destination, planes: \.planes, name: name,
                           expected: try NV12Frame.allocate(size: destination.size, rowAlignment: .tight, name: "reference"),
                           reference: { try RotationReference.convert($0, rotatedBy: rotation, into: $1) },
                           strategy: { try strategy.convert($0, rotatedBy: rotation, into: $1) })
    }

    /// For each verification frame: fills the destination with a marker, runs the reference into
    /// `expected` and the strategy into `destination`, and compares every plane.
    private static func matchReference<Source, Destination>(
        ring: FrameRing<Source>, destination: Destination, planes: (Destination) -> PlaneList, name: String,
        expected: Destination, reference: (Source, Destination) throws -> Void, strategy: (Source, Destination) throws -> Void
    ) throws {
        for frame in ring.verificationFrames {
            planes(destination)[0].storage.fill(with: 0xA5)
            try reference(frame, expected)
            try strategy(frame, destination)
            try VerificationError.check(name, actual: planes(destination), expected: planes(expected))
        }
    }
}

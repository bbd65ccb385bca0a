import PiPVideo

/// Before timing: each rotation strategy runs on its ring's first and last frames and must match
/// the reference in every sample.
extension RotationBenchmarks {
    static func verify(
        _ strategy: RotateNV12Strategy, _ rotation: Rotation, ring: FrameRing<NV12Frame>, destination: NV12Frame, name: String
    ) throws {
        let expected = try NV12Frame.allocate(size: destination.size, rowAlignment: .tight, name: "reference")
        for frame in ring.verificationFrames {
            destination.y.storage.fill(with: 0xA5)
            try RotationReference.rotate(frame, by: rotation, into: expected)
            try strategy.rotate(frame, by: rotation, into: destination)
            try VerificationError.check(name, actual: destination.planes, expected: expected.planes)
        }
    }

    static func verify(
        _ strategy: RotateI420Strategy, _ rotation: Rotation, ring: FrameRing<I420Frame>, destination: I420Frame, name: String
    ) throws {
        let expected = try I420Frame.allocate(size: destination.size, rowAlignment: .tight, name: "reference")
        for frame in ring.verificationFrames {
            destination.y.storage.fill(with: 0xA5)
            try RotationReference.rotate(frame, by: rotation, into: expected)
            try strategy.rotate(frame, by: rotation, into: destination)
            try VerificationError.check(name, actual: destination.planes, expected: expected.planes)
        }
    }

    static func verify(
        _ strategy: I420ToNV12RotateStrategy, _ rotation: Rotation, ring: FrameRing<I420Frame>, destination: NV12Frame, name: String
    ) throws {
        let expected = try NV12Frame.allocate(size: destination.size, rowAlignment: .tight, name: "reference")
        for frame in ring.verificationFrames {
            destination.y.storage.fill(with: 0xA5)
            try RotationReference.convert(frame, rotatedBy: rotation, into: expected)
            try strategy.convert(frame, rotatedBy: rotation, into: destination)
            try VerificationError.check(name, actual: destination.planes, expected: expected.planes)
        }
    }
}

/// The checks every rotation entry point runs before writing anything.
enum RotationValidation {
    /// - Throws: `FrameError.destinationSizeMismatch` unless the destination is the rotated source
    ///   size, `FrameError.overlappingPlanes` when a destination plane shares memory with any other plane.
    static func check(
        sourceSize: FrameSize, sourcePlanes: PlaneList, destinationSize: FrameSize, destinationPlanes: PlaneList,
        rotation: Rotation
    ) throws {
        let expected = rotation.rotatedSize(of: sourceSize)
        guard destinationSize == expected else {
            throw FrameError.destinationSizeMismatch(expected: expected, actual: destinationSize)
        }
        try checkNoOverlap(sources: sourcePlanes, destinations: destinationPlanes)
    }
}

/// The definition every rotate-and-scale strategy is checked against: the exact rotation
/// (`RotationReference`) followed by the exact area average (`AreaAverageReference`), unrounded.
/// Area averaging commutes with rotation, so this is also the area average of the source rotated
/// afterwards.
public enum RotateScaleReference {
    /// Reference planes Y and CbCr (2 channels, at the chroma size) of `source` rotated by
    /// `rotation` and area-averaged to `size`.
    /// - Throws: `FrameError.destinationLargerThanRotatedSource` when `size` exceeds the rotated source.
    public static func convert(_ source: NV12Frame, rotatedBy rotation: Rotation, to size: FrameSize) throws -> [ReferencePlane] {
        let largest = rotation.rotatedSize(of: source.size)
        guard size.width <= largest.width, size.height <= largest.height else {
            throw FrameError.destinationLargerThanRotatedSource(
                source: source.size, degrees: rotation.rawValue, rotated: largest, destination: size)
        }
        let rotated = try NV12Frame.allocate(size: rotation.rotatedSize(of: source.size), rowAlignment: .tight, name: "rotated")
        try RotationReference.rotate(source, by: rotation, into: rotated)
        return try AreaAverageReference.scale(rotated, to: size)
    }
}

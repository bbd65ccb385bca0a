import PiPCatalogue

/// A rotation strategy's kernel that rotates every plane of the source into the same plane of the
/// destination with a catalogue entry's plane call (RotateNV12, RotateI420).
func rotatingEachPlane<Frame: VideoFrame>(_ rotate: @escaping PlaneRotationCall) -> @Sendable (Frame, Frame, Rotation) throws -> Void {
    { source, destination, rotation in
        for (from, to) in zip(source.planes, destination.planes) { rotate(SampleGrid(from), SampleGrid(to), rotation, RowKernels.context) }
    }
}

import PiPVideo

/// The frames a pipeline stream delivers: photo content (the scaling benchmarks' mosaic of real
/// photographs) as I420 for remote streams and as NV12 for the camera, in a ring larger than the
/// cache.
enum PipelineSource: @unchecked Sendable {
    case i420(FrameRing<I420Frame>)
    case nv12(FrameRing<NV12Frame>)

    init(stream: PipelineStream, configuration: SuiteConfiguration) throws {
        self = stream.deliversNV12
            ? .nv12(try SourceRings.ring(NV12Frame.self, size: stream.size, content: .picture(.photo), cache: .cold,
                                         configuration: configuration))
            : .i420(try SourceRings.ring(I420Frame.self, size: stream.size, content: .picture(.photo), cache: .cold,
                                         configuration: configuration))
    }

    /// Frame `index` of the stream, with what the skip policy is told about it.
    func input(_ index: Int, arrival: FrameArrival) -> PipelineInput {
        switch self {
        case let .i420(ring): return PipelineInput(content: .i420(ring.frame(index)), arrival: arrival)
        case let .nv12(ring): return PipelineInput(content: .nv12(ring.frame(index)), arrival: arrival)
        }
    }

    /// The luma of frame `index` as displayed upright: rotated a quarter turn when `rotated`.
    func uprightLuma(_ index: Int, rotated: Bool) throws -> Plane {
        switch self {
        case let .i420(ring):
            guard rotated else { return ring.frame(index).y }
            let turned = try I420Frame.allocate(size: Rotation.degrees90.rotatedSize(of: ring.frame(index).size))
            try RotationReference.rotate(ring.frame(index), by: .degrees90, into: turned)
            return turned.y
        case let .nv12(ring):
            guard rotated else { return ring.frame(index).y }
            let turned = try NV12Frame.allocate(size: Rotation.degrees90.rotatedSize(of: ring.frame(index).size))
            try RotationReference.rotate(ring.frame(index), by: .degrees90, into: turned)
            return turned.y
        }
    }

    /// Memory handed to DoNotOptimize after each frame (the pipelines' outputs live in their
    /// display layers, which the optimizer cannot see through either).
    var outputMarker: UnsafeRawPointer {
        switch self {
        case let .i420(ring): return UnsafeRawPointer(ring.frames[0].y.baseAddress)
        case let .nv12(ring): return UnsafeRawPointer(ring.frames[0].y.baseAddress)
        }
    }
}

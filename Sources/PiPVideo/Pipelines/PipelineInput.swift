/// One frame arriving at a pipeline: its pixels and what the skip policy knows about it.
public struct PipelineInput: Sendable {
    /// The pixels, as the stream delivers them.
    public enum Content: Sendable {
        case i420(I420Frame)
        case nv12(NV12Frame)
    }

    public let content: Content
    /// Timestamp, source size and window, for the skip policy.
    public let arrival: FrameArrival

    public init(content: Content, arrival: FrameArrival) {
        self.content = content
        self.arrival = arrival
    }

    /// The frame's size.
    public var size: FrameSize {
        switch content {
        case let .i420(frame): return frame.size
        case let .nv12(frame): return frame.size
        }
    }
}

/// What a pipeline showed for one rendered frame.
public struct RenderedFrame: Sendable {
    /// The luma the pipeline displayed, before any colour conversion (for BGRA output: the scaled
    /// I420's Y). Valid until the pipeline processes its next frame.
    public let luma: Plane
    /// Whether the displayed picture is the source rotated a quarter turn clockwise.
    public let rotated: Bool

    public init(luma: Plane, rotated: Bool) {
        self.luma = luma
        self.rotated = rotated
    }
}

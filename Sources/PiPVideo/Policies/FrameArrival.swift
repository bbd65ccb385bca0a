/// What a skip policy knows about one arriving frame.
public struct FrameArrival: Hashable, Sendable {
    /// The frame's timestamp in nanoseconds (RTCVideoFrame.timeStampNs).
    public var timestampNanoseconds: Int64
    /// The frame's size in pixels (the track size).
    public var sourceSize: FrameSize
    /// The PiP window in points at the time the frame arrives.
    public var window: WindowSize

    /// Describes one arriving frame.
    public init(timestampNanoseconds: Int64, sourceSize: FrameSize, window: WindowSize) {
        self.timestampNanoseconds = timestampNanoseconds
        self.sourceSize = sourceSize
        self.window = window
    }
}

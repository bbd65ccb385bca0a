/// A stream of frames arriving at a PiP renderer: where they come from, their size and rate, and
/// the PiP window they are shown in.
public struct PipelineStream: Hashable, Sendable {
    /// Where frames come from.
    public enum Origin: String, Hashable, Sendable {
        /// A remote participant's video: I420 frames from WebRTC's software decoder.
        case remote
        /// The screen share of a remote participant: I420 frames, large and slower.
        case screenShare = "screenshare"
        /// The local camera: NV12 CVPixelBuffers, sideways (a 90° rotation turns them upright).
        case localCamera = "local"
    }

    public let origin: Origin
    /// Size of the arriving frames.
    public let size: FrameSize
    /// Arrival rate; the pipelines' CPU share is reported at this rate.
    public let framesPerSecond: Int
    /// The PiP window, in points.
    public let window: WindowSize

    public init(origin: Origin, size: FrameSize, framesPerSecond: Int, window: WindowSize) {
        self.origin = origin
        self.size = size
        self.framesPerSecond = framesPerSecond
        self.window = window
    }

    /// The name used in benchmark names, carrying origin, size and rate, e.g. `remote-1920x1080-30fps`.
    public var name: String { "\(origin.rawValue)-\(size)-\(framesPerSecond)fps" }

    /// True when frames arrive as NV12 (camera), false for I420 (decoder).
    public var deliversNV12: Bool { origin == .localCamera }

    /// Remote 1080p at 30 fps into a 640x360-point window.
    public static let remote1080p = PipelineStream(
        origin: .remote, size: FrameSize(width: 1920, height: 1080), framesPerSecond: 30, window: WindowSize(width: 640, height: 360))
    /// A 4K screen share into the default window. Screen shares are sent at low rates (WebRTC
    /// content mode); 15 fps is the common ceiling, so the CPU share is reported at 15.
    public static let screenShare4K = PipelineStream(
        origin: .screenShare, size: FrameSize(width: 3840, height: 2160), framesPerSecond: 15, window: .defaultPiP)
    /// The local 720p camera at 30 fps into the default window, rotated upright.
    public static let localCamera720p = PipelineStream(
        origin: .localCamera, size: FrameSize(width: 1280, height: 720), framesPerSecond: 30, window: .defaultPiP)
    /// Remote 1080p at 60 fps (a sender at full motion, as 1080p60 PiP players are tested) into a
    /// 640x360-point window.
    public static let remote1080p60 = PipelineStream(
        origin: .remote, size: FrameSize(width: 1920, height: 1080), framesPerSecond: 60, window: WindowSize(width: 640, height: 360))
    /// The local 720p camera at 60 fps (the capture rate of a camera set to 60) into the default
    /// window, rotated upright.
    public static let localCamera720p60 = PipelineStream(
        origin: .localCamera, size: FrameSize(width: 1280, height: 720), framesPerSecond: 60, window: .defaultPiP)

    /// The streams the suite benchmarks.
    public static let all: [PipelineStream] = [.remote1080p, .remote1080p60, .screenShare4K, .localCamera720p, .localCamera720p60]
}

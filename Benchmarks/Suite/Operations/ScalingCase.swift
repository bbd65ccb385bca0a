import PiPVideo

/// One downscale the suite measures: source size, destination size and what the frames show.
public struct ScalingCase: Hashable, Sendable {
    /// The size of the frames scaled (luma).
    public let source: FrameSize
    /// The size they are scaled to (luma; chroma follows as (w+1)/2 x (h+1)/2).
    public let destination: FrameSize
    /// What the source frames show.
    public let content: ScalingContent

    /// A case; photo content unless told otherwise.
    public init(source: FrameSize, destination: FrameSize, content: ScalingContent = .photo) {
        self.source = source
        self.destination = destination
        self.content = content
    }

    /// The sizes PiP really meets: a 1080p remote frame shown at half, a third, a quarter and a
    /// non-integer ratio; a 4K screen share at a sixth; a portrait camera at a third; the local
    /// camera's 720p at the same non-integer ratio (`camera`).
    public static let pictureInPictureSizes: [(source: FrameSize, destination: FrameSize)] = [
        (FrameSize(width: 1920, height: 1080), FrameSize(width: 960, height: 540)),
        (FrameSize(width: 1920, height: 1080), FrameSize(width: 640, height: 360)),
        (FrameSize(width: 1920, height: 1080), FrameSize(width: 480, height: 270)),
        (FrameSize(width: 1920, height: 1080), FrameSize(width: 568, height: 320)),
        (FrameSize(width: 3840, height: 2160), FrameSize(width: 640, height: 360)),
        (FrameSize(width: 1080, height: 1920), FrameSize(width: 360, height: 640)),
        (FrameSize(width: 1280, height: 720), FrameSize(width: 378, height: 213)),
    ]

    /// The headline case: a 1080p remote frame in a 640x360 window (best Swift box vs libyuv box).
    public static let headline = (source: FrameSize(width: 1920, height: 1080), destination: FrameSize(width: 640, height: 360))

    /// The local camera's NV12 frame (1280x720) in a PiP window at PiP's non-integer ratio (568/1920
    /// across, 320/1080 down): where every ScaleNV12 strategy runs in the standard scope.
    public static let camera = (source: FrameSize(width: 1280, height: 720), destination: FrameSize(width: 378, height: 213))

    /// Cases for sizes given on the command line (or by tests): each size downscaled by 2, by 3
    /// and by a non-integer ratio (1920 -> 568 scaled to the size), smallest destination side 1.
    public static func derivedSizes(from sources: [FrameSize]) -> [(source: FrameSize, destination: FrameSize)] {
        sources.flatMap { source -> [(source: FrameSize, destination: FrameSize)] in
            let destinations = [
                FrameSize(width: max(1, source.width / 2), height: max(1, source.height / 2)),
                FrameSize(width: max(1, source.width / 3), height: max(1, source.height / 3)),
                FrameSize(width: max(1, source.width * 568 / 1920), height: max(1, source.height * 320 / 1080)),
            ]
            var unique: [FrameSize] = []
            for destination in destinations where !unique.contains(destination) { unique.append(destination) }
            return unique.map { (source, $0) }
        }
    }

    /// The name parameters: `<W>x<H>/<w>x<h>`, plus the content when it is not the default photo mosaic.
    var parameters: [String] {
        [source.description, destination.description] + (content == .photo ? [] : [content.rawValue])
    }
}

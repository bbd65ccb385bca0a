/// How the samples of one 4:2:0 frame are laid out in a raw file, as ffmpeg's `-f rawvideo`
/// writes them: rows without padding, planes one after another, chroma (w+1)/2 x (h+1)/2.
public enum RawLayout: String, CaseIterable, Sendable {
    /// `-pix_fmt yuv420p`: the Y plane, then U, then V.
    case i420
    /// `-pix_fmt nv12`: the Y plane, then one plane of interleaved Cb,Cr pairs.
    case nv12

    /// The ffmpeg `-pix_fmt` name of the layout.
    public var ffmpegPixelFormat: String { self == .i420 ? "yuv420p" : "nv12" }
}

/// The kind of file frames live in.
public enum FrameContainer: String, Sendable {
    /// Frames back to back, nothing else: the size and layout must be known from elsewhere.
    case raw
    /// YUV4MPEG2 (`.y4m`): a text header with size, rate and colour space, then `FRAME` markers.
    case y4m

    /// The container a path's extension names: `.y4m` is Y4M, anything else raw.
    public init(path: String) {
        self = path.lowercased().hasSuffix(".y4m") ? .y4m : .raw
    }
}

/// A frame rate as a fraction (Y4M's `F30000:1001`).
public struct FrameRate: Hashable, Sendable, CustomStringConvertible {
    public let numerator: Int
    public let denominator: Int

    /// A rate of `numerator / denominator` frames per second.
    public init(_ numerator: Int, _ denominator: Int = 1) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// Frames per second.
    public var framesPerSecond: Double { Double(numerator) / Double(max(denominator, 1)) }
    public var description: String { "\(numerator):\(denominator)" }
}

/// What a frame file holds: container, sample layout, picture size and (Y4M) frame rate.
public struct FrameFileFormat: Hashable, Sendable {
    public let container: FrameContainer
    /// Y4M files are always planar (I420).
    public let layout: RawLayout
    public let size: FrameSize
    public let frameRate: FrameRate

    /// A raw file of `layout` frames of `size`.
    public static func raw(_ layout: RawLayout, size: FrameSize) -> FrameFileFormat {
        FrameFileFormat(container: .raw, layout: layout, size: size, frameRate: FrameRate(30))
    }

    /// A Y4M file of `size` at `frameRate` (samples planar, colour space `C420jpeg`).
    public static func y4m(size: FrameSize, frameRate: FrameRate = FrameRate(30)) -> FrameFileFormat {
        FrameFileFormat(container: .y4m, layout: .i420, size: size, frameRate: frameRate)
    }

    /// Bytes of one frame's samples (without Y4M's `FRAME` marker).
    public var frameByteCount: Int { size.yuv420ByteCount }

    /// Checks that the size is positive and within what planes support.
    /// - Throws: `FrameFileError.invalidSize` naming `path`.
    func validateSize(path: String) throws(FrameFileError) {
        guard size.width > 0, size.height > 0, size.width <= Plane.maximumDimension, size.height <= Plane.maximumDimension
        else { throw FrameFileError.invalidSize(path: path, size: size, limit: Plane.maximumDimension) }
    }
}

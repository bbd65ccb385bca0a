/// A width and height in pixels, written `WxH`.
public struct FrameSize: Hashable, Sendable, CustomStringConvertible {
    /// Pixels per row.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size; it is not validated until used for a plane or frame.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size of a 4:2:0 chroma plane for this luma size: (w+1)/2 x (h+1)/2 (odd sizes round up).
    public var chroma: FrameSize { FrameSize(width: (width + 1) / 2, height: (height + 1) / 2) }

    /// Pixels in the frame.
    public var pixelCount: Int { width * height }

    /// Bytes of a 4:2:0 frame of this size (Y plus both chroma planes), without row padding.
    public var yuv420ByteCount: Int { pixelCount + 2 * chroma.pixelCount }

    /// `WxH`, as benchmark names and `--sizes` write it.
    public var description: String { "\(width)x\(height)" }

    /// Parses `WxH` (for example `1920x1080`); nil when it is not two positive integers.
    public init?(parsing text: some StringProtocol) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else {
            return nil
        }
        self.init(width: width, height: height)
    }
}

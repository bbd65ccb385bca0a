/// The size a frame is scaled to before PiP displays it: the source aspect-fitted into the window,
/// never enlarged, with even sides of at least 2 (never zero: iOS fails a zero-sized PiP with
/// PGPegasus code -1003).
///
/// Rules, in order (upstream's, made exact):
/// 1. The window in pixels is `window` (points) x `screenScale`. Upstream uses points, i.e. a
///    scale of 1, which is the default; on a 3x screen that is a third of the native density.
/// 2. ratio = min(windowWidth / sourceWidth, windowHeight / sourceHeight, 1). The 1 means a source
///    that already fits is not enlarged (upstream resizes only when the source is at least as
///    large as the window on some axis, which gives the same sizes).
/// 3. Each side is truncated: floor(side x ratio + 1e-6). (Upstream truncates with `Int(...)`; the
///    1e-6 only absorbs floating-point error, so 1920 x (640 / 1920) is 640, never 639.)
/// 4. Each side is rounded down to even, then raised to at least 2.
public struct OutputSizing: Hashable, Sendable {
    /// The PiP window in points.
    public var window: WindowSize
    /// Pixels per point (1 = points, as upstream).
    public var screenScale: Double

    /// The smallest output: 2x2.
    public static let minimumSize = FrameSize(width: 2, height: 2)

    /// Sizing for `window` on a screen of `screenScale` pixels per point; defaults to upstream's
    /// 640x480-point window in points.
    public init(window: WindowSize = .defaultPiP, screenScale: Double = 1) {
        self.window = window
        self.screenScale = screenScale
    }

    /// The output size for a source of `source` pixels (see the rules above).
    /// - Throws: `SizingError.invalidWindow`, `.invalidScreenScale` or `.invalidSource` for sizes
    ///   or a scale that are not finite and positive.
    public func outputSize(for source: FrameSize) throws(SizingError) -> FrameSize {
        guard window.isUsable else { throw .invalidWindow(window) }
        let target = WindowSize(width: window.width * screenScale, height: window.height * screenScale)
        guard screenScale.isFinite, screenScale > 0, target.isUsable else { throw .invalidScreenScale(screenScale) }
        guard source.width > 0, source.height > 0 else { throw .invalidSource(source) }
        let ratio = min(target.width / Double(source.width), target.height / Double(source.height), 1)
        return FrameSize(width: Self.evenSide(Double(source.width) * ratio), height: Self.evenSide(Double(source.height) * ratio))
    }

    /// As `outputSize(for:)`, but never fails: an unusable window or scale is replaced by
    /// upstream's default (640x480 points at scale 1), and an unusable source gives `minimumSize`.
    public func outputSizeOrFallback(for source: FrameSize) -> FrameSize {
        do {
            return try outputSize(for: source)
        } catch .invalidSource {
            return Self.minimumSize
        } catch {
            return (try? OutputSizing().outputSize(for: source)) ?? Self.minimumSize
        }
    }

    /// floor(value + 1e-6), rounded down to even, at least 2. `value` is at most the source side.
    static func evenSide(_ value: Double) -> Int {
        let truncated = Int((value + 1e-6).rounded(.down))
        return max(truncated & ~1, 2)
    }
}

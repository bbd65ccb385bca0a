/// Why `OutputSizing` could not size a frame. (`outputSizeOrFallback(for:)` never throws.)
public enum SizingError: Error, CustomStringConvertible {
    /// A window side is zero, negative, infinite or NaN.
    case invalidWindow(WindowSize)
    /// The screen scale is zero, negative, infinite or NaN, or the window times the scale is not a
    /// finite positive size.
    case invalidScreenScale(Double)
    /// A source side is zero or negative.
    case invalidSource(FrameSize)

    /// What is wrong and what to use instead.
    public var description: String {
        switch self {
        case let .invalidWindow(window):
            return "PiP window \(window) points is not a finite positive size; use the default \(WindowSize.defaultPiP)"
        case let .invalidScreenScale(scale):
            return "screen scale \(scale) is not a finite positive number (1 means points, as upstream; 2 or 3 for pixels)"
        case let .invalidSource(size):
            return "source \(size) is not a positive size"
        }
    }
}

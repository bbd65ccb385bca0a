/// A clockwise rotation by a quarter, half or three-quarter turn, as libyuv's `kRotate90`,
/// `kRotate180` and `kRotate270` (and Core Image's `.right`, `.down` and `.left` orientations).
///
/// A `width x height` picture rotated by 90 or 270 degrees is `height x width`; its 4:2:0 chroma
/// planes, (w+1)/2 x (h+1)/2 samples, rotate with it, so the rotated frame's chroma planes are
/// exactly the rotated chroma planes, for odd sizes too.
public enum Rotation: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// A quarter turn clockwise: the left column becomes the top row.
    case degrees90 = 90
    /// A half turn: the picture upside down and mirrored.
    case degrees180 = 180
    /// Three quarter turns clockwise (a quarter turn counter-clockwise): the right column becomes the top row.
    case degrees270 = 270

    /// The angle in degrees, as benchmark names write it ("90").
    public var description: String { String(rawValue) }

    /// The size of a `size` picture (or plane) after this rotation.
    public func rotatedSize(of size: FrameSize) -> FrameSize {
        switch self {
        case .degrees90, .degrees270: return FrameSize(width: size.height, height: size.width)
        case .degrees180: return size
        }
    }

    /// Where the sample at column `x`, row `y` of a `size` plane lands in the rotated plane.
    /// - Precondition: `0 <= x < size.width` and `0 <= y < size.height` (not checked).
    public func destinationPosition(ofX x: Int, y: Int, in size: FrameSize) -> (x: Int, y: Int) {
        switch self {
        case .degrees90: return (size.height - 1 - y, x)
        case .degrees180: return (size.width - 1 - x, size.height - 1 - y)
        case .degrees270: return (y, size.width - 1 - x)
        }
    }

    /// Which sample of a `size` plane (the source, before rotation) lands at column `x`, row `y`
    /// of the rotated plane: the inverse of `destinationPosition(ofX:y:in:)`.
    /// - Precondition: (`x`, `y`) lies inside `rotatedSize(of: size)` (not checked).
    public func sourcePosition(ofX x: Int, y: Int, in size: FrameSize) -> (x: Int, y: Int) {
        switch self {
        case .degrees90: return (y, size.height - 1 - x)
        case .degrees180: return (size.width - 1 - x, size.height - 1 - y)
        case .degrees270: return (size.width - 1 - y, x)
        }
    }
}

/// The size of the PiP window in points (UIKit's unit), as upstream reads it from the view's bounds.
public struct WindowSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates a size; it is not validated until used.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The PiP window upstream falls back to: 640x480 points.
    public static let defaultPiP = WindowSize(width: 640, height: 480)

    /// True when both sides are finite and greater than zero.
    public var isUsable: Bool { width.isFinite && height.isFinite && width > 0 && height > 0 }

    /// `WxH`, without decimals when the sides are whole numbers (for example `640x480`).
    public var description: String { "\(Self.format(width))x\(Self.format(height))" }

    private static func format(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

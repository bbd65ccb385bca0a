/// Where two BGRA frames disagree beyond a tolerance.
public struct BGRADifference: Equatable, Sendable, CustomStringConvertible {
    /// The pixel's column.
    public let x: Int
    /// The pixel's row.
    public let y: Int
    /// 0 = B, 1 = G, 2 = R, 3 = A.
    public let channel: Int
    /// The byte in the frame being checked.
    public let actual: UInt8
    /// The byte in the reference.
    public let expected: UInt8

    /// `pixel (x, y) channel G: 12, expected 14`.
    public var description: String {
        "pixel (\(x), \(y)) channel \(["B", "G", "R", "A"][channel]): \(actual), expected \(expected)"
    }
}

extension BGRAFrame {
    /// The first pixel (in row order) whose B, G or R differs from `reference` by more than
    /// `colorTolerance`, or whose alpha differs at all; nil when none does. Padding is ignored.
    /// Frames of different sizes differ at (0, 0).
    public func firstDifference(from reference: BGRAFrame, colorTolerance: Int) -> BGRADifference? {
        guard size == reference.size else {
            return BGRADifference(x: 0, y: 0, channel: 0, actual: 0, expected: 0)
        }
        for y in 0..<size.height {
            let mine = pixels.row(y)
            let theirs = reference.pixels.row(y)
            for index in 0..<mine.count {
                let channel = index & 3
                let allowed = channel == 3 ? 0 : colorTolerance
                if abs(Int(mine[index]) - Int(theirs[index])) > allowed {
                    return BGRADifference(x: index >> 2, y: y, channel: channel, actual: mine[index], expected: theirs[index])
                }
            }
        }
        return nil
    }
}

import PiPVideo

/// A strategy's output differs from the reference: the benchmark is reported as failed, not timed.
public struct VerificationError: Error, CustomStringConvertible {
    public let benchmark: String
    public let plane: String
    public let x: Int
    public let y: Int

    public var description: String {
        "verification failed: \(benchmark) differs from the reference in plane \(plane) at sample (\(x), \(y)); not timed"
    }

    /// Throws when any plane of `actual` differs from the same plane of `expected`.
    static func check(_ benchmark: String, actual: some Collection<Plane>, expected: some Collection<Plane>) throws {
        for (plane, reference) in zip(actual, expected) {
            if let difference = plane.firstDifference(from: reference) {
                throw VerificationError(benchmark: benchmark, plane: plane.name, x: difference.x, y: difference.y)
            }
        }
    }
}

/// A strategy's output broke its contract (or wrote outside its samples).
public struct ContractViolation: Error, Equatable, CustomStringConvertible {
    /// The strategy's id.
    public let strategy: String
    /// The plane where it happened (its name).
    public let plane: String
    /// The sample's column (a pixel or CbCr pair) and row; for a write outside the samples, the
    /// storage offset as x and -1 as y.
    public let x: Int
    public let y: Int
    /// What is wrong, e.g. "12, expected 14 (allowed +-1)".
    public let problem: String

    public var description: String {
        y < 0 ? "\(strategy) \(problem)" : "\(strategy): \(plane) at sample (\(x), \(y)): \(problem)"
    }
}

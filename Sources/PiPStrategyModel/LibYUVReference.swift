/// The libyuv strategy a strategy is held against (`time/libyuv` in the result tables, "ours" in
/// the libyuv upgrade table): the one of the same operation that does the same job. For scaling,
/// the same filter (point sampling, bilinear, box); for rotations, the one libyuv chain each
/// operation names; every other libyuv chain of that job is held against it too.
public enum LibYUVReference: Sendable, Equatable {
    /// libyuv has no strategy that does this job.
    case noEquivalent
    /// This libyuv strategy is its job's reference.
    case itself
    /// The libyuv strategy with this id, of the same operation, does the same job.
    case strategy(String)

    /// The reference's id for the strategy `strategyID` that declares it; nil for `noEquivalent`.
    public func id(for strategyID: String) -> String? {
        switch self {
        case .noEquivalent: return nil
        case .itself: return strategyID
        case let .strategy(id): return id
        }
    }
}

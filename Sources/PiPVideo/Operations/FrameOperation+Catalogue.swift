import PiPCatalogue

extension FrameOperation {
    /// The operation's Swift strategies made from its catalogue `entries` (PiPCatalogue), in their
    /// order: each keeps its entry's id, summary, family, libyuv reference, sampling and
    /// recommendation, its contract becomes the typed `Contract` (a `sameBytes` twin named by id
    /// becomes that strategy), and its kernel is `kernel(entry)`: the entry's call on the frames'
    /// grids.
    /// - Precondition: every `sameBytes` twin names another entry of `entries` (the catalogue tests
    ///   check each operation's).
    static func fromCatalogue<Call>(
        _ entries: [KernelStrategy<Call>], kernel: (KernelStrategy<Call>) -> Strategy<Self>.Kernel
    ) -> [Strategy<Self>] {
        var made: [String: Strategy<Self>] = [:]
        func make(_ entry: KernelStrategy<Call>, visiting: Set<String>) -> Strategy<Self> {
            if let strategy = made[entry.id] { return strategy }
            let contract: Contract<Self>
            switch entry.contract {
            case .exact: contract = .exact
            case let .within(difference): contract = .within(.plusMinus(difference))
            case .withinHalfOfAreaAverage: contract = .withinHalfOfAreaAverage
            case .withinOneOfAreaAverageOnWholeRatios: contract = .withinOneOfAreaAverageOnWholeRatios
            case .pointSampledAtCentres: contract = .pointSampledAtCentres
            case .unbounded: contract = .unbounded
            case let .sameBytes(twinID):
                guard let twin = entries.first(where: { $0.id == twinID }), !visiting.contains(twinID) else {
                    preconditionFailure("\(name)/\(entry.id): its twin '\(twinID)' is not another strategy of the catalogue")
                }
                contract = .sameBytes(as: make(twin, visiting: visiting.union([entry.id])))
            }
            let strategy = Strategy<Self>(
                id: entry.id, summary: entry.summary, family: entry.family, contract: contract, libyuvReference: entry.libyuvReference,
                sampling: entry.sampling, recommended: entry.isRecommended, kernel: kernel(entry))
            made[entry.id] = strategy
            return strategy
        }
        return entries.map { make($0, visiting: [$0.id]) }
    }

    /// The Swift strategy made from catalogue entry `entry` (for the named strategies other code
    /// runs, such as `I420ToNV12.simd`).
    /// - Precondition: `entry` is one of the operation's catalogue entries.
    static func strategy<Call>(_ entry: KernelStrategy<Call>) -> Strategy<Self> {
        guard let strategy = strategies.first(where: { $0.id == entry.id }) else {
            preconditionFailure("\(name) has no strategy '\(entry.id)'")
        }
        return strategy
    }
}

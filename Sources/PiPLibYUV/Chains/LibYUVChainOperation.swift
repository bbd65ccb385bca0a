import CLibYUVChains
import PiPVideo

/// An operation whose libyuv strategies are its rows of the libyuv chain table: `libyuvStrategies`
/// is `chainStrategies()`, and each named libyuv strategy is `libyuvStrategy(chain:)` of its C
/// function, so no id is spelled twice.
protocol LibYUVChainOperation: LibYUVOperation where Source: LibYUVChainFrame, Destination: LibYUVChainFrame {
    /// A call's parameters as a chain takes them.
    static func chainParameters(_ parameters: Parameters) -> PiPLibYUVParameters
}

extension LibYUVChainOperation where Parameters == Void {
    static func chainParameters(_: Void) -> PiPLibYUVParameters { PiPLibYUVParameters(rotation: 0, range: PiPLibYUVRangeFull) }
}

extension LibYUVChainOperation where Parameters == Rotation {
    static func chainParameters(_ rotation: Rotation) -> PiPLibYUVParameters {
        PiPLibYUVParameters(rotation: Int32(rotation.rawValue), range: PiPLibYUVRangeFull)
    }
}

extension LibYUVChainOperation where Parameters == ColorRange {
    static func chainParameters(_ range: ColorRange) -> PiPLibYUVParameters {
        PiPLibYUVParameters(rotation: 0, range: range == .video ? PiPLibYUVRangeVideo : PiPLibYUVRangeFull)
    }
}

extension LibYUVChainOperation {
    /// The table's rows of this operation as strategies, in the table's order.
    static func chainStrategies() -> [Strategy<Self>] { LibYUVChainTable.rows(of: name).map(strategy) }

    /// The strategy whose row runs `chain`, one of `chainStrategies()`.
    /// - Precondition: a row of this operation runs `chain` (a row of the table and its chain
    ///   function go together; the tests reach every named strategy).
    static func libyuvStrategy(chain: PiPLibYUVChain) -> Strategy<Self> {
        guard let row = LibYUVChainTable.rows(of: name).first(where: { $0.runs(chain) }) else {
            preconditionFailure("no row of \(name) in Sources/CLibYUVChains/ChainTable.c runs this chain: add its row there")
        }
        return strategy(row)
    }

    /// A row as a strategy of this operation.
    private static func strategy(_ row: LibYUVChainRow) -> Strategy<Self> {
        let chain = row.chain
        return Strategy<Self>(
            id: row.id, summary: row.summary, family: .libyuv, contract: contract(row), libyuvReference: row.libyuvReference,
            sampling: row.sampling) { source, destination, parameters in
                try runLibYUVChain(chain, source, destination, chainParameters(parameters))
            }
    }

    /// A row's contract in the suite's terms.
    private static func contract(_ row: LibYUVChainRow) -> Contract<Self> {
        switch row.contract {
        case PiPLibYUVContractExact: return .exact
        case PiPLibYUVContractWithin:
            let full = Int(row.tolerance.full_range), video = Int(row.tolerance.video_range)
            let text = full == video ? "+-\(full)" : "+-\(full) (full range), +-\(video) (video range)"
            return .within(Tolerance(text) { chainParameters($0).range == PiPLibYUVRangeVideo ? video : full })
        case PiPLibYUVContractUnbounded: return .unbounded
        default: preconditionFailure("\(row.operation)/\(row.id) has contract \(row.contract.rawValue), none of PiPLibYUVContract's")
        }
    }
}

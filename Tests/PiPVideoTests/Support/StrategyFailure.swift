import PiPLibYUV
import PiPVideo

/// What went wrong with one strategy on one input: the `ContractViolation` its verification
/// threw, or any other error it threw.
struct StrategyFailure: CustomStringConvertible {
    /// The strategy's id.
    let strategy: String
    let error: any Error

    /// The broken contract, when that is what went wrong.
    var violation: ContractViolation? { error as? ContractViolation }

    var description: String { violation.map { "\($0)" } ?? "\(strategy) threw \(error)" }
}

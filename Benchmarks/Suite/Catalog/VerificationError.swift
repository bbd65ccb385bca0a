import PiPVideo

/// A benchmark's output is not what it must be (a strategy broke its contract, a roofline copied
/// the wrong bytes): the benchmark is reported as failed, not timed.
public struct VerificationError: Error, CustomStringConvertible {
    /// The benchmark's name.
    public let benchmark: String
    /// What was wrong.
    public let problem: String
    /// The contract violation, when a strategy broke its contract.
    public let violation: ContractViolation?

    /// A strategy broke its contract.
    public init(benchmark: String, violation: ContractViolation) {
        self.benchmark = benchmark
        problem = violation.description
        self.violation = violation
    }

    /// Anything else went wrong.
    public init(benchmark: String, problem: String) {
        self.benchmark = benchmark
        self.problem = problem
        violation = nil
    }

    public var description: String { "verification failed: \(benchmark): \(problem); not timed" }
}

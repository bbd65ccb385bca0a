/// An operation's strategies that run the suite's own kernels, in the order result tables list
/// them: one `KernelStrategy` each. A strategy is added by writing its kernel (PiPKernels) and one
/// entry in its operation's catalogue; PiPVideo's strategies, the tests and the arm64 check all take
/// it from there.
public protocol KernelCatalogue {
    /// The kernel call every entry of this operation makes.
    associatedtype Call
    /// The operation's name, the first component of its benchmark names, e.g. "I420ToNV12".
    static var name: String { get }
    /// The entries, in the order result tables list them.
    static var strategies: [KernelStrategy<Call>] { get }
}

extension KernelCatalogue {
    /// The entry with this id, if any.
    public static func strategy(id: String) -> KernelStrategy<Call>? {
        for strategy in strategies where strategy.id == id { return strategy }
        return nil
    }
}

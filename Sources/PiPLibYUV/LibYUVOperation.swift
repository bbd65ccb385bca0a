import PiPVideo

/// An operation with strategies that call libyuv. Those live in this module (PiPLibYUV) and their
/// chains in CLibYUVChains (whose table lists them), the only modules that link the system's
/// libyuv, so that PiPVideo and PiPKernels build without it.
public protocol LibYUVOperation: FrameOperation {
    /// The operation's libyuv strategies, in the suite's order.
    static var libyuvStrategies: [Strategy<Self>] { get }
}

extension LibYUVOperation {
    /// Every strategy the suite benchmarks for this operation: the Swift ones (`strategies`),
    /// then libyuv's.
    public static var everyStrategy: [Strategy<Self>] { strategies + libyuvStrategies }

    /// The strategy with this id among `everyStrategy`, or nil.
    public static func anyStrategy(named id: String) -> Strategy<Self>? { everyStrategy.first { $0.id == id } }
}

import PiPVideo

/// One `ReadOrder` benchmark: an order read once on a cold frame of `size`, NV12 (a camera's) or,
/// when `planar`, I420 (a decoder's), named `ReadOrder/<order>/<W>x<H>/cold` or
/// `ReadOrder/<order>/<W>x<H>/i420/cold`.
public struct ReadOrderCase: Hashable, Sendable {
    public let order: ReadOrder
    public let size: FrameSize
    public let planar: Bool

    public init(_ order: ReadOrder, size: FrameSize, planar: Bool = false) {
        self.order = order
        self.size = size
        self.planar = planar
    }

    /// The benchmark's descriptor.
    public var descriptor: BenchmarkDescriptor {
        BenchmarkDescriptor(operation: ReadOrderBenchmarks.operation, strategy: order.rawValue,
                            parameters: [size.description] + (planar ? ["i420"] : []), cache: .cold)
    }

    /// The order as tables show it: `tiles-prefetched`, or `tiles-prefetched/i420` on I420.
    public var label: String { order.rawValue + (planar ? "/i420" : "") }
}

import Results

/// The memory of a piece of work, as `AllocationCounter.measure` counts it in an untimed pass.
/// Deterministic for a build and its input: counts and requested bytes, never timings or the
/// allocator's rounding.
public struct MemoryFigures: Sendable, Equatable, Codable {
    /// Heap allocations per frame.
    public var allocationsPerFrame: Double
    /// Bytes allocated per frame: heap bytes as requested plus the fresh pages of pixel buffers.
    public var allocatedBytesPerFrame: Double
    /// Bytes of frame storage (pixel buffers, pools, scratch and intermediate frames) the work
    /// allocated from its first counted frame on and still holds after the last.
    public var heldBytes: Int

    /// The figures.
    public init(allocationsPerFrame: Double, allocatedBytesPerFrame: Double, heldBytes: Int) {
        self.allocationsPerFrame = allocationsPerFrame
        self.allocatedBytesPerFrame = allocatedBytesPerFrame
        self.heldBytes = heldBytes
    }

    /// The counters the figures are written as, in every output format.
    public var counters: [(Counter, Double)] {
        [(.allocationsPerFrame, allocationsPerFrame), (.allocatedBytesPerFrame, allocatedBytesPerFrame),
         (.heldBytes, Double(heldBytes))]
    }
}

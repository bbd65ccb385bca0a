/// The memory metric's three measures of a benchmark. A memory file holds one entry per benchmark
/// and measure, named `<benchmark>#<counter>` (for example
/// `Pipeline/best/remote-1920x1080-30fps#held_bytes`), whose real and CPU "time" hold the value, so
/// that the gate judges each measure exactly, by itself, and names it.
public enum MemoryMeasure: String, CaseIterable, Sendable {
    /// Heap allocations per frame.
    case allocationsPerFrame = "allocations_per_frame"
    /// Bytes allocated per frame (heap as requested, plus pixel buffers' fresh pages).
    case allocatedBytesPerFrame = "allocated_bytes_per_frame"
    /// Bytes of frame memory held in steady state.
    case heldBytes = "held_bytes"

    /// What separates the benchmark from the measure in an entry's name.
    public static let separator: Character = "#"

    /// The counter the measure is in a run file.
    public var counter: Counter { Counter(rawValue) }

    /// The unit of the measure's value.
    public var unit: String {
        switch self {
        case .allocationsPerFrame: return "allocations per frame"
        case .allocatedBytesPerFrame: return "bytes per frame"
        case .heldBytes: return "bytes"
        }
    }

    /// The name of the entry of this measure of `benchmark`.
    public func entryName(benchmark: String) -> String { benchmark + String(Self.separator) + rawValue }

    /// The benchmark an entry of a memory file measures: `name` without its `#measure`.
    public static func benchmark(ofEntry name: String) -> String {
        guard let split = name.lastIndex(of: separator), Self(rawValue: String(name[name.index(after: split)...])) != nil else {
            return name
        }
        return String(name[..<split])
    }
}

/// A suite benchmark's name split into its parts: `<Operation>/<strategy>/<parameters...>/<cache>`,
/// `Memcpy/<W>x<H>/<cache>` (the roofline, no strategy), `Pipeline/<pipeline>/<stream>` (no cache).
public struct BenchmarkName: Sendable, Hashable {
    /// The full name.
    public let full: String
    public let operation: String
    /// nil for the memcpy roofline and the calibrations.
    public let strategy: String?
    /// Sizes, angles and streams between the strategy and the cache state.
    public let parameters: [String]
    /// "hot" or "cold", or nil.
    public let cache: String?

    /// Splits `name`; any text is accepted (a name of another suite is one operation).
    public init(_ name: String) {
        full = name
        var parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        operation = parts.removeFirst()
        cache = ["hot", "cold"].contains(parts.last ?? "") ? parts.removeLast() : nil
        if operation == "Memcpy" || operation == "Calibration" || parts.isEmpty {
            strategy = nil
        } else {
            strategy = parts.removeFirst()
        }
        parameters = parts
    }

    /// The chart a benchmark belongs to: operation, parameters and cache state (all strategies).
    public var group: String { ([operation] + parameters + (cache.map { [$0] } ?? [])).joined(separator: " ") }

    /// The frame sizes among the parameters, in order (source first).
    public var sizes: [FrameDimensions] { parameters.compactMap(FrameDimensions.init) }

    /// The strategy's key in a catalogue of strategy families: "<operation>/<strategy>"; nil
    /// without a strategy.
    public var strategyKey: String? { strategy.map { "\(operation)/\($0)" } }
}

/// A `<W>x<H>` parameter.
public struct FrameDimensions: Sendable, Hashable {
    public let width: Int
    public let height: Int

    /// Reads "1920x1080"; nil for other text.
    public init?(_ text: String) {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else { return nil }
        self.width = width
        self.height = height
    }

    public var pixels: Int { width * height }
}

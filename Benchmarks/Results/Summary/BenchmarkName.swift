/// A suite benchmark's name split into its parts: `<Operation>/<strategy>/<parameters...>/<cache>`,
/// `Memcpy/<W>x<H>/<cache>` (the roofline, no strategy), `Pipeline/<pipeline>/<stream>` (no cache).
/// A strategy measured against a given version of its library carries it after `@`
/// (`RotateNV12/libyuv-split@1974/1920x1080/90/hot`): `strategy` keeps the whole token,
/// `unversionedStrategy` and `libraryVersion` split it.
public struct BenchmarkName: Sendable, Hashable {
    /// The memcpy rooflines' operation: `Memcpy/<W>x<H>/<cache>`.
    public static let memcpyOperation = "Memcpy"
    /// The calibrations' operation: `Calibration/compute`.
    public static let calibrationOperation = "Calibration"
    /// The whole pipelines' operation: `Pipeline/<pipeline>/<stream>`.
    public static let pipelineOperation = "Pipeline"
    /// The read orders' operation: `ReadOrder/<order>/<W>x<H>[/i420]/cold`, which read a frame and
    /// write nothing (their roofline is read-only).
    public static let readOrderOperation = "ReadOrder"
    /// The cache states a name can end with.
    public static let cacheStates = ["hot", "cold"]

    /// The full name.
    public let full: String
    public let operation: String
    /// The strategy token as written, with its `@VERSION` if any; nil for the memcpy roofline and
    /// the calibrations.
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
        cache = Self.cacheStates.contains(parts.last ?? "") ? parts.removeLast() : nil
        if operation == Self.memcpyOperation || operation == Self.calibrationOperation || parts.isEmpty {
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

    /// The separator between a strategy and the library version it ran against.
    public static let versionSeparator: Character = "@"

    /// The strategy without its `@VERSION` ("libyuv-split" of "libyuv-split@1974"); nil without a
    /// strategy.
    public var unversionedStrategy: String? {
        strategy.map { token in token.firstIndex(of: Self.versionSeparator).map { String(token[..<$0]) } ?? token }
    }

    /// The library version after `@` in the strategy ("1974" of "libyuv-split@1974"); nil when
    /// the strategy carries none (it ran against the installed library) or the text after `@` is empty.
    public var libraryVersion: String? {
        guard let token = strategy, let at = token.firstIndex(of: Self.versionSeparator) else { return nil }
        let version = token[token.index(after: at)...]
        return version.isEmpty ? nil : String(version)
    }

    /// The strategy's key in a catalogue of strategy families: "<operation>/<strategy>", without
    /// the strategy's `@VERSION`; nil without a strategy.
    public var strategyKey: String? { unversionedStrategy.map { "\(operation)/\($0)" } }

    /// The same benchmark with its strategy measured against library version `version` (nil: the
    /// plain strategy), or nil for a name without a strategy.
    public func withLibraryVersion(_ version: String?) -> BenchmarkName? {
        guard let base = unversionedStrategy else { return nil }
        return withStrategy(version.map { base + String(Self.versionSeparator) + $0 } ?? base)
    }

    /// The same benchmark in another cache state (`cache` must be one of `cacheStates`), or nil
    /// for a name without one.
    public func inCache(_ other: String) -> BenchmarkName? {
        guard cache != nil else { return nil }
        return BenchmarkName(([operation] + (strategy.map { [$0] } ?? []) + parameters + [other]).joined(separator: "/"))
    }

    /// The same case with another strategy (same operation, parameters and cache state), or nil
    /// for a name without a strategy.
    public func withStrategy(_ other: String) -> BenchmarkName? {
        guard strategy != nil else { return nil }
        return BenchmarkName(([operation, other] + parameters + (cache.map { [$0] } ?? [])).joined(separator: "/"))
    }
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

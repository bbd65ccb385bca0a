import PiPVideo

/// What the suite benchmarks: sizes, cache states and the machine facts the cold ring depends on.
public struct SuiteConfiguration: Sendable {
    /// How much of each operation's case matrix to register.
    public enum Scope: String, Sendable {
        /// The cases PiP meets most, sized so the default run stays short.
        case standard
        /// Every case of every operation (all sizes, angles, ratios).
        case full
    }

    /// The sizes PiP meets most (simulcast layers and 4K screen share), plus an odd size whose
    /// rows are padded, which exercises every strategy's tail handling.
    public static let defaultSizes: [FrameSize] = [
        FrameSize(width: 640, height: 360), FrameSize(width: 1280, height: 720),
        FrameSize(width: 1920, height: 1080), FrameSize(width: 3840, height: 2160),
        FrameSize(width: 1279, height: 719),
    ]

    /// Frame sizes to benchmark (operations with sizes of their own, such as scaling, may ignore them).
    public var sizes: [FrameSize]
    /// Standard or full case matrix.
    public var scope: Scope
    /// Cache states to benchmark.
    public var cacheStates: [CacheState]
    /// Bytes of the last-level cache; a cold ring holds at least twice this.
    public var lastLevelCacheBytes: Int
    /// The frame rate for the CPU-share counter.
    public var framesPerSecond: Int
    /// Row layout of source frames. Decoders hand out frames with strides aligned to 32 or 64
    /// bytes, and CVPixelBuffer pads rows to 64 bytes, so both sides use 64-byte multiples; for the
    /// standard sizes that is tight, for odd sizes it pads.
    public var sourceRowAlignment: RowAlignment
    /// Row layout of destination frames (CVPixelBuffer: multiples of 64 bytes).
    public var destinationRowAlignment: RowAlignment
    /// The user's own frames (`bench --input`): every source ring is made of them; nil for the
    /// suite's own content.
    public var input: InputFrames?

    public init(
        sizes: [FrameSize] = SuiteConfiguration.defaultSizes, scope: Scope = .standard,
        cacheStates: [CacheState] = CacheState.allCases,
        lastLevelCacheBytes: Int = LastLevelCache.bytes, framesPerSecond: Int = 30,
        sourceRowAlignment: RowAlignment = .pixelBuffer, destinationRowAlignment: RowAlignment = .pixelBuffer
    ) {
        self.sizes = sizes
        self.scope = scope
        self.cacheStates = cacheStates
        self.lastLevelCacheBytes = lastLevelCacheBytes
        self.framesPerSecond = framesPerSecond
        self.sourceRowAlignment = sourceRowAlignment
        self.destinationRowAlignment = destinationRowAlignment
    }

    /// How many distinct source frames of `frameBytes` bytes a ring needs for `cache`.
    public func ringLength(frameBytes: Int, cache: CacheState) -> Int {
        switch cache {
        case .hot: return 1
        case .cold: return max(2, (2 * lastLevelCacheBytes + frameBytes - 1) / max(frameBytes, 1))
        }
    }
}

/// What kind of code a strategy is: result tables compare every strategy with its group's `naive`
/// (the seeds' loops) and its fastest `libyuv` strategy.
public enum StrategyFamily: String, CaseIterable, Sendable {
    /// A model of a seed's slow loop, or the textbook per-sample loop.
    case naive
    /// Plain Swift, written for clarity (the compiler may vectorise it).
    case scalar
    /// Explicit portable Swift SIMD (`SIMD16<UInt8>` and friends; no x86 intrinsics; one NEON
    /// intrinsic, `vpaddlq_u8`, in the box pair sums' arm64 file, SIMD/PairSums+NEON.swift).
    case simd
    /// Swift SIMD that does two steps of the path in one pass (no intermediate frame).
    case fused
    /// A call (or a chain of calls) into libyuv.
    case libyuv

    /// Whether the strategy's kernels are the suite's own Swift (everything but libyuv).
    public var isSwift: Bool { self != .libyuv }
}

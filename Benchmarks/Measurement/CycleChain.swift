import Dispatch

/// The core clock, measured by a chain of known cycle count: `operationsPerIteration` dependent
/// single-cycle integer operations per iteration (an add, then an xor, four times). Each needs the
/// previous one's result, and an integer add or xor has a latency of one cycle on every x86-64 and
/// arm64 core, so a chain of N operations takes N cycles whatever the core's width; the loop's own
/// counter and branch run beside it. The xor is there because a chain of adds alone is folded by
/// the compiler into one multiply-add. Noise (interrupts, a neighbour) only adds time, so the
/// fastest of several trials is kept.
///
/// Verified on the 2-core AMD EPYC VM (Zen 4) against /proc/cpuinfo's "cpu MHz" (see
/// docs/design/time-gate.md, "Host identity").
public enum CycleChain {
    /// Dependent single-cycle operations in one iteration of `run(iterations:seed:)`.
    public static let operationsPerIteration = 8

    /// Cycles per second from a chain of `iterations` iterations that took `seconds`:
    /// iterations x `operationsPerIteration` / seconds. Nil when `seconds` is not positive.
    public static func cyclesPerSecond(iterations: Int, seconds: Double) -> Double? {
        guard seconds > 0, iterations > 0 else { return nil }
        return Double(iterations) * Double(operationsPerIteration) / seconds
    }

    /// The clock in cycles per second: the fastest of `trials` chains of `iterations` iterations
    /// (the default, 4 M iterations, is about 10 ms at 3 GHz), after one untimed chain that lets the
    /// core reach its clock. Nil when the clock cannot be read, and in a debug build: unoptimised
    /// code stores every step of the chain to the stack, and ran at 1.75 cycles per operation on the
    /// Zen 4 VM (2.10 GHz read against 3.67 GHz), so the clock would be wrong. The gate needs release
    /// builds anyway.
    public static func measure(iterations: Int = 4_000_000, trials: Int = 7) -> Double? {
        #if DEBUG
        return nil
        #else
        return measureChain(iterations: iterations, trials: trials)
        #endif
    }

    /// `measure`'s chains, whatever the build (wrong in a debug build: see `measure`).
    static func measureChain(iterations: Int, trials: Int) -> Double? {
        var sink = run(iterations: iterations / 4, seed: 1)
        var fastest = Double.infinity
        for trial in 0..<trials {
            let start = DispatchTime.now().uptimeNanoseconds
            sink ^= run(iterations: iterations, seed: UInt64(trial) &+ sink)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9
            fastest = min(fastest, elapsed)
        }
        blackHole(sink)
        return cyclesPerSecond(iterations: iterations, seconds: fastest)
    }

    /// The chain itself: `iterations` x `operationsPerIteration` dependent operations on `seed`.
    @inline(never)
    public static func run(iterations: Int, seed: UInt64) -> UInt64 {
        var value = seed
        let addend = opaque(0x9E37_79B9_7F4A_7C15)
        let mask = opaque(0x5851_F42D_4C95_7F2D)
        for _ in 0..<iterations {
            value = (value &+ addend) ^ mask
            value = (value &+ addend) ^ mask
            value = (value &+ addend) ^ mask
            value = (value &+ addend) ^ mask
        }
        return value
    }

    @inline(never)
    private static func opaque(_ value: UInt64) -> UInt64 { value }

    @inline(never)
    private static func blackHole(_ value: UInt64) {
        if value == 0x1234_5678_9ABC_DEF0 { print("", terminator: "") }
    }
}

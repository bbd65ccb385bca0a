import Harness
import PiPVideo
import Results

/// The gate's compute calibration: scalar integer work on data that stays in the L1 cache, so its
/// time follows the core's clock and not the memory's. Being one dependent chain, it does not
/// follow a neighbour competing for the core's execution units, which slows throughput-bound
/// per-byte loops (measured on a noisy host: correlation with `naive` about 0.2). It is harness
/// code that no strategy shares, so a change to the product never changes it.
///
/// One "frame" is a 64-bit FNV-1a hash of 16 KiB: one multiply and one xor per byte, each
/// depending on the last (about 20 us). The memcpy rooflines calibrate the memory side.
public enum ComputeCalibrationBenchmark {
    static let descriptor = BenchmarkDescriptor(operation: BenchmarkName.calibrationOperation, strategy: nil, parameters: ["compute"], cache: nil)
    /// The benchmark's name: `Calibration/compute`.
    public static var name: String { descriptor.name }

    static let byteCount = 16 * 1024

    /// FNV-1a (64-bit) of `count` bytes at `bytes`.
    @inline(never)
    static func fnv1a(_ bytes: UnsafeRawPointer, count: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in 0..<count {
            hash = (hash ^ UInt64(bytes.load(fromByteOffset: index, as: UInt8.self))) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The calibration benchmark (registered by the gate's time measurement, not by `Catalog`).
    public static func make(_ configuration: SuiteConfiguration) -> SuiteBenchmark {
        let benchmark = FrameBenchmark(
            name: descriptor.name, bytesPerFrame: byteCount, pixelsPerFrame: byteCount,
            framesPerSecond: configuration.framesPerSecond
        ) {
            // The published FNV-1a 64 test vector: "a" hashes to 0xaf63dc4c8601ec8c.
            let check = try AlignedStorage(byteCount: 1)
            check.baseAddress.storeBytes(of: UInt8(ascii: "a"), as: UInt8.self)
            guard fnv1a(check.baseAddress, count: 1) == 0xaf63_dc4c_8601_ec8c else {
                throw VerificationError(benchmark: descriptor.name, problem: "FNV-1a of \"a\" is not its published value")
            }
            let input = try AlignedStorage(byteCount: byteCount)
            for index in 0..<byteCount { input.baseAddress.storeBytes(of: UInt8(truncatingIfNeeded: index &* 131 &+ 7), toByteOffset: index, as: UInt8.self) }
            let output = try AlignedStorage(byteCount: MemoryLayout<UInt64>.size)
            return MeasuredWork(output: output.baseAddress) { _ in
                output.baseAddress.storeBytes(of: fnv1a(input.baseAddress, count: byteCount), as: UInt64.self)
            }
        }
        return SuiteBenchmark(descriptor: descriptor, benchmark: benchmark)
    }
}

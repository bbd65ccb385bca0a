#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a piece of work reads and writes per frame, so that the harness can time the least any
/// code could take for it on this host, right after the work's own timed loop: reading the
/// frame's source bytes once (every byte, 16 at a time) and writing as many bytes as the work's
/// destination holds once. The harness reports the work's time over that time as
/// `Counter.rooflineRatio` (1.0 = at memory speed) and the roofline's own time as `Counter.rooflineTime`.
public struct RooflineBytes: @unchecked Sendable {
    /// The source regions of frame `index` (the same frame the work's `processFrame(index)` reads).
    public let sourceRegions: (Int) -> [UnsafeRawBufferPointer]
    /// Bytes the work writes per frame.
    public let writtenByteCount: Int

    public init(writtenByteCount: Int, sourceRegions: @escaping (Int) -> [UnsafeRawBufferPointer]) {
        self.writtenByteCount = writtenByteCount
        self.sourceRegions = sourceRegions
    }
}

/// The read+write roofline: times frames of `RooflineBytes` on the benchmark thread's CPU clock
/// (Google Benchmark's CPU time is the same clock).
enum RooflineTimer {
    /// Frames timed per measurement: enough to cycle a cold ring past its recently read frames
    /// several times over for a 720p frame, and a few milliseconds in all.
    static let frameCount = 48

    /// CPU seconds per frame of reading `bytes`' source regions of frames `first ..< first +
    /// frameCount` and writing `destination` (at least `bytes.writtenByteCount` bytes).
    static func secondsPerFrame(_ bytes: RooflineBytes, from first: Int, destination: UnsafeMutableRawPointer) -> Double {
        var checksum = SIMD16<UInt8>()
        let start = threadCPUSeconds()
        for index in first..<first + frameCount {
            for region in bytes.sourceRegions(index) { checksum ^= readOnce(region) }
            // The destination's bytes depend on the read, so neither can be dropped.
            memset(destination, Int32(checksum[0] | 1), bytes.writtenByteCount)
        }
        let seconds = threadCPUSeconds() - start
        blackHole(checksum)
        return seconds / Double(frameCount)
    }

    /// The exclusive-or of every 16 bytes of `region` (and its last bytes): reads each byte once.
    @inline(never)
    static func readOnce(_ region: UnsafeRawBufferPointer) -> SIMD16<UInt8> {
        guard let base = region.baseAddress, region.count >= 16 else { return SIMD16<UInt8>(repeating: UInt8(truncatingIfNeeded: region.count)) }
        var a = SIMD16<UInt8>(), b = a, c = a, d = a
        var offset = 0
        let end = region.count
        while offset &+ 64 <= end {
            a ^= base.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            b ^= base.loadUnaligned(fromByteOffset: offset &+ 16, as: SIMD16<UInt8>.self)
            c ^= base.loadUnaligned(fromByteOffset: offset &+ 32, as: SIMD16<UInt8>.self)
            d ^= base.loadUnaligned(fromByteOffset: offset &+ 48, as: SIMD16<UInt8>.self)
            offset &+= 64
        }
        while offset &+ 16 <= end {
            a ^= base.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            offset &+= 16
        }
        a ^= base.loadUnaligned(fromByteOffset: end &- 16, as: SIMD16<UInt8>.self)
        return a ^ b ^ c ^ d
    }

    @inline(never)
    private static func blackHole(_ value: SIMD16<UInt8>) {
        withUnsafePointer(to: value) { PiPRooflineSink = UnsafeRawPointer($0).load(as: UInt8.self) }
    }

    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}

/// Where the roofline's checksum goes, so that the reads are not optimised away.
nonisolated(unsafe) var PiPRooflineSink: UInt8 = 0

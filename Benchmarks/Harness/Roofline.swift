import CRoofline
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a piece of work reads and writes per frame, so that the harness can time the least any
/// code could take for it on this host, right after the work's own timed loop: reading the
/// frame's source bytes once and writing as many bytes as the work's destination holds once, by
/// the fastest of several ways of moving them (`RooflineTimer`). The harness reports the work's
/// time over that time as `Counter.rooflineRatio` (1.0 = as fast as those bytes move) and the
/// roofline's own time as `Counter.rooflineTime`.
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

/// The roofline: frames of `RooflineBytes` moved by every way `pip_roofline_method` lists (a read
/// then a write; `memcpy` and `rep movsb` copies of the source into the destination's bytes; reads
/// and writes interleaved block by block, with ordinary or streaming stores), each way in batches
/// of frames timed on the benchmark thread's CPU clock (Google Benchmark's CPU time is the same
/// clock), and the fastest batch of any way taken. A floor must be one nothing measured beats: a
/// memcpy of the same bytes is among the ways, and noise (an interrupt, a busy neighbour) only
/// ever slows a batch, so the fastest batch is the least those bytes took.
enum RooflineTimer {
    /// Batches timed per way, after one untimed frame (which brings a hot frame and the
    /// destination into the cache that way leaves them in).
    static let batchesPerMethod = 3
    /// Frames per batch: enough for a batch to last `batchSeconds` (the clock costs about a third
    /// of a microsecond to read here, under 0.2% of a batch), at least 2, at most 32. A small
    /// frame's batches need many frames to be steady, a large frame's two: a repetition moves 35
    /// frames of a 4K frame (about 45 ms cold; a repetition of `bench record --metric time` times
    /// 12.5 ms) and 110 of a cold 640x360 one (about 3 ms).
    static let framesPerBatch = 2...32
    static let batchSeconds = 200e-6

    /// Every way of moving the bytes, in the order they are timed.
    static let methods = (0..<Int(PIP_ROOFLINE_METHOD_COUNT)).map { pip_roofline_method(rawValue: UInt32($0)) }

    /// CPU seconds per frame of the fastest batch of any way of reading `bytes`' source regions of
    /// frames `first`, `first + 1`, ... once each and writing `destination` (at least
    /// `bytes.writtenByteCount` bytes) once per frame.
    static func secondsPerFrame(_ bytes: RooflineBytes, from first: Int, destination: UnsafeMutableRawPointer) -> Double {
        // The first way's untimed frame, timed, sizes the batches.
        let probe = FrameRegions(bytes, frames: first..<first + 1)
        let start = threadCPUSeconds()
        var checksum = probe.move(0, methods[0], into: destination, byteCount: bytes.writtenByteCount)
        let probeSeconds = threadCPUSeconds() - start
        probe.deallocate()
        let batch = min(max(Int((batchSeconds / max(probeSeconds, 1e-9)).rounded(.up)), framesPerBatch.lowerBound), framesPerBatch.upperBound)

        let perMethod = 1 + batchesPerMethod * batch
        let frames = FrameRegions(bytes, frames: first + 1..<first + 1 + methods.count * perMethod)
        defer { frames.deallocate() }
        var fastest = Double.infinity
        var frame = 0
        for (index, method) in methods.enumerated() {
            if index > 0 {
                checksum ^= frames.move(frame, method, into: destination, byteCount: bytes.writtenByteCount)
            }
            frame += 1
            for _ in 0..<batchesPerMethod {
                let start = threadCPUSeconds()
                for _ in 0..<batch {
                    checksum ^= frames.move(frame, method, into: destination, byteCount: bytes.writtenByteCount)
                    frame += 1
                }
                fastest = min(fastest, (threadCPUSeconds() - start) / Double(batch))
            }
        }
        PiPRooflineSink ^= checksum
        return fastest
    }

    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}

/// The source regions of consecutive frames as the C movers take them (a pointer and a size per
/// region), gathered before the clock starts so that the timed loop does nothing but move bytes.
private struct FrameRegions {
    private let starts: UnsafeMutableBufferPointer<UnsafeRawPointer?>
    private let sizes: UnsafeMutableBufferPointer<Int>
    /// Where frame `i`'s regions begin in `starts` and `sizes` (`i + 1`'s: where they end).
    private let offsets: [Int]

    init(_ bytes: RooflineBytes, frames: Range<Int>) {
        let regions = frames.map(bytes.sourceRegions)
        let total = regions.reduce(0) { $0 + $1.count }
        starts = .allocate(capacity: max(total, 1))
        sizes = .allocate(capacity: max(total, 1))
        var offsets = [0]
        var position = 0
        for frame in regions {
            let first = position
            for region in frame {
                // A region that starts where the last one ended (planes stored back to back) joins
                // it: a memcpy of a whole frame is then one call, as a work's own memcpy would be.
                if position > first, let start = region.baseAddress, let previous = starts[position - 1],
                   previous + sizes[position - 1] == start {
                    sizes[position - 1] += region.count
                    continue
                }
                starts[position] = region.baseAddress
                sizes[position] = region.count
                position += 1
            }
            offsets.append(position)
        }
        self.offsets = offsets
    }

    /// Moves frame `frame`'s bytes by `method` into `byteCount` bytes of `destination`; returns the
    /// mover's fold of what it read.
    @inline(__always)
    func move(_ frame: Int, _ method: pip_roofline_method, into destination: UnsafeMutableRawPointer, byteCount: Int) -> UInt64 {
        let first = offsets[frame]
        return pip_roofline_move(method, starts.baseAddress! + first, sizes.baseAddress! + first,
                                 offsets[frame + 1] - first, destination, byteCount)
    }

    func deallocate() {
        starts.deallocate()
        sizes.deallocate()
    }
}

/// Where the roofline's checksum goes, so that the reads are not optimised away.
nonisolated(unsafe) var PiPRooflineSink: UInt64 = 0

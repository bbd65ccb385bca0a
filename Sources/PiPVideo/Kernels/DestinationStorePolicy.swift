import CCPUFeatures
import PiPKernels

/// When `box-simd` asks its kernels for streaming stores (`DestinationStores`): when a frame's
/// job (the bytes it reads and writes) is larger than the core's level-2 cache.
///
/// A job that fits that cache keeps its destination lines there between frames, and ordinary
/// stores cost nothing more; streaming would send every frame's output to memory (at 720p, 1.7 MB
/// against a 2 MB L2, streamed rows took 1.02-1.15x libyuv's time, cached ones 0.94-1.08x). A
/// larger job has pushed the destination out by the time it writes it again, and ordinary stores
/// read each line back before writing it (at 1080p 2:1, 3.1 MB read and 0.78 MB written: 0.85-0.87x
/// libyuv's time streamed, about 1.00x cached). The cache's size is the C library's (glibc reads
/// CPUID); where it cannot be told, nothing streams. docs/design/streaming-stores.md has the
/// measurements.
public enum DestinationStorePolicy {
    /// Bytes of this core's level-2 cache; 0 when unknown.
    public static let level2CacheBytes: Int = Int(pip_level2_cache_bytes())

    /// The stores for a job that reads `readBytes` and writes `writtenBytes`, with a level-2
    /// cache of `cacheBytes` (0: unknown).
    public static func stores(readBytes: Int, writtenBytes: Int, cacheBytes: Int = level2CacheBytes) -> DestinationStores {
        cacheBytes > 0 && readBytes + writtenBytes > cacheBytes ? .streaming : .cached
    }

    /// The stores for scaling `source` into `destination` (their samples, padding excluded).
    static func stores<Frame: VideoFrame>(scaling source: Frame, into destination: Frame) -> DestinationStores {
        stores(readBytes: Frame.sampleByteCount(of: source.size), writtenBytes: Frame.sampleByteCount(of: destination.size))
    }
}

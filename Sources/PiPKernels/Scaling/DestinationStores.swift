/// How a downscale writes its destination rows.
///
/// A box downscale whose frame is larger than the core's cache (1080p: 3.1 MB read, 0.78 MB
/// written, against a 2 MB L2) finds its destination lines gone from the cache by the time it
/// writes them again, so each ordinary store first reads its line back (from L3 or memory) and
/// later writes it out: twice the destination's bytes over the memory system. Streaming stores
/// write whole lines without reading them and do not keep them, which is right for a frame handed
/// on to the display and wrong for one a later CPU step reads at once (that step would then read it
/// from memory). `.streaming` is a request: the x86-64-v3 2:1 box rows (one channel and (Cb, Cr))
/// honour it for the whole cache lines of each 16-byte aligned destination row; every other
/// kernel and build writes through the cache, and the bytes written are the same either way.
public enum DestinationStores: Sendable, Equatable {
    /// Ordinary stores: the destination stays in the cache (the default).
    case cached
    /// Non-temporal stores where a kernel has them (see above), fenced before the call returns.
    case streaming
}

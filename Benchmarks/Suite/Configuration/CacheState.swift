/// Whether a benchmark's source frames are already in the cache.
public enum CacheState: String, CaseIterable, Sendable {
    /// The same source frame every iteration: it stays in the cache, as in a tight loop.
    case hot
    /// A ring of distinct source frames totalling at least twice the last-level cache, so every
    /// iteration reads its source from memory, as a freshly decoded frame is.
    case cold
}

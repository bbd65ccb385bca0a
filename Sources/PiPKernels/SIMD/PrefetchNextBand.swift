import CPrefetch

/// Asks for the cache lines at `position`'s columns in the next destination row's source rows
/// (`rowCount` rows of `bytesPerRow`, starting `rowsAhead` rows below `position`; by default
/// the band right below, `rowCount` rows down), so they arrive
/// while this destination row is computed. A box kernel reads each source row once, and a row is
/// too short for the hardware prefetchers to learn the stream: without this, a freshly decoded
/// (uncached) 1080p frame takes about twice as long as a cached one. Past the last row the hint
/// points outside the plane; a prefetch never faults and reads nothing the program sees.
@inline(__always)
func prefetchNextBand(_ position: UnsafeRawPointer, bytesPerRow: Int, rowCount: Int, rowsAhead: Int? = nil) {
    var next = position + (rowsAhead ?? rowCount) &* bytesPerRow
    for _ in 0..<rowCount {
        pip_prefetch_read(next)
        next += bytesPerRow
    }
}

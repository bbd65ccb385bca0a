/// A plane as scaling kernels see it: rows of `width` pixels of `channels` interleaved bytes
/// (1 for Y, U and V; 2 for NV12's Cb,Cr pairs), `bytesPerRow` apart.
///
/// Kernels work on grids rather than `Plane`s so that intermediate images (the `halve` levels)
/// can live in scratch memory that is neither zeroed nor reference counted.
struct SampleGrid {
    let base: UnsafeMutablePointer<UInt8>
    let width: Int
    let height: Int
    let bytesPerRow: Int
    let channels: Int

    init(base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, channels: Int) {
        self.base = base
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.channels = channels
    }

    /// The samples of a validated plane.
    init(_ plane: Plane) {
        self.init(base: plane.bytes, width: plane.width, height: plane.height, bytesPerRow: plane.bytesPerRow,
                  channels: plane.bytesPerSample)
    }

    /// Bytes of one row of samples.
    var rowBytes: Int { width * channels }

    /// The first byte of row `y`.
    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { base + y * bytesPerRow }
}

/// A grid in freshly allocated, uninitialised memory, for intermediate images; free it with
/// `deallocate()`.
struct ScratchGrid {
    let grid: SampleGrid

    init(width: Int, height: Int, channels: Int) {
        let bytesPerRow = width * channels
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: bytesPerRow * height)
        grid = SampleGrid(base: base, width: width, height: height, bytesPerRow: bytesPerRow, channels: channels)
    }

    func deallocate() { grid.base.deallocate() }
}

/// A kernel that scales one validated source grid into a destination grid no larger than it,
/// with the same number of channels.
typealias PlaneScaler = @Sendable (SampleGrid, SampleGrid) -> Void

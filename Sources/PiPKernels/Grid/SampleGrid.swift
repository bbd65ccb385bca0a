import CByteCopy

/// A plane as every kernel sees it: rows of `width` samples of `channels` interleaved bytes
/// (1 for Y, U and V; 2 for NV12's Cb,Cr pairs; 4 for BGRA pixels), `bytesPerRow` apart, from
/// `base`. Nothing but a pointer and sizes: a `CVPixelBuffer` plane (base address and bytes per
/// row of a locked buffer), a frame of the suite, or scratch memory of a kernel's own all give one.
///
/// Kernels never check a grid: the caller guarantees that `height` rows of `bytesPerRow` bytes
/// (the last one `width * channels` bytes) are readable, or writable for a destination, and that
/// a destination does not overlap its source. PiPVideo's plane drivers validate before calling.
public struct SampleGrid {
    /// The first byte of row 0.
    public let base: UnsafeMutablePointer<UInt8>
    /// Samples per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Distance between the starts of two rows, in bytes (at least `width * channels`).
    public let bytesPerRow: Int
    /// Bytes per sample: 1 (Y, U, V), 2 (CbCr pairs) or 4 (BGRA).
    public let channels: Int

    /// A grid over `height` rows of `width` samples of `channels` bytes, `bytesPerRow` apart.
    @inlinable
    public init(base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, channels: Int) {
        self.base = base
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.channels = channels
    }

    /// Bytes of one row of samples.
    @inlinable
    public var rowBytes: Int { width * channels }

    /// The grid's size in samples.
    @inlinable
    public var size: FrameSize { FrameSize(width: width, height: height) }

    /// `base` as a raw pointer.
    @inlinable
    public var baseAddress: UnsafeMutableRawPointer { UnsafeMutableRawPointer(base) }

    /// The first byte of row `y`.
    @inline(__always)
    public func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { base + y * bytesPerRow }

    /// Copies this grid's samples into `destination` row by row (one memcpy per row).
    /// - Precondition: equal sizes and sample sizes.
    public func copySamples(to destination: SampleGrid) {
        for y in 0..<height { pip_copy_row(destination.row(y), row(y), UInt(rowBytes)) }
    }
}

/// A grid in freshly allocated, uninitialised memory, for intermediate images; free it with
/// `deallocate()`.
public struct ScratchGrid {
    /// The grid over the memory.
    public let grid: SampleGrid

    /// `height` rows of `width * channels` bytes, no padding.
    public init(width: Int, height: Int, channels: Int) {
        let bytesPerRow = width * channels
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: bytesPerRow * height)
        grid = SampleGrid(base: base, width: width, height: height, bytesPerRow: bytesPerRow, channels: channels)
    }

    /// Frees the memory.
    public func deallocate() { grid.base.deallocate() }
}

/// A kernel that scales one validated source grid into a destination grid no larger than it,
/// with the same number of channels.
public typealias PlaneScaler = @Sendable (SampleGrid, SampleGrid) -> Void

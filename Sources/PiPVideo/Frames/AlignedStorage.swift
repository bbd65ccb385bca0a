/// Zero-filled heap memory aligned to 64 bytes (a cache line; CVPixelBuffer planes are aligned too).
///
/// Planes are views into a storage; several planes of one frame usually share one storage, as the
/// planes of a CVPixelBuffer or of WebRTC's I420Buffer share one allocation.
public final class AlignedStorage: @unchecked Sendable {
    /// The alignment of `baseAddress` in bytes.
    public static let alignment = 64

    /// The first byte. Valid for `byteCount` bytes while this object lives.
    public let baseAddress: UnsafeMutableRawPointer
    /// The number of bytes.
    public let byteCount: Int

    /// Allocates `byteCount` zeroed bytes.
    /// - Throws: `FrameError.nonPositiveSize` when `byteCount` is not positive.
    public init(byteCount: Int) throws {
        guard byteCount > 0 else { throw FrameError.nonPositiveSize(plane: "storage", width: byteCount, height: 1) }
        self.byteCount = byteCount
        baseAddress = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: Self.alignment)
        baseAddress.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
    }

    deinit { baseAddress.deallocate() }
}

extension AlignedStorage {
    /// A copy of every byte, padding included (for checks that nothing changed).
    public func snapshot() -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: baseAddress, count: byteCount))
    }
}

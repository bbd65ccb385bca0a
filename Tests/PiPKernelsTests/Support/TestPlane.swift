import PiPKernels

/// A plane a kernel test owns: `width x height` samples of `channels` bytes, rows `bytesPerRow`
/// apart, in memory that lives as long as the plane. Every byte, row padding included, starts as
/// `canary`, so a byte a kernel writes past its samples, or fails to write, shows.
final class TestPlane {
    /// The plane as the kernels take it.
    let grid: SampleGrid
    /// Every byte of the plane: `bytesPerRow * height`.
    let byteCount: Int

    init(width: Int, height: Int, channels: Int, rows: RowStride = .tight, canary: UInt8 = 0xA5) {
        let bytesPerRow = rows.bytesPerRow(forRowBytes: width * channels)
        byteCount = bytesPerRow * height
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: max(byteCount, 1))
        base.initialize(repeating: canary, count: max(byteCount, 1))
        grid = SampleGrid(base: base, width: width, height: height, bytesPerRow: bytesPerRow, channels: channels)
    }

    deinit { grid.base.deallocate() }

    var width: Int { grid.width }
    var height: Int { grid.height }
    var channels: Int { grid.channels }
    var bytesPerRow: Int { grid.bytesPerRow }

    /// Every byte, row padding included.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: grid.base, count: byteCount)) }

    /// The samples, row by row, without the padding.
    func samples() -> [UInt8] {
        (0..<height).flatMap { Array(UnsafeBufferPointer(start: grid.row($0), count: grid.rowBytes)) }
    }

    /// Fills every byte, row padding included, with bytes of a linear congruential sequence of `seed`.
    func fillPseudoRandom(seed: UInt64) {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1
        for i in 0..<byteCount {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            grid.base[i] = UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    /// Fills every byte, row padding included, with `value`.
    func fill(with value: UInt8) {
        grid.base.update(repeating: value, count: byteCount)
    }
}

/// How a test plane's rows are laid out: `RowAlignment`'s rules in PiPVideo, repeated here (three
/// cases) so that the kernel tests need no more than the kernels.
enum RowStride: Sendable, CustomStringConvertible {
    /// Bytes per row equals the row's bytes.
    case tight
    /// The row's bytes plus `n`.
    case padded(by: Int)
    /// The row's bytes rounded up to a multiple of `n`.
    case multiple(of: Int)

    func bytesPerRow(forRowBytes rowBytes: Int) -> Int {
        switch self {
        case .tight: return rowBytes
        case let .padded(n): return rowBytes + n
        case let .multiple(n): return (rowBytes + n - 1) / n * n
        }
    }

    var description: String {
        switch self {
        case .tight: return "tight"
        case let .padded(n): return "padded by \(n)"
        case let .multiple(n): return "multiple of \(n)"
        }
    }
}

/// The planes of an NV12 frame of `size`: Y (one byte a sample), then CbCr (pairs, half the
/// width and height rounded up), as (width, height, channels).
func nv12Planes(_ size: FrameSize) -> [(width: Int, height: Int, channels: Int)] {
    [(size.width, size.height, 1), ((size.width + 1) / 2, (size.height + 1) / 2, 2)]
}

@testable import PiPLibYUV
@testable import PiPVideo

extension VideoFrame {
    /// A frame of `size` in this format, rows laid out as `alignment`, every byte (padding
    /// included) pseudo-random: the tests' source frames. Distinct sizes or seeds give distinct bytes.
    static func pseudoRandom(
        _ size: FrameSize, _ alignment: RowAlignment = .tight, seed: UInt64 = 1, name: String = "source"
    ) throws -> Self {
        let frame = try Self(allocating: size, rowAlignment: alignment, name: name)
        frame.storage.fillPseudoRandom(seed: seed &+ UInt64(size.width * 131 + size.height))
        return frame
    }

    /// A frame of `size` in this format, rows laid out as `alignment`, whose every byte (padding
    /// included) is `canary`: a destination on which a byte written, or left alone, shows.
    static func filled(
        with canary: UInt8, _ size: FrameSize, _ alignment: RowAlignment = .tight, name: String = "destination"
    ) throws -> Self {
        let frame = try Self(allocating: size, rowAlignment: alignment, name: name)
        frame.storage.fill(with: canary)
        return frame
    }
}

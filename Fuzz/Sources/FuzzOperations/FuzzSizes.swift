import FuzzSupport
import PiPVideo

/// Frame sizes as the fuzzer picks them: mostly small (fast, every odd and even case), some
/// large, a few hostile (0, negative, beyond the limits).
enum FuzzSizes {
    /// Sizes above this many pixels are cut to it (the double-precision references are slow).
    static let largestPixelCount = 1 << 16

    static func dimension(_ input: inout FuzzInput) -> Int {
        switch input.int(in: 0...63) {
        case 0: return input.pick([0, -1, -7, 32768, 32769, 65536, 1 << 24])
        case 1: return input.int(in: 41...2100)
        default: return input.int(in: 1...40)
        }
    }

    /// A source size.
    static func size(_ input: inout FuzzInput) -> FrameSize {
        let width = dimension(&input)
        var height = dimension(&input)
        if width > 0, height > 0, width <= 32768, height <= 32768, width * height > largestPixelCount {
            height = max(1, largestPixelCount / width)
        }
        return FrameSize(width: width, height: height)
    }

    /// A destination size for an operation that takes any size up to the (rotated) source's:
    /// each side up to the larger side of the source, plus one; sometimes hostile.
    static func destinationSize(for source: FrameSize, _ input: inout FuzzInput) -> FrameSize {
        if input.chance(3) { return FrameSize(width: dimension(&input), height: dimension(&input)) }
        let side = max(1, min(max(source.width, source.height), 32768))
        return FrameSize(width: input.int(in: 1...(min(side, 4096) + 1)), height: input.int(in: 1...(min(side, 4096) + 1)))
    }
}

import FuzzSupport
import PiPVideo

/// How the fuzzer lays out one frame: its size, and per plane the stride, any change to the
/// plane's size and where it goes in its storage.
struct FrameRecipe {
    struct PlaneRecipe {
        var name: String
        var width: Int
        var height: Int
        var bytesPerSample: Int
        var bytesPerRow: Int
        /// Bytes between the previous plane's end (or the storage start) and this plane.
        var gap: Int
        /// An offset that replaces the packed one (planes placed on top of others), or nil.
        var forcedOffset: Int?

        var spanBytes: Int { bytesPerRow * (height - 1) + width * bytesPerSample }
    }

    var planes: [PlaneRecipe]

    /// A recipe for a `Frame` of `size`, or nil when the format has no frame of that size (a
    /// width or height the allocator refuses: the fuzzer still hands such sizes to `Plane`).
    init<Frame: VideoFrame>(_: Frame.Type, size: FrameSize, name: String, _ input: inout FuzzInput) {
        let shape = FrameRecipe.shape(Frame.self, size, name)
        planes = shape.map { plane in
            var recipe = plane
            if input.chance(4) { recipe.width += input.pick([-1, 1]) }
            if input.chance(4) { recipe.height += input.pick([-1, 1]) }
            let rowBytes = recipe.width * recipe.bytesPerSample
            switch input.int(in: 0...19) {
            case 0: recipe.bytesPerRow = rowBytes - input.int(in: 1...8)  // short
            case 1: recipe.bytesPerRow = input.pick([1 << 20, (1 << 20) + 1, -rowBytes])  // huge or negative
            case 2...9: recipe.bytesPerRow = rowBytes + input.int(in: 1...70)  // padded
            case 10...11: recipe.bytesPerRow = (rowBytes + 63) / 64 * 64  // CVPixelBuffer-like
            default: recipe.bytesPerRow = rowBytes  // tight
            }
            recipe.gap = input.chance(70) ? 0 : input.int(in: 0...100)
            return recipe
        }
    }

    /// The planes of a `Frame` of `size` as the format lays them out (tight, packed).
    private static func shape<Frame: VideoFrame>(_: Frame.Type, _ size: FrameSize, _ name: String) -> [PlaneRecipe] {
        let chroma = FrameSize(width: (size.width + 1) / 2, height: (size.height + 1) / 2)
        func plane(_ suffix: String, _ size: FrameSize, _ bytes: Int) -> PlaneRecipe {
            PlaneRecipe(name: name + " " + suffix, width: size.width, height: size.height, bytesPerSample: bytes,
                        bytesPerRow: size.width * bytes, gap: 0, forcedOffset: nil)
        }
        switch Frame.self {
        case is I420Frame.Type: return [plane("Y", size, 1), plane("U", chroma, 1), plane("V", chroma, 1)]
        case is NV12Frame.Type: return [plane("Y", size, 1), plane("CbCr", chroma, 2)]
        default: return [plane("BGRA", size, 4)]
        }
    }

    /// Bytes from the first plane's start to the last plane's end when packed, or nil when a plane's
    /// numbers are nonsense (the `Plane` initialiser is then left to reject them).
    var packedBytes: Int? {
        var end = 0
        for plane in planes {
            guard plane.width > 0, plane.height > 0, plane.bytesPerRow > 0, plane.spanBytes > 0 else { return nil }
            end += plane.gap + plane.spanBytes
        }
        return end
    }

    /// The frame, its planes placed from `start` in `storage`.
    /// - Throws: `FrameError` for what the library rejects.
    func make<Frame: AssembledFrame>(_: Frame.Type, in storage: AlignedStorage, from start: Int) throws -> Frame {
        var offset = start
        let made = try planes.map { recipe in
            offset += recipe.gap
            defer { offset += max(recipe.spanBytes, 0) }
            return try Plane(name: recipe.name, width: recipe.width, height: recipe.height, bytesPerSample: recipe.bytesPerSample,
                             bytesPerRow: recipe.bytesPerRow, storage: storage, offset: recipe.forcedOffset ?? offset)
        }
        return try Frame(assembling: made)
    }
}

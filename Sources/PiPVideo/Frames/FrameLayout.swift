/// Places several planes one after another in one allocation, each starting on a 64-byte boundary.
struct FrameLayout {
    let storage: AlignedStorage
    private let specs: [(name: String, size: FrameSize, bytesPerSample: Int, bytesPerRow: Int, offset: Int)]

    init(size: FrameSize, planes: [(String, FrameSize, Int)], rowAlignment: RowAlignment, backing: AlignedStorage.Backing = .heap) throws {
        guard size.width > 0, size.height > 0 else {
            throw FrameError.nonPositiveSize(plane: planes.first?.0 ?? "frame", width: size.width, height: size.height)
        }
        guard size.width <= Plane.maximumDimension, size.height <= Plane.maximumDimension else {
            throw FrameError.tooLarge(plane: planes.first?.0 ?? "frame", quantity: "width or height",
                                      value: max(size.width, size.height), limit: Plane.maximumDimension)
        }
        var offset = 0
        var specs: [(String, FrameSize, Int, Int, Int)] = []
        for (name, planeSize, bytesPerSample) in planes {
            let bytesPerRow = rowAlignment.bytesPerRow(forRowBytes: planeSize.width * bytesPerSample)
            specs.append((name, planeSize, bytesPerSample, bytesPerRow, offset))
            let bytes = bytesPerRow * planeSize.height
            offset += (bytes + AlignedStorage.alignment - 1) / AlignedStorage.alignment * AlignedStorage.alignment
        }
        self.specs = specs
        storage = try AlignedStorage(byteCount: offset, backing: backing)
    }

    func makePlanes() throws -> [Plane] {
        try specs.map {
            try Plane(name: $0.name, width: $0.size.width, height: $0.size.height, bytesPerSample: $0.bytesPerSample,
                      bytesPerRow: $0.bytesPerRow, storage: storage, offset: $0.offset)
        }
    }
}

import Testing
@testable import PiPVideo

/// Rotation-level rules, for the references and every strategy of every operation: each throws a
/// typed error before writing anything.
@Suite struct RotationValidationTests {
    typealias Entry = (name: String, run: @Sendable (_ source: [Plane], _ destination: [Plane], Rotation) throws -> Void)

    /// Every entry point, fed planes: NV12 frames from [Y, CbCr], I420 frames from [Y, U, V].
    static let entries: [Entry] = {
        @Sendable func nv12(_ planes: [Plane]) throws -> NV12Frame { try NV12Frame(y: planes[0], cbcr: planes[1]) }
        @Sendable func i420(_ planes: [Plane]) throws -> I420Frame { try I420Frame(y: planes[0], u: planes[1], v: planes[2]) }
        var entries: [Entry] = [
            ("RotateNV12/reference", { try RotationReference.rotate(nv12($0), by: $2, into: nv12($1)) }),
            ("RotateI420/reference", { try RotationReference.rotate(i420($0), by: $2, into: i420($1)) }),
            ("I420ToNV12Rotate/reference", { try RotationReference.convert(i420($0), rotatedBy: $2, into: nv12($1)) }),
        ]
        for strategy in RotateNV12Strategy.all {
            entries.append(("RotateNV12/\(strategy.id)", { try strategy.rotate(nv12($0), by: $2, into: nv12($1)) }))
        }
        for strategy in RotateI420Strategy.all {
            entries.append(("RotateI420/\(strategy.id)", { try strategy.rotate(i420($0), by: $2, into: i420($1)) }))
        }
        for strategy in I420ToNV12RotateStrategy.all {
            entries.append(("I420ToNV12Rotate/\(strategy.id)", { try strategy.convert(i420($0), rotatedBy: $2, into: nv12($1)) }))
        }
        return entries
    }()

    static let names = entries.map(\.name)

    static func entry(_ name: String) -> Entry { entries.first { $0.name == name }! }

    /// Allocated planes of the entry's source (or destination) format.
    static func planes(_ name: String, _ size: FrameSize, source: Bool) throws -> [Plane] {
        let nv12 = source ? name.hasPrefix("RotateNV12") : !name.hasPrefix("RotateI420")
        let role = source ? "source" : "destination"
        if nv12 {
            let frame = try NV12Frame.allocate(size: size, rowAlignment: .tight, name: role)
            frame.y.storage.fillPseudoRandom(seed: 3)
            return Array(frame.planes)
        }
        let frame = try I420Frame.allocate(size: size, name: role)
        frame.y.storage.fillPseudoRandom(seed: 3)
        return Array(frame.planes)
    }

    @Test("a destination that is not the rotated source size is rejected and left untouched", arguments: names)
    func sizeMismatch(name: String) throws {
        let run = Self.entry(name).run
        let size = FrameSize(width: 8, height: 6)
        let source = try Self.planes(name, size, source: true)
        for rotation in Rotation.allCases {
            let rotated = rotation.rotatedSize(of: size)
            // The unrotated size for quarter turns, the quarter-turned size for the half turn, and off-by-ones.
            let wrong = [rotation == .degrees180 ? Rotation.degrees90.rotatedSize(of: size) : size,
                         FrameSize(width: rotated.width + 1, height: rotated.height),
                         FrameSize(width: rotated.width, height: rotated.height - 1)]
            for actual in wrong {
                let destination = try Self.planes(name, actual, source: false)
                let before = destination[0].storage.snapshot()
                #expect(throws: FrameError.destinationSizeMismatch(expected: rotated, actual: actual), "\(rotation)") {
                    try run(source, destination, rotation)
                }
                #expect(destination[0].storage.snapshot() == before, "\(name) \(rotation) wrote after rejecting \(actual)")
            }
            try run(source, try Self.planes(name, rotated, source: false), rotation)
        }
    }

    @Test("a destination sharing memory with the source or with itself is rejected untouched", arguments: names)
    func overlap(name: String) throws {
        let run = Self.entry(name).run
        let sourceNV12 = name.hasPrefix("RotateNV12"), destinationNV12 = !name.hasPrefix("RotateI420")
        let storage = try AlignedStorage(byteCount: 8192)
        storage.fillPseudoRandom(seed: 11)
        // 8x4 frames, rotated 90 degrees: 4x8. Each plane tight, placed at the given offset.
        func planes(_ role: String, _ size: FrameSize, nv12: Bool, at offsets: [Int]) throws -> [Plane] {
            let shapes: [(String, FrameSize, Int)] = nv12
                ? [("Y", size, 1), ("CbCr", size.chroma, 2)]
                : [("Y", size, 1), ("U", size.chroma, 1), ("V", size.chroma, 1)]
            return try zip(shapes, offsets).map { shape, offset in
                try Plane(name: "\(role) \(shape.0)", width: shape.1.width, height: shape.1.height, bytesPerSample: shape.2,
                          bytesPerRow: shape.1.width * shape.2, storage: storage, offset: offset)
            }
        }
        let size = FrameSize(width: 8, height: 4), rotated = FrameSize(width: 4, height: 8)
        let source = try planes("source", size, nv12: sourceNV12, at: [0, 64, 128])  // source Y is bytes 0..<32
        let destinationOffsets: [([Int], FrameError)] = [
            // Destination Y over the source's second plane.
            ([70, 2048, 2112], .overlappingPlanes(first: source[1].name, second: "destination Y")),
            // Destination chroma over the source Y plane's last byte.
            ([1024, 31, 2112], .overlappingPlanes(first: "source Y", second: destinationNV12 ? "destination CbCr" : "destination U")),
            // Two destination planes over each other.
            ([1024, 1040, 2112], .overlappingPlanes(first: "destination Y", second: destinationNV12 ? "destination CbCr" : "destination U")),
        ]
        for (offsets, error) in destinationOffsets {
            let destination = try planes("destination", rotated, nv12: destinationNV12, at: offsets)
            let before = storage.snapshot()
            #expect(throws: error) { try run(source, destination, .degrees90) }
            #expect(storage.snapshot() == before, "\(name) wrote after rejecting overlapping planes")
        }
        // Adjacent but not overlapping is fine (source Y ends at byte 31).
        try run(source, try planes("destination", rotated, nv12: destinationNV12, at: [32, 2048, 2112]), .degrees90)
    }

    @Test("strategy ids are unique within each operation and named() finds each")
    func registries() {
        #expect(Set(RotateNV12Strategy.all.map(\.id)).count == RotateNV12Strategy.all.count)
        #expect(Set(RotateI420Strategy.all.map(\.id)).count == RotateI420Strategy.all.count)
        #expect(Set(I420ToNV12RotateStrategy.all.map(\.id)).count == I420ToNV12RotateStrategy.all.count)
        for strategy in RotateNV12Strategy.all { #expect(RotateNV12Strategy.named(strategy.id)?.summary == strategy.summary) }
        #expect(RotateNV12Strategy.named("libyuv") == nil)
    }
}

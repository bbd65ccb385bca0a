import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// The reference, checked by hand on tiny frames: Y 3x2 = [1 2 3; 4 5 6], chroma 2x1.
@Suite struct RotationReferenceTests {
    /// Rotated Y and chroma, row by row, per angle. Chroma (a, b) is one row of two samples or pairs.
    static let expected: [(Rotation, y: [UInt8], chroma: [Character])] = [
        (.degrees90, [4, 1, 5, 2, 6, 3], ["a", "b"]),   // 2x3: the left column, bottom-up, is the top row
        (.degrees180, [6, 5, 4, 3, 2, 1], ["b", "a"]),  // 3x2: upside down and mirrored
        (.degrees270, [3, 6, 2, 5, 1, 4], ["b", "a"]),  // 2x3: the right column, top-down, is the top row
    ]

    static func fillSource(y: Plane) {
        for (index, value) in [UInt8](1...6).enumerated() { y.row(index / 3)[index % 3] = value }
    }

    @Test("RotateNV12 reference moves Y bytes and CbCr pairs as drawn", arguments: expected.indices)
    func nv12(index: Int) throws {
        let (rotation, y, chroma) = Self.expected[index]
        let source = try NV12Frame.allocate(size: FrameSize(width: 3, height: 2), rowAlignment: .tight)
        Self.fillSource(y: source.y)
        source.cbcr.row(0).copyBytes(from: [10, 11, 20, 21])  // pair a = (10, 11), pair b = (20, 21)
        let destination = try NV12Frame.allocate(size: rotation.rotatedSize(of: source.size), rowAlignment: .tight)
        try RotationReference.rotate(source, by: rotation, into: destination)
        #expect(destination.y.samples() == y)
        let pairs: [Character: [UInt8]] = ["a": [10, 11], "b": [20, 21]]
        #expect(destination.cbcr.samples() == chroma.flatMap { pairs[$0]! })
    }

    @Test("RotateI420 reference rotates Y, U and V as drawn", arguments: expected.indices)
    func i420(index: Int) throws {
        let (rotation, y, chroma) = Self.expected[index]
        let source = try I420Frame.allocate(size: FrameSize(width: 3, height: 2))
        Self.fillSource(y: source.y)
        source.u.row(0).copyBytes(from: [10, 20])
        source.v.row(0).copyBytes(from: [11, 21])
        let destination = try I420Frame.allocate(size: rotation.rotatedSize(of: source.size))
        try RotationReference.rotate(source, by: rotation, into: destination)
        #expect(destination.y.samples() == y)
        #expect(destination.u.samples() == chroma.map { $0 == "a" ? 10 : 20 })
        #expect(destination.v.samples() == chroma.map { $0 == "a" ? 11 : 21 })
    }

    @Test("I420ToNV12Rotate reference rotates Y and interleaves rotated U and V as drawn", arguments: expected.indices)
    func i420ToNV12(index: Int) throws {
        let (rotation, y, chroma) = Self.expected[index]
        let source = try I420Frame.allocate(size: FrameSize(width: 3, height: 2))
        Self.fillSource(y: source.y)
        source.u.row(0).copyBytes(from: [10, 20])
        source.v.row(0).copyBytes(from: [11, 21])
        let destination = try NV12Frame.allocate(size: rotation.rotatedSize(of: source.size), rowAlignment: .tight)
        try RotationReference.convert(source, rotatedBy: rotation, into: destination)
        #expect(destination.y.samples() == y)
        #expect(destination.cbcr.samples() == chroma.flatMap { $0 == "a" ? [UInt8(10), 11] : [20, 21] })
    }
}

@Suite struct RotationTests {
    @Test("quarter turns swap width and height; the half turn keeps them")
    func rotatedSize() {
        let size = FrameSize(width: 1279, height: 719)
        #expect(Rotation.degrees90.rotatedSize(of: size) == FrameSize(width: 719, height: 1279))
        #expect(Rotation.degrees180.rotatedSize(of: size) == size)
        #expect(Rotation.degrees270.rotatedSize(of: size) == FrameSize(width: 719, height: 1279))
        // The rotated frame's chroma planes are the rotated chroma planes, odd sizes included.
        for rotation in Rotation.allCases {
            #expect(rotation.rotatedSize(of: size).chroma == rotation.rotatedSize(of: size.chroma))
        }
        #expect(Rotation.allCases.map(\.description) == ["90", "180", "270"])
    }

    @Test("sourcePosition inverts destinationPosition, and every destination sample has one source")
    func positionsAreInverse() {
        for rotation in Rotation.allCases {
            for size in [FrameSize(width: 1, height: 1), FrameSize(width: 3, height: 2), FrameSize(width: 5, height: 7)] {
                let rotated = rotation.rotatedSize(of: size)
                var hit = Set<Int>()
                for y in 0..<size.height {
                    for x in 0..<size.width {
                        let target = rotation.destinationPosition(ofX: x, y: y, in: size)
                        #expect((0..<rotated.width).contains(target.x) && (0..<rotated.height).contains(target.y))
                        let back = rotation.sourcePosition(ofX: target.x, y: target.y, in: size)
                        #expect(back.x == x && back.y == y)
                        hit.insert(target.y * rotated.width + target.x)
                    }
                }
                #expect(hit.count == size.pixelCount)
            }
        }
    }
}

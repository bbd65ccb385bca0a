import Testing
@testable import PiPKernels
@testable import PiPLibYUV
@testable import PiPVideo

/// A plane shrunk by exactly 3 on both axes at a quarter turn (1080p into 360x640) takes its own
/// kernel in `fused` (`boxScaleRotatingByThree`): at every size it takes, with padded rows and
/// extreme samples, it writes `composed`'s bytes (the rotation, then box-simd's exact area
/// average) and nothing else (the destination's padding keeps its canary). On x86-64 the kernel is
/// built twice (`RowKernels`): `fused` runs the build this process picked, and each build is also
/// run directly.
@Suite struct ByThreeRotateScaleTests {
    /// (source, destination after the turn, whether CbCr takes the kernel too).
    static let sizes: [(FrameSize, FrameSize, Bool)] = [
        // 1080p into a 360x640 portrait window: 15 bands of Y exactly, CbCr's last band overlaps
        // (540 rows); 20 strips of 96 bytes in both planes.
        (FrameSize(width: 1920, height: 1080), FrameSize(width: 360, height: 640), true),
        // One strip exactly in both planes (96-byte rows), three bands (Y 216 rows; CbCr 108).
        (FrameSize(width: 96, height: 216), FrameSize(width: 72, height: 32), true),
        // Strips that overlap (1500-byte rows), bands that overlap (222 rows; CbCr 750x111).
        (FrameSize(width: 1500, height: 222), FrameSize(width: 74, height: 500), true),
        // Odd sizes: Y 225x219 (225-byte rows, strips that overlap); CbCr 113x110 is not a
        // multiple of 3 and takes the general path.
        (FrameSize(width: 225, height: 219), FrameSize(width: 73, height: 75), false),
        // CbCr 117x75 (two bands that overlap by 69 rows, 234-byte rows).
        (FrameSize(width: 234, height: 150), FrameSize(width: 50, height: 78), true),
        // One band exactly (Y 72 rows); rows of 90 bytes (a strip of 72, two that overlap, and
        // 16-byte steps that overlap). CbCr has 36 rows, too few.
        (FrameSize(width: 90, height: 72), FrameSize(width: 24, height: 30), false),
        // Narrow: Y rows of 30 bytes (two 24-byte strips), CbCr rows of 30 bytes (15 pairs).
        (FrameSize(width: 30, height: 288), FrameSize(width: 96, height: 10), true),
    ]

    static let layouts = [RowLayout.tight, RowLayout(.padded(by: 5), .padded(by: 3)), RowLayout.multipleOf64]

    /// Whether the kernel takes `from` made `to` at `rotation` (its own rule, on every architecture;
    /// `boxScaleRotating` sends such planes to it on x86-64 only).
    static func kernelTakes(_ from: Plane, _ to: Plane, _ rotation: Rotation) -> Bool {
        byThreeRotationApplies(source: FrameSize(width: from.width, height: from.height), channels: from.bytesPerSample,
                               destination: FrameSize(width: to.width, height: to.height), rotation)
    }

    @Test("(n + 4) / 9 by multiply-high is exact for every sum of 9 bytes")
    func roundedNinthIsExact() {
        let divisor = ExactDivisor(9)
        for first in stride(from: 0, through: largestNineByteSum, by: 8) {
            let lanes = SIMD8<UInt16>((0..<8).map { UInt16(min(first + $0, largestNineByteSum)) })
            let quotients = roundedNinth(lanes)
            for lane in 0..<8 {
                #expect(UInt64(quotients[lane]) == divisor.roundedQuotient(UInt64(lanes[lane])), "sum \(lanes[lane])")
            }
        }
    }

    @Test("the kernel takes the planes these sizes are for, and only quarter turns")
    func takesTheCases() throws {
        for (sourceSize, size, chroma) in Self.sizes {
            let source = try NV12Frame.pseudoRandom(sourceSize)
            let destination = try NV12Frame.allocate(size: size, name: "destination")
            for rotation in Rotation.allCases {
                let quarterTurn = rotation != .degrees180
                #expect(Self.kernelTakes(source.y, destination.y, rotation) == quarterTurn,
                        "\(sourceSize) Y \(rotation)")
                #expect(Self.kernelTakes(source.cbcr, destination.cbcr, rotation) == (quarterTurn && chroma),
                        "\(sourceSize) CbCr \(rotation)")
                #expect(RotatingScaleKernel(SampleGrid(source.y), SampleGrid(destination.y), rotation) != .eightThirds)
                // `fused` runs it where it applies on x86-64; on arm64 the general path.
                #if arch(x86_64)
                let taken = RotatingScaleKernel.byThree
                #else
                let taken = RotatingScaleKernel.general
                #endif
                #expect(RotatingScaleKernel(SampleGrid(source.y), SampleGrid(destination.y), rotation) == (quarterTurn ? taken : .general),
                        "\(sourceSize) Y \(rotation)")
            }
        }
        // A third on one axis only, too few rows for a band, and a row shorter than a group go
        // to the general kernel.
        let hd = try NV12Frame.pseudoRandom(FrameSize(width: 1920, height: 1080))
        let oneAxis = try NV12Frame.allocate(size: FrameSize(width: 360, height: 480), name: "one axis")
        #expect(!Self.kernelTakes(hd.y, oneAxis.y, .degrees90))
        let short = try NV12Frame.pseudoRandom(FrameSize(width: 96, height: 69))
        let shortDestination = try NV12Frame.allocate(size: FrameSize(width: 23, height: 32), name: "short")
        #expect(!Self.kernelTakes(short.y, shortDestination.y, .degrees90))
        let narrow = try NV12Frame.pseudoRandom(FrameSize(width: 21, height: 96))
        let narrowDestination = try NV12Frame.allocate(size: FrameSize(width: 32, height: 7), name: "narrow")
        #expect(!Self.kernelTakes(narrow.y, narrowDestination.y, .degrees90))
    }

    @Test("fused writes composed's bytes at 3:1, padding untouched", arguments: [Rotation.degrees90, .degrees270])
    func sameBytesAsComposed(rotation: Rotation) throws {
        try PlaneRotateScaleKernelChecks.expectFusedWritesComposedBytes(sizes: Self.sizes.map { ($0.0, $0.1) }, layouts: Self.layouts, rotation: rotation)
    }

    /// Each build of the kernel this machine can run, by name.
    static var builds: [(String, PlaneRotateScaleKernelChecks.Kernel)] {
        var builds: [(String, PlaneRotateScaleKernelChecks.Kernel)] = [("baseline", {
            PiPKernels.boxScaleRotatingByThree($0, width: $1, height: $2, bytesPerRow: $3, channels: $4,
                       into: $5, bytesPerRow: $6, clockwise: $7, scratch: $8)
        })]
        #if arch(x86_64)
        if RowKernels.cpuSupportsX86V3 { builds.append(("x86-64-v3", RowKernels.x86V3.boxScaleRotatingByThree)) }
        #endif
        return builds
    }

    @Test("every build of the kernel writes composed's bytes, plane by plane", arguments: [Rotation.degrees90, .degrees270])
    func everyBuild(rotation: Rotation) throws {
        #if arch(x86_64)
        #expect(Self.builds.count == (RowKernels.cpuSupportsX86V3 ? 2 : 1))
        #endif
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: PiPKernels.byThreeScratchByteCount, alignment: 16)
        defer { scratch.deallocate() }
        var planes = 0
        for (index, (sourceSize, size, _)) in Self.sizes.enumerated() {
            let layout = Self.layouts[index % Self.layouts.count]
            for content in [nil, UInt8(255)] as [UInt8?] {
                let source = try content.map { try NV12Frame.filled(with: $0, sourceSize, layout.source, name: "source") }
                    ?? NV12Frame.pseudoRandom(sourceSize, layout.source, seed: UInt64(index))
                let composed = try NV12Frame.filled(with: 0xA5, size, layout.destination, name: "composed")
                try RotateScaleNV12.composed.run(source, into: composed, rotation)
                for (name, kernel) in Self.builds {
                    let destination = try NV12Frame.filled(with: 0xA5, size, layout.destination, name: name)
                    for (from, to, expected) in [(source.y, destination.y, composed.y), (source.cbcr, destination.cbcr, composed.cbcr)]
                    where Self.kernelTakes(from, to, rotation) {
                        kernel(from.bytes, from.width, from.height, from.bytesPerRow, from.bytesPerSample,
                               to.bytes, to.bytesPerRow, rotation == .degrees90, scratch)
                        #expect(to.samples() == expected.samples(), "\(name) \(sourceSize) \(rotation) \(from.name) \(content.map(String.init) ?? "random")")
                        planes += 1
                    }
                }
            }
        }
        #expect(planes == 2 * Self.builds.count * (Self.sizes.count + Self.sizes.filter { $0.2 }.count))
    }
}

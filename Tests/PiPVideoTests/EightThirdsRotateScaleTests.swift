import Testing
@testable import PiPKernels
@testable import PiPLibYUV
@testable import PiPVideo

/// The camera's ratio, 8/3 on both axes at a quarter turn, takes its own kernel in `fused`
/// (`boxScaleRotatingEightThirds`): at every size it takes, with padded rows and extreme samples,
/// it writes `composed`'s bytes (the rotation, then box-simd's exact area average) and nothing
/// else (the destination's padding keeps its canary). On x86-64 the kernel is built twice
/// (`RowKernels`): `fused` runs the build this process picked, and each build is also run directly.
@Suite struct EightThirdsRotateScaleTests {
    /// (source, destination after the turn).
    static let sizes: [(FrameSize, FrameSize)] = [
        // The camera: 1280x720 into a 270x480 portrait window; CbCr 640x360 -> 240x135 before the turn.
        (FrameSize(width: 1280, height: 720), FrameSize(width: 270, height: 480)),
        // Three strips (96-byte) and two bands that overlap, in both planes (CbCr 136x72 -> 51x27).
        (FrameSize(width: 272, height: 144), FrameSize(width: 54, height: 102)),
        // Two strips overlapping by 64 bytes in both planes; Y two whole bands, CbCr (64x64 -> 24x24) one.
        (FrameSize(width: 128, height: 128), FrameSize(width: 48, height: 48)),
        // One strip and one band exactly, in both planes (CbCr 48x32 -> 18x12 is too short: Y only).
        (FrameSize(width: 96, height: 64), FrameSize(width: 24, height: 36)),
        // Y only (rows of 33 groups: the last 16-byte step overlaps); CbCr 132x68 is not a multiple of 8.
        (FrameSize(width: 264, height: 136), FrameSize(width: 51, height: 99)),
    ]

    static let layouts = [RowLayout.tight, RowLayout(.padded(by: 5), .padded(by: 3)), RowLayout.multipleOf64]

    @Test("the kernel takes the planes these sizes are for, and only quarter turns")
    func takesTheCases() throws {
        for (index, (sourceSize, size)) in Self.sizes.enumerated() {
            let source = try NV12Frame.pseudoRandom(sourceSize)
            let destination = try NV12Frame.allocate(size: size, name: "destination")
            for rotation in Rotation.allCases {
                let quarterTurn = rotation != .degrees180
                #expect((RotatingScaleKernel(SampleGrid(source.y), SampleGrid(destination.y), rotation) == .eightThirds) == quarterTurn,
                        "\(sourceSize) Y \(rotation)")
                #expect((RotatingScaleKernel(SampleGrid(source.cbcr), SampleGrid(destination.cbcr), rotation) == .eightThirds) == (quarterTurn && index < 3),
                        "\(sourceSize) CbCr \(rotation)")
            }
        }
        // 3/8 on one axis only, and too few rows for a band, go to the general kernel.
        let camera = try NV12Frame.pseudoRandom(FrameSize(width: 1280, height: 720))
        let oneAxis = try NV12Frame.allocate(size: FrameSize(width: 240, height: 480), name: "one axis")
        #expect(RotatingScaleKernel(SampleGrid(camera.y), SampleGrid(oneAxis.y), .degrees90) != .eightThirds)
        let short = try NV12Frame.pseudoRandom(FrameSize(width: 128, height: 56))
        let shortDestination = try NV12Frame.allocate(size: FrameSize(width: 21, height: 48), name: "short")
        #expect(RotatingScaleKernel(SampleGrid(short.y), SampleGrid(shortDestination.y), .degrees90) != .eightThirds)
    }

    @Test("fused writes composed's bytes at 8/3, padding untouched", arguments: [Rotation.degrees90, .degrees270])
    func sameBytesAsComposed(rotation: Rotation) throws {
        try PlaneRotateScaleKernelChecks.expectFusedWritesComposedBytes(sizes: Self.sizes, layouts: Self.layouts, rotation: rotation)
    }

    /// Each build of the kernel this machine can run, by name.
    static var builds: [(String, PlaneRotateScaleKernelChecks.Kernel)] {
        var builds: [(String, PlaneRotateScaleKernelChecks.Kernel)] = [("baseline", {
            PiPKernels.boxScaleRotatingEightThirds($0, width: $1, height: $2, bytesPerRow: $3, channels: $4,
                       into: $5, bytesPerRow: $6, clockwise: $7, scratch: $8)
        })]
        #if arch(x86_64)
        if RowKernels.cpuSupportsX86V3 { builds.append(("x86-64-v3", RowKernels.x86V3.boxScaleRotatingEightThirds)) }
        #endif
        return builds
    }

    @Test("every build of the kernel writes composed's bytes, plane by plane", arguments: [Rotation.degrees90, .degrees270])
    func everyBuild(rotation: Rotation) throws {
        #if arch(x86_64)
        #expect(Self.builds.count == (RowKernels.cpuSupportsX86V3 ? 2 : 1))
        #endif
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: PiPKernels.eightThirdsScratchByteCount, alignment: 16)
        defer { scratch.deallocate() }
        for (index, (sourceSize, size)) in Self.sizes.enumerated() {
            let layout = Self.layouts[index % Self.layouts.count]
            for content in [nil, UInt8(255)] as [UInt8?] {
                let source = try content.map { try NV12Frame.filled(with: $0, sourceSize, layout.source, name: "source") }
                    ?? NV12Frame.pseudoRandom(sourceSize, layout.source, seed: UInt64(index))
                let composed = try NV12Frame.filled(with: 0xA5, size, layout.destination, name: "composed")
                try RotateScaleNV12.composed.run(source, into: composed, rotation)
                for (name, kernel) in Self.builds {
                    let destination = try NV12Frame.filled(with: 0xA5, size, layout.destination, name: name)
                    for (from, to, expected) in [(source.y, destination.y, composed.y), (source.cbcr, destination.cbcr, composed.cbcr)]
                    where RotatingScaleKernel(SampleGrid(from), SampleGrid(to), rotation) == .eightThirds {
                        kernel(from.bytes, from.width, from.height, from.bytesPerRow, from.bytesPerSample,
                               to.bytes, to.bytesPerRow, rotation == .degrees90, scratch)
                        #expect(to.samples() == expected.samples(), "\(name) \(sourceSize) \(rotation) \(from.name) \(content.map(String.init) ?? "random")")
                    }
                }
            }
        }
    }
}

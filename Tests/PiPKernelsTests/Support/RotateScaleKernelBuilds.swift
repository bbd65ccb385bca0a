import Testing
@testable import PiPKernels

/// What `EightThirdsKernelTests` and `ByThreeKernelTests` share: a plane kernel's arguments, the
/// builds of such a kernel this machine runs, and the check of every build against the rotation
/// followed by box-simd's exact area average (`simdRotate`, then `boxScaleSIMD`: the kernels of
/// PiPVideo's `composed` strategy), plane by plane.
enum RotateScaleKernelBuilds {
    /// A plane kernel's arguments: (source, width, height, bytes per row, channels, destination,
    /// destination bytes per row, clockwise, scratch).
    typealias Kernel = (UnsafePointer<UInt8>, Int, Int, Int, Int, UnsafeMutablePointer<UInt8>, Int, Bool, UnsafeMutableRawPointer) -> Void

    /// A plane of a test: its size and bytes per sample.
    typealias PlaneShape = (width: Int, height: Int, channels: Int)

    /// Source and destination row layouts the checks cycle through.
    static let layouts: [(source: RowStride, destination: RowStride)] = [
        (.tight, .tight), (.padded(by: 5), .padded(by: 3)), (.multiple(of: 64), .multiple(of: 64)),
    ]

    /// `thisBuild`, named "baseline", and on an x86-64 CPU with it `x86V3`, named "x86-64-v3".
    static func builds(thisBuild: @escaping Kernel, x86V3: Kernel?) -> [(String, Kernel)] {
        var builds: [(String, Kernel)] = [("baseline", thisBuild)]
        if let x86V3 { builds.append(("x86-64-v3", x86V3)) }
        return builds
    }

    /// `source` turned by `rotation`, then box-downscaled to `width x height` (the size after the
    /// turn) into a plane whose rows are laid out as `rows`: the bytes a plane kernel must write.
    static func rotatedThenScaled(_ source: TestPlane, by rotation: Rotation, width: Int, height: Int, rows: RowStride) -> TestPlane {
        let turned = rotation.rotatedSize(of: source.grid.size)
        let rotated = TestPlane(width: turned.width, height: turned.height, channels: source.channels)
        simdRotate(source.grid, into: rotated.grid, by: rotation)
        let scaled = TestPlane(width: width, height: height, channels: source.channels, rows: rows)
        boxScaleSIMD(rotated.grid, scaled.grid)
        return scaled
    }

    /// Runs every build of a kernel on each NV12 plane of each (source, destination) size pair that
    /// `takes` (random samples and flat 255, every sum its largest; rows laid out as `layouts` in
    /// turn) and expects the samples `rotatedThenScaled` writes. Returns how many planes ran.
    static func expectEveryBuildWritesRotatedThenScaled(
        builds: [(String, Kernel)], sizes: [(FrameSize, FrameSize)], rotation: Rotation, scratchByteCount: Int,
        takes: (PlaneShape, PlaneShape, Rotation) -> Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Int {
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: scratchByteCount, alignment: 16)
        defer { scratch.deallocate() }
        var planes = 0
        for (index, (sourceSize, size)) in sizes.enumerated() {
            let layout = layouts[index % layouts.count]
            for content in [nil, UInt8(255)] as [UInt8?] {
                for (planeIndex, (from, to)) in zip(nv12Planes(sourceSize), nv12Planes(size)).enumerated() where takes(from, to, rotation) {
                    let source = TestPlane(width: from.width, height: from.height, channels: from.channels, rows: layout.source)
                    if let content { source.fill(with: content) } else { source.fillPseudoRandom(seed: UInt64(index * 2 + planeIndex)) }
                    let expected = rotatedThenScaled(source, by: rotation, width: to.width, height: to.height, rows: layout.destination)
                    for (name, kernel) in builds {
                        let destination = TestPlane(width: to.width, height: to.height, channels: to.channels, rows: layout.destination)
                        kernel(UnsafePointer(source.grid.base), source.width, source.height, source.bytesPerRow, source.channels,
                               destination.grid.base, destination.bytesPerRow, rotation == .degrees90, scratch)
                        #expect(destination.samples() == expected.samples(),
                                "\(name) \(sourceSize) \(rotation) \(planeIndex == 0 ? "Y" : "CbCr") \(content.map(String.init) ?? "random")",
                                sourceLocation: sourceLocation)
                        planes += 1
                    }
                }
            }
        }
        return planes
    }
}

import Testing
@testable import PiPVideo

/// The check `EightThirdsRotateScaleTests` and `ByThreeRotateScaleTests` share: `fused` against
/// `composed` at the sizes a plane kernel takes.
enum PlaneRotateScaleKernelChecks {
    /// `fused` writes `composed`'s bytes, storage padding included (a 0xA5 canary), for random
    /// samples and flat 255 (every sum its largest) and 0 pictures, which also stay flat.
    static func expectFusedWritesComposedBytes(
        sizes: [(FrameSize, FrameSize)], layouts: [RowLayout], rotation: Rotation
    ) throws {
        for (index, (sourceSize, size)) in sizes.enumerated() {
            for (layoutIndex, layout) in layouts.enumerated() {
                for content in [nil, UInt8(255), UInt8(0)] as [UInt8?] {
                    let source = try content.map { try NV12Frame.filled(with: $0, sourceSize, layout.source, name: "source") }
                        ?? NV12Frame.pseudoRandom(sourceSize, layout.source, seed: UInt64(index * 7 + layoutIndex))
                    let fused = try NV12Frame.filled(with: 0xA5, size, layout.destination, name: "fused")
                    let composed = try NV12Frame.filled(with: 0xA5, size, layout.destination, name: "composed")
                    try RotateScaleNV12.fused.run(source, into: fused, rotation)
                    try RotateScaleNV12.composed.run(source, into: composed, rotation)
                    let label = "\(sourceSize) -> \(size) \(rotation) \(layout) \(content.map(String.init) ?? "random")"
                    let fusedBytes = fused.storage.snapshot(), composedBytes = composed.storage.snapshot()
                    #expect(fusedBytes.indices.first { fusedBytes[$0] != composedBytes[$0] } == nil,
                            "\(label): the first byte (of the destination's storage) that differs")
                    if let content {
                        #expect(fused.y.samples().allSatisfy { $0 == content }, "\(label): a flat picture stays flat")
                    }
                }
            }
        }
    }
}

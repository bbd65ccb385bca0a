import PiPKernels
import PiPStrategyModel

/// The call of an NV12 rotation and downscale: both planes rotated clockwise by `rotation` and
/// box-scaled to the destination, which is no larger than the rotated source.
public typealias RotateScaleNV12Call = @Sendable (_ source: NV12Picture, _ destination: NV12Picture, _ rotation: Rotation, _ context: KernelContext) -> Void

/// RotateScaleNV12's strategies that run the suite's kernels.
public enum RotateScaleNV12Kernels: KernelCatalogue {
    public static let name = "RotateScaleNV12"

    /// One pass over the source: `box-simd` rows of the downscaled, not yet rotated picture go into
    /// a small band on the stack, which the rotation's SIMD tile transposes write into the
    /// destination. No full-size intermediate, no scratch planes. Area averaging commutes with
    /// rotation, and both divide the same exact sums, so its bytes are `composed`'s. Planes shrunk
    /// by exactly 8/3 at a quarter turn (the camera) take `boxScaleRotatingEightThirds`, and on
    /// x86-64 planes shrunk by exactly 3 at a quarter turn (1080p into 360x640)
    /// `boxScaleRotatingByThree`.
    public static let fused = KernelStrategy<RotateScaleNV12Call>(
        id: "fused",
        summary: "one pass: box-simd rows of the unrotated downscale into a 16-row stack band, written out by 16x16-byte / 8x8-pair SIMD tile transposes (180: reversed rows); exactly 8/3 (the camera) or 3 at a quarter turn: 16-bit vertical sums, then 8x8 transposes that do the horizontal pass and the turn at once",
        family: .fused, contract: .sameBytes(as: "composed"), libyuvReference: .strategy("libyuv"), recommended: true) { source, destination, rotation, context in
            boxScaleRotating(source.y, into: destination.y, by: rotation, kernels: context.kernels)
            boxScaleRotating(source.cbcr, into: destination.cbcr, by: rotation, kernels: context.kernels)
        }

    /// The two steps one after the other, with the suite's fastest Swift kernels for each:
    /// `RotateNV12`'s `simd` into a full-size rotated frame (tight rows, zero-filled heap memory,
    /// allocated and freed by every call: 1.4 MB at 1280x720), then `box-simd`. Its bytes are the
    /// exact area average of the rotated source rounded half up.
    public static let composed = KernelStrategy<RotateScaleNV12Call>(
        id: "composed", summary: "simd rotate into a full-size rotated NV12 frame (heap, per call), then box-simd scale",
        family: .simd, contract: .withinHalfOfAreaAverage, libyuvReference: .strategy("libyuv")) { source, destination, rotation, context in
            let rotated = ZeroedNV12Scratch(size: rotation.rotatedSize(of: source.y.size))
            defer { rotated.deallocate() }
            simdRotate(source.y, into: rotated.y, by: rotation, kernels: context.kernels)
            simdRotate(source.cbcr, into: rotated.cbcr, by: rotation, kernels: context.kernels)
            boxScaleSIMD(rotated.y, destination.y, kernels: context.kernels)
            boxScaleSIMD(rotated.cbcr, destination.cbcr, kernels: context.kernels)
        }

    public static let strategies = [fused, composed]
}

/// A tight NV12 picture in one zero-filled, 64-byte aligned heap allocation (`composed`'s
/// intermediate frame); free it with `deallocate()`.
struct ZeroedNV12Scratch {
    let y: SampleGrid
    let cbcr: SampleGrid
    private let memory: UnsafeMutableRawPointer

    init(size: FrameSize) {
        let chroma = size.chroma
        let lumaBytes = (size.width * size.height + 63) / 64 * 64, chromaBytes = 2 * chroma.width * chroma.height
        let byteCount = max(lumaBytes + chromaBytes, 1)
        memory = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
        let base = memory.assumingMemoryBound(to: UInt8.self)
        y = SampleGrid(base: base, width: size.width, height: size.height, bytesPerRow: size.width, channels: 1)
        cbcr = SampleGrid(base: base + lumaBytes, width: chroma.width, height: chroma.height, bytesPerRow: 2 * chroma.width, channels: 2)
    }

    func deallocate() { memory.deallocate() }
}

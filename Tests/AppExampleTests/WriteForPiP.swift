import CoreVideo
import PiPKernels

/// Writes a decoded I420 frame (WebRTC's RTCI420Buffer: dataY/U/V, strideY/U/V, width, height)
/// into an NV12 pixel buffer for the PiP layer: copied and interleaved when the sizes match, else
/// box-downscaled and interleaved in one pass. The kernels check nothing, so this checks the
/// shapes: two planes, 4:2:0, no larger than the frame (the caller creates the buffer as 8-bit
/// NV12, 420YpCbCr8BiPlanarFullRange). Returns false when they do not fit.
func writeForPiP(
    y: UnsafePointer<UInt8>, strideY: Int, u: UnsafePointer<UInt8>, strideU: Int,
    v: UnsafePointer<UInt8>, strideV: Int, width: Int, height: Int, into buffer: CVPixelBuffer
) -> Bool {
    CVPixelBufferLockBaseAddress(buffer, [])
    defer { CVPixelBufferUnlockBaseAddress(buffer, []) }
    guard let lumaBase = CVPixelBufferGetBaseAddressOfPlane(buffer, 0),
          let chromaBase = CVPixelBufferGetBaseAddressOfPlane(buffer, 1) else { return false }
    func grid(_ base: UnsafePointer<UInt8>, _ width: Int, _ height: Int, _ stride: Int, _ channels: Int) -> SampleGrid {
        SampleGrid(base: UnsafeMutablePointer(mutating: base), width: width, height: height, bytesPerRow: stride, channels: channels)
    }
    let chromaWidth = (width + 1) / 2, chromaHeight = (height + 1) / 2
    let (sourceY, sourceU, sourceV) = (grid(y, width, height, strideY, 1), grid(u, chromaWidth, chromaHeight, strideU, 1),
                                       grid(v, chromaWidth, chromaHeight, strideV, 1))
    let luma = grid(lumaBase.assumingMemoryBound(to: UInt8.self), CVPixelBufferGetWidthOfPlane(buffer, 0),
                    CVPixelBufferGetHeightOfPlane(buffer, 0), CVPixelBufferGetBytesPerRowOfPlane(buffer, 0), 1)
    let cbcr = grid(chromaBase.assumingMemoryBound(to: UInt8.self), CVPixelBufferGetWidthOfPlane(buffer, 1),
                    CVPixelBufferGetHeightOfPlane(buffer, 1), CVPixelBufferGetBytesPerRowOfPlane(buffer, 1), 2)
    guard luma.width <= width, luma.height <= height, luma.width > 0, luma.height > 0,
          cbcr.width == (luma.width + 1) / 2, cbcr.height == (luma.height + 1) / 2,
          min(strideY, strideU, strideV) >= 0, strideY >= width, min(strideU, strideV) >= chromaWidth else { return false }
    if luma.width == width && luma.height == height {
        simdI420ToNV12(y: sourceY, u: sourceU, v: sourceV, into: luma, cbcr: cbcr)
    } else {
        boxScaleInterleaving(y: sourceY, u: sourceU, v: sourceV, into: luma, cbcr: cbcr)
    }
    return true
}

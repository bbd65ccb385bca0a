import CByteCopy
import CFrameAccessors
import PiPKernels

/// Accessor calls one naive conversion made, for tests that check the seed's access pattern.
public struct NaiveAccessorCalls: Equatable {
    /// Calls of the CVPixelBuffer accessors.
    public var pixelBuffer: UInt64
    /// Calls of the RTCI420Buffer property getters.
    public var i420Buffer: UInt64
}

/// A faithful model of seed 000's loop. Each call below stands for one call in the original:
///
/// | seed 000 (iOS)                                          | here (an opaque C call)                      |
/// |---------------------------------------------------------|----------------------------------------------|
/// | `CVPixelBufferGetBaseAddressOfPlane(pixelBuffer, p)`     | `PiPModelPixelBufferGetBaseAddressOfPlane`   |
/// | `CVPixelBufferGetBytesPerRowOfPlane(pixelBuffer, p)`     | `PiPModelPixelBufferGetBytesPerRowOfPlane`   |
/// | `i420.width`, `i420.height` (Obj-C property reads)        | `PiPModelI420BufferWidth`/`Height`           |
/// | `i420.dataY`/`dataU`/`dataV` (Obj-C property reads)       | `PiPModelI420BufferDataY`/`U`/`V`            |
/// | `i420.strideY`/`strideU`/`strideV` (Obj-C property reads) | `PiPModelI420BufferStrideY`/`U`/`V`          |
///
/// The C functions live in their own translation unit, so the Swift optimizer can neither inline
/// them nor hoist them out of the loops: per chroma pair the loop makes six calls (two strides of
/// the destination, and data + stride of U and of V), per Y row three, as the seed does on device.
///
/// One deliberate difference: the seed loops over `height/2` rows and `width/2` columns, which
/// drops the last chroma row and column of odd-sized frames. This model covers (h+1)/2 x (w+1)/2
/// so that its output can be verified; for even sizes the loops are identical.
///
/// - Precondition: `u` and `v` are `y`'s 4:2:0 chroma planes; `yOut` and `cbcr` are an NV12
///   picture of the same size.
@discardableResult
public func naiveI420ToNV12(y: SampleGrid, u: SampleGrid, v: SampleGrid, into yOut: SampleGrid, cbcr: SampleGrid) -> NaiveAccessorCalls {
    var pixelBuffer = PiPModelPixelBuffer()
    pixelBuffer.type_id = PIP_MODEL_PIXEL_BUFFER_TYPE_ID
    pixelBuffer.plane_count = 2
    pixelBuffer.base_address = (yOut.baseAddress, cbcr.baseAddress, nil)
    pixelBuffer.bytes_per_row = (yOut.bytesPerRow, cbcr.bytesPerRow, 0)

    var i420 = PiPModelI420Buffer()
    i420.data_y = UnsafePointer(y.base)
    i420.data_u = UnsafePointer(u.base)
    i420.data_v = UnsafePointer(v.base)
    i420.stride_y = Int32(y.bytesPerRow)
    i420.stride_u = Int32(u.bytesPerRow)
    i420.stride_v = Int32(v.bytesPerRow)
    i420.width = Int32(y.width)
    i420.height = Int32(y.height)

    withUnsafeMutablePointer(to: &pixelBuffer) { pixelBuffer in
        withUnsafeMutablePointer(to: &i420) { i420 in
            let width = Int(PiPModelI420BufferWidth(i420))
            let height = Int(PiPModelI420BufferHeight(i420))

            // Copy Y
            if let yDest = PiPModelPixelBufferGetBaseAddressOfPlane(pixelBuffer, 0) {
                for row in 0..<height {
                    pip_copy_row(yDest.advanced(by: row * PiPModelPixelBufferGetBytesPerRowOfPlane(pixelBuffer, 0)),
                                 PiPModelI420BufferDataY(i420).advanced(by: row * Int(PiPModelI420BufferStrideY(i420))),
                                 UInt(width))
                }
            }

            // Copy interleaved UV
            if let uvDest = PiPModelPixelBufferGetBaseAddressOfPlane(pixelBuffer, 1) {
                for row in 0..<(height + 1) / 2 {
                    for col in 0..<(width + 1) / 2 {
                        uvDest.storeBytes(
                            of: PiPModelI420BufferDataU(i420)[row * Int(PiPModelI420BufferStrideU(i420)) + col],
                            toByteOffset: row * PiPModelPixelBufferGetBytesPerRowOfPlane(pixelBuffer, 1) + col * 2,
                            as: UInt8.self)
                        uvDest.storeBytes(
                            of: PiPModelI420BufferDataV(i420)[row * Int(PiPModelI420BufferStrideV(i420)) + col],
                            toByteOffset: row * PiPModelPixelBufferGetBytesPerRowOfPlane(pixelBuffer, 1) + col * 2 + 1,
                            as: UInt8.self)
                    }
                }
            }
        }
    }
    return NaiveAccessorCalls(pixelBuffer: pixelBuffer.accessor_calls, i420Buffer: i420.accessor_calls)
}

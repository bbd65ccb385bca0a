import PiPVideo
import CLibYUV

/// `RotateNV12`'s `libyuv-split`: RotatePlane for Y; SplitRotateUV into scratch U, V, then
/// MergeUVPlane for CbCr.
func libyuvRotateNV12Split(_ source: NV12Frame, _ destination: NV12Frame, _ rotation: Rotation) throws {
    try libyuvRotatePlane(source.y, into: destination.y, by: rotation)
    try libyuvSplitRotateMerge(source.cbcr, into: destination.cbcr, by: rotation)
}

/// `RotateNV12`'s `libyuv-plane16`: RotatePlane for Y; RotatePlane_16 on the CbCr pairs.
func libyuvRotateNV12Plane16(_ source: NV12Frame, _ destination: NV12Frame, _ rotation: Rotation) throws {
    try libyuvRotatePlane(source.y, into: destination.y, by: rotation)
    try libyuvRotatePairs(source.cbcr, into: destination.cbcr, by: rotation)
}

/// `RotateNV12`'s `libyuv-viai420`: NV12ToI420Rotate into a scratch I420 frame, then I420ToNV12.
func libyuvRotateNV12ViaI420(_ source: NV12Frame, _ destination: NV12Frame, _ rotation: Rotation) throws {
    try withScratchPlanes([destination.size, destination.cbcr.size, destination.cbcr.size]) { scratch in
        try check("NV12ToI420Rotate", NV12ToI420Rotate(
            source.y.bytes, Int32(source.y.bytesPerRow), source.cbcr.bytes, Int32(source.cbcr.bytesPerRow),
            scratch[0].bytes, scratch[0].bytesPerRow, scratch[1].bytes, scratch[1].bytesPerRow,
            scratch[2].bytes, scratch[2].bytesPerRow,
            Int32(source.size.width), Int32(source.size.height), rotation.libyuvMode))
        try convertScratchToNV12(scratch, into: destination)
    }
}

/// `RotateI420`'s `libyuv`: I420Rotate.
func libyuvRotateI420(_ source: I420Frame, _ destination: I420Frame, _ rotation: Rotation) throws {
    try check("I420Rotate", I420Rotate(
        source.y.bytes, Int32(source.y.bytesPerRow), source.u.bytes, Int32(source.u.bytesPerRow),
        source.v.bytes, Int32(source.v.bytesPerRow),
        destination.y.bytes, Int32(destination.y.bytesPerRow), destination.u.bytes, Int32(destination.u.bytesPerRow),
        destination.v.bytes, Int32(destination.v.bytesPerRow),
        Int32(source.size.width), Int32(source.size.height), rotation.libyuvMode))
}

/// `I420ToNV12Rotate`'s `libyuv-merge`: RotatePlane for Y straight into the destination, for U and V
/// into scratch, then MergeUVPlane.
func libyuvI420ToNV12RotateMerge(_ source: I420Frame, _ destination: NV12Frame, _ rotation: Rotation) throws {
    try libyuvRotatePlane(source.y, into: destination.y, by: rotation)
    try withScratchPlanes([destination.cbcr.size, destination.cbcr.size]) { scratch in
        try check("RotatePlane", RotatePlane(
            source.u.bytes, Int32(source.u.bytesPerRow), scratch[0].bytes, scratch[0].bytesPerRow,
            Int32(source.u.width), Int32(source.u.height), rotation.libyuvMode))
        try check("RotatePlane", RotatePlane(
            source.v.bytes, Int32(source.v.bytesPerRow), scratch[1].bytes, scratch[1].bytesPerRow,
            Int32(source.v.width), Int32(source.v.height), rotation.libyuvMode))
        merge(scratch, into: destination.cbcr)
    }
}

/// `I420ToNV12Rotate`'s `libyuv-viai420`: I420Rotate into a scratch I420 frame, then I420ToNV12.
func libyuvI420ToNV12RotateViaI420(_ source: I420Frame, _ destination: NV12Frame, _ rotation: Rotation) throws {
    try withScratchPlanes([destination.size, destination.cbcr.size, destination.cbcr.size]) { scratch in
        try check("I420Rotate", I420Rotate(
            source.y.bytes, Int32(source.y.bytesPerRow), source.u.bytes, Int32(source.u.bytesPerRow),
            source.v.bytes, Int32(source.v.bytesPerRow),
            scratch[0].bytes, scratch[0].bytesPerRow, scratch[1].bytes, scratch[1].bytesPerRow,
            scratch[2].bytes, scratch[2].bytesPerRow,
            Int32(source.size.width), Int32(source.size.height), rotation.libyuvMode))
        try convertScratchToNV12(scratch, into: destination)
    }
}

extension Rotation {
    /// libyuv's name for this rotation (its angles are clockwise too).
    var libyuvMode: RotationMode {
        switch self {
        case .degrees90: return kRotate90
        case .degrees180: return kRotate180
        case .degrees270: return kRotate270
        }
    }
}

/// Throws `LibYUVError` unless `status` is 0.
private func check(_ function: String, _ status: Int32) throws {
    guard status == 0 else { throw LibYUVError(function: function, status: status) }
}

private func libyuvRotatePlane(_ source: Plane, into destination: Plane, by rotation: Rotation) throws {
    try check("RotatePlane", RotatePlane(
        source.bytes, Int32(source.bytesPerRow), destination.bytes, Int32(destination.bytesPerRow),
        Int32(source.width), Int32(source.height), rotation.libyuvMode))
}

/// SplitRotateUV into two scratch planes, then MergeUVPlane into `destination`.
private func libyuvSplitRotateMerge(_ source: Plane, into destination: Plane, by rotation: Rotation) throws {
    try withScratchPlanes([destination.size, destination.size]) { scratch in
        try check("SplitRotateUV", SplitRotateUV(
            source.bytes, Int32(source.bytesPerRow), scratch[0].bytes, scratch[0].bytesPerRow,
            scratch[1].bytes, scratch[1].bytesPerRow, Int32(source.width), Int32(source.height), rotation.libyuvMode))
        merge(scratch, into: destination)
    }
}

/// RotatePlane_16 on the pairs when both planes' rows and bases are 2-byte aligned (always for
/// CVPixelBuffers: rows are 64-byte multiples); libyuv takes 16-bit strides, so other layouts
/// cannot be expressed and take the split chain.
private func libyuvRotatePairs(_ source: Plane, into destination: Plane, by rotation: Rotation) throws {
    let aligned = [source.bytesPerRow, destination.bytesPerRow, Int(bitPattern: source.baseAddress),
                   Int(bitPattern: destination.baseAddress)].allSatisfy { $0 % 2 == 0 }
    guard aligned else { return try libyuvSplitRotateMerge(source, into: destination, by: rotation) }
    try check("RotatePlane_16", RotatePlane_16(
        UnsafeRawPointer(source.baseAddress).assumingMemoryBound(to: UInt16.self), Int32(source.bytesPerRow / 2),
        destination.baseAddress.assumingMemoryBound(to: UInt16.self), Int32(destination.bytesPerRow / 2),
        Int32(source.width), Int32(source.height), rotation.libyuvMode))
}

/// MergeUVPlane of scratch U and V (the destination's size) into `destination`.
private func merge(_ scratch: [ScratchPlane], into destination: Plane) {
    MergeUVPlane(scratch[0].bytes, scratch[0].bytesPerRow, scratch[1].bytes, scratch[1].bytesPerRow,
                 destination.bytes, Int32(destination.bytesPerRow), Int32(destination.width), Int32(destination.height))
}

/// I420ToNV12 from a scratch I420 frame (Y, U, V) into `destination`.
private func convertScratchToNV12(_ scratch: [ScratchPlane], into destination: NV12Frame) throws {
    try check("I420ToNV12", CLibYUV.I420ToNV12(
        scratch[0].bytes, scratch[0].bytesPerRow, scratch[1].bytes, scratch[1].bytesPerRow,
        scratch[2].bytes, scratch[2].bytesPerRow,
        destination.y.bytes, Int32(destination.y.bytesPerRow), destination.cbcr.bytes, Int32(destination.cbcr.bytesPerRow),
        Int32(destination.size.width), Int32(destination.size.height)))
}

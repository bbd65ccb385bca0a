/// Kernels of the downscaling strategies built from a plane kernel (`PlaneScaler`).

/// Each plane of the source scaled into the same plane of the destination (ScaleI420: Y, U, V;
/// ScaleNV12: Y and the two-channel CbCr plane).
func scalingEachPlane<Frame: VideoFrame>(_ scale: @escaping PlaneScaler) -> @Sendable (Frame, Frame, Void) throws -> Void {
    { source, destination, _ in
        for (from, to) in zip(source.planes, destination.planes) { scale(SampleGrid(from), SampleGrid(to)) }
    }
}

/// A plane scaler fused with the I420 -> NV12 conversion: Y is scaled straight into the NV12 Y
/// plane; U and V are scaled into two small scratch planes (the destination's chroma, allocated
/// per frame) and interleaved into CbCr row by row with the `simd` conversion's vector interleave.
func scalingThenInterleaving(_ scale: @escaping PlaneScaler) -> @Sendable (I420Frame, NV12Frame, Void) throws -> Void {
    { source, destination, _ in
        scale(SampleGrid(source.y), SampleGrid(destination.y))
        let chroma = destination.cbcr.size
        let u = ScratchGrid(width: chroma.width, height: chroma.height, channels: 1)
        let v = ScratchGrid(width: chroma.width, height: chroma.height, channels: 1)
        defer { u.deallocate(); v.deallocate() }
        scale(SampleGrid(source.u), u.grid)
        scale(SampleGrid(source.v), v.grid)
        for row in 0..<chroma.height {
            interleaveRow(u: UnsafeRawPointer(u.grid.row(row)), v: UnsafeRawPointer(v.grid.row(row)),
                          into: destination.cbcr.baseAddress + row * destination.cbcr.bytesPerRow, pairs: chroma.width)
        }
    }
}

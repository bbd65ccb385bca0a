import PiPKernels

/// Kernels of the downscaling strategies built from a plane kernel (`PlaneScaler`).

/// Each plane of the source scaled into the same plane of the destination (ScaleI420: Y, U, V;
/// ScaleNV12: Y and the two-channel CbCr plane).
func scalingEachPlane<Frame: VideoFrame>(_ scale: @escaping PlaneScaler) -> @Sendable (Frame, Frame, Void) throws -> Void {
    { source, destination, _ in
        for (from, to) in zip(source.planes, destination.planes) { scale(SampleGrid(from), SampleGrid(to)) }
    }
}

/// `scalingEachPlane` for a plane scaler that takes `DestinationStores`: streaming stores when the
/// frame's job outgrows the core's cache (`DestinationStorePolicy`), decided once per frame.
func scalingEachPlane<Frame: VideoFrame>(
    _ scale: @escaping @Sendable (SampleGrid, SampleGrid, DestinationStores) -> Void
) -> @Sendable (Frame, Frame, Void) throws -> Void {
    { source, destination, _ in
        let stores = DestinationStorePolicy.stores(scaling: source, into: destination)
        for (from, to) in zip(source.planes, destination.planes) { scale(SampleGrid(from), SampleGrid(to), stores) }
    }
}

/// A plane scaler fused with the I420 -> NV12 conversion (`scaleThenInterleave`).
func scalingThenInterleaving(_ scale: @escaping PlaneScaler) -> @Sendable (I420Frame, NV12Frame, Void) throws -> Void {
    { source, destination, _ in
        scaleThenInterleave(
            y: SampleGrid(source.y), u: SampleGrid(source.u), v: SampleGrid(source.v), into: SampleGrid(destination.y),
            cbcr: SampleGrid(destination.cbcr), scale: scale)
    }
}

import PiPCatalogue

/// The Swift strategies of the plane-wise downscales (`ScaleI420`, `ScaleNV12`): every entry of
/// PiPCatalogue's `PlaneScalerKernels`, run on each plane of the source into the same plane of the
/// destination, with streaming stores when the frame's job outgrows the core's cache
/// (`DestinationStorePolicy`, decided once per frame; only the kernels that honour it stream).
/// Inlined into each operation's catalogue, so that its kernels are made for that operation's
/// frames (a generic one would copy the context per plane through value witnesses).
@inline(__always)
func planeWiseStrategies<Operation: FrameOperation>(_: Operation.Type) -> [Strategy<Operation>]
where Operation.Source == Operation.Destination, Operation.Parameters == Void {
    Operation.fromCatalogue(PlaneScalerKernels.strategies) { entry in
        let scale = entry.call
        return { source, destination, _ in
            if DestinationStorePolicy.stores(scaling: source, into: destination) == .streaming {
                for (from, to) in zip(source.planes, destination.planes) { scale(SampleGrid(from), SampleGrid(to), RowKernels.streamingContext) }
            } else {
                for (from, to) in zip(source.planes, destination.planes) { scale(SampleGrid(from), SampleGrid(to), RowKernels.context) }
            }
        }
    }
}

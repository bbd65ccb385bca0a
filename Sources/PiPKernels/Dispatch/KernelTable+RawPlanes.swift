#if arch(x86_64)
// Functions x86-64's `KernelTable` entries hold where a kernel takes `SampleGrid`s: the same
// kernels on raw planes, since each build's `SampleGrid` is a type of its own (`wideStepI420ToBGRA`'s
// is beside its kernel, in SIMDI420ToBGRA+X86.swift).

/// `simdI420ToBGRA` on raw planes, as `KernelTable.i420ToBGRA`: a `width x height` Y plane, its
/// 4:2:0 U and V, into BGRA; full range or video range.
public func simdI420ToBGRA(
    y: UnsafePointer<UInt8>, bytesPerRow yBytesPerRow: Int, u: UnsafePointer<UInt8>, bytesPerRow uBytesPerRow: Int,
    v: UnsafePointer<UInt8>, bytesPerRow vBytesPerRow: Int, width: Int, height: Int,
    into bgra: UnsafeMutablePointer<UInt8>, bytesPerRow bgraBytesPerRow: Int, fullRange: Bool
) {
    I420Grids(y: y, bytesPerRow: yBytesPerRow, u: u, bytesPerRow: uBytesPerRow, v: v, bytesPerRow: vBytesPerRow,
              width: width, height: height, into: bgra, bytesPerRow: bgraBytesPerRow)
        .convert(fullRange: fullRange, simdI420ToBGRA(y:u:v:into:_:))
}

/// The grids of an I420 -> BGRA conversion given as raw planes (`KernelTable.i420ToBGRA`).
struct I420Grids {
    let y: SampleGrid, u: SampleGrid, v: SampleGrid, bgra: SampleGrid

    init(
        y: UnsafePointer<UInt8>, bytesPerRow yBytesPerRow: Int, u: UnsafePointer<UInt8>, bytesPerRow uBytesPerRow: Int,
        v: UnsafePointer<UInt8>, bytesPerRow vBytesPerRow: Int, width: Int, height: Int,
        into bgra: UnsafeMutablePointer<UInt8>, bytesPerRow bgraBytesPerRow: Int
    ) {
        let chromaWidth = (width + 1) / 2, chromaHeight = (height + 1) / 2
        self.y = SampleGrid(base: UnsafeMutablePointer(mutating: y), width: width, height: height, bytesPerRow: yBytesPerRow, channels: 1)
        self.u = SampleGrid(base: UnsafeMutablePointer(mutating: u), width: chromaWidth, height: chromaHeight, bytesPerRow: uBytesPerRow, channels: 1)
        self.v = SampleGrid(base: UnsafeMutablePointer(mutating: v), width: chromaWidth, height: chromaHeight, bytesPerRow: vBytesPerRow, channels: 1)
        self.bgra = SampleGrid(base: bgra, width: width, height: height, bytesPerRow: bgraBytesPerRow, channels: 4)
    }

    /// Runs `kernel` on these grids, in full range or video range.
    @inline(__always)
    func convert(fullRange: Bool, _ kernel: (SampleGrid, SampleGrid, SampleGrid, SampleGrid, ColorRange) -> Void) {
        kernel(y, u, v, bgra, fullRange ? .full : .video)
    }
}

/// `bilinearScaleSIMD` on raw planes, as `KernelTable.bilinearScale` (`streaming`:
/// `DestinationStores.streaming`).
public func bilinearScaleSIMD(
    _ source: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, channels: Int,
    into destination: UnsafeMutablePointer<UInt8>, width destinationWidth: Int, height destinationHeight: Int, bytesPerRow destinationBytesPerRow: Int,
    streaming: Bool
) {
    bilinearScaleInThisBuild(
        SampleGrid(base: UnsafeMutablePointer(mutating: source), width: width, height: height, bytesPerRow: bytesPerRow, channels: channels),
        SampleGrid(base: destination, width: destinationWidth, height: destinationHeight, bytesPerRow: destinationBytesPerRow, channels: channels),
        stores: streaming ? .streaming : .cached)
}
#endif

/// A plane scaler fused with the I420 -> NV12 conversion: Y is scaled straight into `yOut`; U and
/// V are scaled into two small scratch planes (the destination's chroma size, allocated per call)
/// and interleaved into `cbcr` row by row with the `simd` conversion's vector interleave.
/// - Precondition: `u` and `v` are `y`'s 4:2:0 chroma planes; `yOut` and `cbcr` are an NV12
///   picture that `scale` can make from them.
public func scaleThenInterleave(
    y: SampleGrid, u: SampleGrid, v: SampleGrid, into yOut: SampleGrid, cbcr: SampleGrid, scale: PlaneScaler
) {
    scale(y, yOut)
    let chroma = cbcr.size
    let uScaled = ScratchGrid(width: chroma.width, height: chroma.height, channels: 1)
    let vScaled = ScratchGrid(width: chroma.width, height: chroma.height, channels: 1)
    defer { uScaled.deallocate(); vScaled.deallocate() }
    scale(u, uScaled.grid)
    scale(v, vScaled.grid)
    for row in 0..<chroma.height {
        interleaveRow(u: UnsafeRawPointer(uScaled.grid.row(row)), v: UnsafeRawPointer(vScaled.grid.row(row)),
                      into: cbcr.baseAddress + row * cbcr.bytesPerRow, pairs: chroma.width)
    }
}

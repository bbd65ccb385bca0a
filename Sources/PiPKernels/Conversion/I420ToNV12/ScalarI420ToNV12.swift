/// The `scalar` strategy's kernel: Y copied row by row, CbCr one pair at a time with hoisted
/// pointers and strides.
/// - Precondition: as `simdI420ToNV12`.
public func scalarI420ToNV12(y: SampleGrid, u uPlane: SampleGrid, v vPlane: SampleGrid, into yOut: SampleGrid, cbcr cbcrPlane: SampleGrid) {
    y.copySamples(to: yOut)
    let pairs = cbcrPlane.width
    let u = uPlane.base, v = vPlane.base, cbcr = cbcrPlane.base
    let uStride = uPlane.bytesPerRow, vStride = vPlane.bytesPerRow, cbcrStride = cbcrPlane.bytesPerRow
    for row in 0..<cbcrPlane.height {
        let uRow = u + row * uStride
        let vRow = v + row * vStride
        let cbcrRow = cbcr + row * cbcrStride
        for col in 0..<pairs {
            cbcrRow[2 * col] = uRow[col]
            cbcrRow[2 * col + 1] = vRow[col]
        }
    }
}

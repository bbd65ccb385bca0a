/// The `scalar` strategy's kernel: Y copied row by row, CbCr one pair at a time with hoisted
/// pointers and strides.
func scalarI420ToNV12(_ source: I420Frame, _ destination: NV12Frame) {
    source.y.copySamples(to: destination.y)
    let pairs = destination.cbcr.width
    let u = source.u.bytes, v = source.v.bytes, cbcr = destination.cbcr.bytes
    let uStride = source.u.bytesPerRow, vStride = source.v.bytesPerRow, cbcrStride = destination.cbcr.bytesPerRow
    for row in 0..<destination.cbcr.height {
        let uRow = u + row * uStride
        let vRow = v + row * vStride
        let cbcrRow = cbcr + row * cbcrStride
        for col in 0..<pairs {
            cbcrRow[2 * col] = uRow[col]
            cbcrRow[2 * col + 1] = vRow[col]
        }
    }
}

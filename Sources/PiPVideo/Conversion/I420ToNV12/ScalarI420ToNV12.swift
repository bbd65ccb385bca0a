extension I420ToNV12Strategy {
    /// The seed's loop with every stride and pointer hoisted out of the loops, written plainly.
    /// (The compiler is free to vectorise it; how well it does is part of what is measured.)
    public static let scalar = I420ToNV12Strategy(
        id: "scalar",
        summary: "the same per-pair loop with strides and pointers hoisted, written plainly",
        kernel: { source, destination in scalarI420ToNV12(source, destination) })
}

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

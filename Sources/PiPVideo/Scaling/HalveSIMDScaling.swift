extension ScaleI420Strategy {
    /// `halve` with `box-simd`'s kernels: vector 2x2 levels, vector box final step.
    public static let halveSIMD = ScaleI420Strategy(
        id: "halve-simd", summary: halveSIMDSummary,
        planeScaler: { halveScale($0, $1, step: boxScaleSIMD, finish: boxScaleSIMD) })
}

extension ScaleNV12Strategy {
    /// `halve` with `box-simd`'s kernels: vector 2x2 levels, vector box final step.
    public static let halveSIMD = ScaleNV12Strategy(
        id: "halve-simd", summary: halveSIMDSummary,
        planeScaler: { halveScale($0, $1, step: boxScaleSIMD, finish: boxScaleSIMD) })
}

private let halveSIMDSummary = "halve in Swift SIMD (2x2 levels and the final box step use box-simd's kernels)"

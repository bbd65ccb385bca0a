/// Where bilinear sampling reads along one axis: for each destination pixel the two source
/// pixels around its centre and the weight of the second, in 1/256.
///
/// The definition (shared by `bilinear`, `bilinear-simd` and their tests): destination pixel i's
/// centre maps to source coordinate p = (i + 1/2) * S / D - 1/2 (pixel centres at integers),
/// taken in 1/256 as floor(((2i + 1) * S - D) * 256 / (2D)), clamped to (S - 1) * 256; then
/// first = p >> 8, fraction = p & 255, second = min(first + 1, S - 1).
struct BilinearPositions {
    let first: [Int]
    let second: [Int]
    let fraction: [UInt16]

    init(source: Int, destination: Int) {
        var first: [Int] = [], second: [Int] = [], fraction: [UInt16] = []
        for i in 0..<destination {
            let position = min(((2 * i + 1) * source - destination) * 256 / (2 * destination), (source - 1) * 256)
            first.append(position >> 8)
            second.append(min((position >> 8) + 1, source - 1))
            fraction.append(UInt16(position & 255))
        }
        self.first = first
        self.second = second
        self.fraction = fraction
    }
}

/// (a * (256 - f) + b * f + 128) >> 8: one 8-bit interpolation step, exact in 16 bits.
@inline(__always)
func interpolate(_ a: UInt8, _ b: UInt8, _ fraction: UInt16) -> UInt8 {
    UInt8(truncatingIfNeeded: (UInt16(a) &* (256 &- fraction) &+ UInt16(b) &* fraction &+ 128) &>> 8)
}

/// The exact area weights of a box (area-average) downscale along one axis.
///
/// With g = gcd(source, destination), S = source/g and D = destination/g, destination pixel i
/// covers source coordinates [i*S/D, (i+1)*S/D). Measured in units of 1/D source pixel, that is
/// [i*S, (i+1)*S), and source pixel j covers [j*D, (j+1)*D): every overlap is a whole number of
/// units, so the weights are exact integers and each destination pixel's weights add up to S
/// (`weightSum`). For an integer ratio k every weight is 1 and `weightSum` is k.
struct BoxAxis {
    /// Source pixels along the axis.
    let sourceCount: Int
    /// Destination pixels along the axis.
    let destinationCount: Int
    /// What every destination pixel's weights add up to.
    let weightSum: Int
    /// The first source pixel of each destination pixel.
    let first: [Int]
    /// Where each destination pixel's weights start in `weights`; `weightStart[i + 1]` ends them.
    let weightStart: [Int]
    /// Every destination pixel's weights, one per source pixel it overlaps, in order.
    let weights: [UInt32]

    /// - Precondition: 0 < destination <= source.
    init(source: Int, destination: Int) {
        precondition(destination > 0 && destination <= source, "box axis \(source) -> \(destination)")
        let divisor = gcd(source, destination)
        let sourceUnits = source / divisor, destinationUnits = destination / divisor
        sourceCount = source
        destinationCount = destination
        weightSum = sourceUnits
        var first: [Int] = [], starts: [Int] = [0], weights: [UInt32] = []
        first.reserveCapacity(destination)
        starts.reserveCapacity(destination + 1)
        weights.reserveCapacity(source + destination)
        for i in 0..<destination {
            let start = i * sourceUnits, end = start + sourceUnits
            let firstPixel = start / destinationUnits, lastPixel = (end - 1) / destinationUnits
            first.append(firstPixel)
            for j in firstPixel...lastPixel {
                let overlap = min(end, (j + 1) * destinationUnits) - max(start, j * destinationUnits)
                weights.append(UInt32(overlap))
            }
            starts.append(weights.count)
        }
        self.first = first
        weightStart = starts
        self.weights = weights
    }

    /// Calls `body` with the weights of destination pixel `i` (one per source pixel from `first[i]` on).
    @inline(__always)
    func withTaps<Result>(ofDestination i: Int, _ body: (UnsafeBufferPointer<UInt32>) -> Result) -> Result {
        weights.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[weightStart[i]..<weightStart[i + 1]])) }
    }

    /// The largest number of source pixels one destination pixel overlaps.
    var maximumTaps: Int { (0..<destinationCount).map { weightStart[$0 + 1] - weightStart[$0] }.max() ?? 0 }
}

func gcd(_ a: Int, _ b: Int) -> Int {
    var (x, y) = (a, b)
    while y != 0 { (x, y) = (y, x % y) }
    return x
}

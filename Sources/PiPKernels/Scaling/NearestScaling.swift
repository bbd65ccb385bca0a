/// The source pixel whose area holds the centre of destination pixel `i`: floor((i + 1/2) * S / D).
/// Always in 0..<S when D <= S.
@inline(__always)
func nearestSourceIndex(_ i: Int, source: Int, destination: Int) -> Int {
    (2 * i + 1) * source / (2 * destination)
}

/// Nearest-neighbour downscale of one grid (1 or 2 channels).
public func nearestScale(_ source: SampleGrid, _ destination: SampleGrid) {
    let columns = (0..<destination.width).map {
        nearestSourceIndex($0, source: source.width, destination: destination.width) * source.channels
    }
    columns.withUnsafeBufferPointer { columns in
        for y in 0..<destination.height {
            let from = source.row(nearestSourceIndex(y, source: source.height, destination: destination.height))
            let to = destination.row(y)
            if source.channels == 2 {
                let pairs = UnsafeMutableRawPointer(to)
                for x in 0..<destination.width {
                    pairs.storeBytes(of: UnsafeRawPointer(from + columns[x]).loadUnaligned(as: UInt16.self),
                                     toByteOffset: 2 * x, as: UInt16.self)
                }
            } else {
                for x in 0..<destination.width { to[x] = from[columns[x]] }
            }
        }
    }
}

#if arch(arm64)
// `BoxSIMDRowScaler`'s 2:1 and 4:1 rows as arm64 writes them: one call per row of the one-channel
// row functions of BoxRowSteps+NEON.swift. BoxSIMDRowScaler.swift has what every architecture shares.
// Files per ISA (docs/design/kernels.md): each `+NEON` file is compiled for arm64 only, each
// `+Portable` file for every other architecture, each `+X86` file for x86-64 only.

extension BoxSIMDRowScaler {
    /// The rows of `writeAllRows` from destination row `y` (source row `first`, destination row
    /// `out`) to the last, at a horizontal `ratio` of 2 or 4 dividing by `divisor`, where arm64
    /// has a row function of their own: one channel, 2:1 or 4:1 both ways
    /// (`boxRowByTwoOfOneChannel`, `boxRowByFourOfOneChannel`). Returns whether it wrote them;
    /// false, having written nothing, for the other rows. (`stores`: through the cache on arm64.)
    @inline(__always)
    func writeRowsByTwoOrFour(
        ratio: Int, divisor: LaneDivisor, from y: Int, first: UnsafeMutablePointer<UInt8>, out: UnsafeMutablePointer<UInt8>,
        into destination: SampleGrid, stores: DestinationStores
    ) -> Bool {
        let bytesPerRow = source.bytesPerRow, pixels = source.width, channels = source.channels
        let band = ky &* bytesPerRow
        var first = first, out = out
        if ratio == 2, ky == 2, channels == 1 {
            for _ in y..<height {
                boxRowByTwoOfOneChannel(first, bytesPerRow: bytesPerRow, outputs: pixels / 2, divisor: divisor, into: out)
                first += band
                out += destination.bytesPerRow
            }
            return true
        }
        if ratio == 4, ky == 4, channels == 1 {
            for _ in y..<height {
                boxRowByFourOfOneChannel(first, bytesPerRow: bytesPerRow, outputs: pixels / 4, into: out)
                first += band
                out += destination.bytesPerRow
            }
            return true
        }
        return false
    }
}
#endif

#if !arch(arm64)
// `BoxSIMDRowScaler`'s 2:1 and 4:1 rows as every architecture but arm64 writes them (x86-64's two
// builds): every row's vector steps in one call of the table's build. BoxSIMDRowScaler.swift has
// what every architecture shares.
// Files per ISA (docs/design/kernels.md): each `+NEON` file is compiled for arm64 only, each
// `+Portable` file for every other architecture, each `+X86` file for x86-64 only.

extension BoxSIMDRowScaler {
    /// The rows of `writeAllRows` from destination row `y` (source row `first`, destination row
    /// `out`) to the last, at a horizontal `ratio` of 2 or 4 dividing by `divisor`, where they are
    /// 2:1 or 4:1 both ways: the vector steps of `kernels`' build (`KernelTable`, with `stores`),
    /// then each row's tail. Returns whether it wrote them; false, having written nothing, for the
    /// other rows.
    @inline(__always)
    func writeRowsByTwoOrFour(
        ratio: Int, divisor: LaneDivisor, from y: Int, first: UnsafeMutablePointer<UInt8>, out: UnsafeMutablePointer<UInt8>,
        into destination: SampleGrid, stores: DestinationStores
    ) -> Bool {
        let bytesPerRow = source.bytesPerRow, pixels = source.width, channels = source.channels
        let band = ky &* bytesPerRow
        var first = first, out = out
        if ky == ratio {
            // 2:1 and 4:1 both ways: every row's vector steps in one call of the chosen build
            // (a call per row cost about 60 instructions a row), then each row's tail, if any.
            let outputs = pixels / ratio * channels, rows = height - y
            let done = ratio == 2
                ? kernels.runBoxRowStepsByTwo(first, bytesPerRow: bytesPerRow, outputs: outputs, channels: channels, rows: rows,
                                              into: out, bytesPerRow: destination.bytesPerRow, stores: stores)
                : kernels.runBoxRowStepsByFour(first, bytesPerRow: bytesPerRow, outputs: outputs, channels: channels, rows: rows,
                                               into: out, bytesPerRow: destination.bytesPerRow, stores: stores)
            guard done < outputs else { return true }
            for _ in y..<height {
                finishPlainly(first, bytesPerRow: bytesPerRow, rowCount: ky, factor: ratio, channels: channels, from: done,
                              outputs: outputs, divisor: divisor, into: out)
                first += band
                out += destination.bytesPerRow
            }
            return true
        }
        return false
    }
}
#endif

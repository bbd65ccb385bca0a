// The public function of the `KernelTable` entry whose attributes differ per architecture: on
// x86-64 the table calls it, in either of two builds (the baseline and x86-64-v3), and it is
// `@inline(never)` so that each build stays whole; on other architectures there is one build and
// the kernels call it directly (KernelTable+Calls.swift), inlined (on arm64 a call per row cost 2.5%).

/// The vector steps of `rows` rows of a 2:1 box: destination row r (at `out + r *
/// destinationBytesPerRow`) from source rows 2r and 2r + 1 (`firstRow` and the rows after it,
/// `bytesPerRow` apart); returns how many of each row's `outputs` bytes were written (the rest,
/// fewer than 16, are left to the caller). Each row: `boxTwoRowSteps` (Scaling/BoxRowSteps.swift).
/// - Precondition: channels is 1 or 2; every source row holds `2 * outputs` bytes.
#if arch(x86_64)
@inline(never)  // each build stays whole
#else
@inline(__always)  // one build: no call per row
#endif
public func boxRowStepsByTwo(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, outputs: Int, channels: Int, rows: Int,
    into out: UnsafeMutablePointer<UInt8>, bytesPerRow destinationBytesPerRow: Int
) -> Int {
    var done = 0, source = firstRow, destination = out
    for _ in 0..<rows {
        done = channels == 1
            ? boxTwoRowSteps(source, bytesPerRow: bytesPerRow, outputs: outputs, channels: 1, into: destination)
            : boxTwoRowSteps(source, bytesPerRow: bytesPerRow, outputs: outputs, channels: 2, into: destination)
        source += 2 &* bytesPerRow
        destination += destinationBytesPerRow
    }
    return done
}

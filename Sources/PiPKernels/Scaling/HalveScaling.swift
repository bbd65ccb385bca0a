import CByteCopy

/// The `halve` strategy's kernel: plain 2x2 levels (`halveStep`), then `boxScale` to the exact size.
public func halveScale(_ source: SampleGrid, _ destination: SampleGrid) {
    halveScale(source, destination, step: halveStep, finish: boxScale)
}

/// Mipmap-style downscale: halves the grid with `step` (2x2 averages, rounded to 8 bits) while
/// `shouldHalve` allows, then scales the last level to the destination with `finish` (a box
/// filter; a plain copy when the sizes already match). Intermediate levels live in scratch memory
/// allocated and freed per call.
///
/// On whole ratios up to 7 (PiP's 2, 3, 4 and 6 among them) the result stays within 1 of the
/// exact area average: a whole ratio is only ever halved into a whole ratio (6 -> 3, never
/// 3 -> 1.5), so the final box step covers whole level pixels, and these ratios round at most
/// twice (each rounding adds at most 1/2). From 8:1 on, a third level can add another 1/2.
@inline(__always)
func halveScale(
    _ source: SampleGrid, _ destination: SampleGrid,
    step: (SampleGrid, SampleGrid) -> Void, finish: (SampleGrid, SampleGrid) -> Void
) {
    var current = source
    var scratch: [ScratchGrid] = []
    defer { scratch.forEach { $0.deallocate() } }
    while shouldHalve(current.width, toward: destination.width), shouldHalve(current.height, toward: destination.height) {
        let level = ScratchGrid(width: current.width / 2, height: current.height / 2, channels: current.channels)
        step(current, level.grid)
        scratch.append(level)
        current = level.grid
    }
    if current.width == destination.width && current.height == destination.height {
        for y in 0..<destination.height { pip_copy_row(destination.row(y), current.row(y), UInt(destination.rowBytes)) }
    } else {
        finish(current, destination)
    }
}

/// Whether an axis of `current` pixels may be halved on the way to `destination` pixels: it must
/// be even, at least twice the destination, and a whole ratio must stay whole (an odd ratio such
/// as 3 is left to the box step: halving it would leave 1.5:1, whose box step averages 2x2 means
/// over partial areas and strays far from the true area average on detailed pictures).
func shouldHalve(_ current: Int, toward destination: Int) -> Bool {
    guard current % 2 == 0, current >= 2 * destination else { return false }
    return current % destination != 0 || (current / destination) % 2 == 0
}

/// One level: each destination sample is the rounded average of a 2x2 block, (a+b+c+d+2) >> 2.
/// - Precondition: the destination is exactly half the source in both axes.
func halveStep(_ source: SampleGrid, _ destination: SampleGrid) {
    let channels = source.channels
    for y in 0..<destination.height {
        let top = source.row(2 * y), bottom = source.row(2 * y + 1)
        let out = destination.row(y)
        for x in 0..<destination.width {
            for channel in 0..<channels {
                let left = 2 * x * channels + channel, right = left + channels
                let sum = UInt16(top[left]) + UInt16(top[right]) + UInt16(bottom[left]) + UInt16(bottom[right])
                out[x * channels + channel] = UInt8(truncatingIfNeeded: (sum + 2) >> 2)
            }
        }
    }
}

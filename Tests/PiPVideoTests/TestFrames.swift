@testable import PiPVideo

/// Row layouts the differential tests cover: tight, odd padding, CVPixelBuffer-like 64-byte rows.
let testLayouts: [(source: RowAlignment, destination: RowAlignment)] = [
    (.tight, .tight),
    (.padded(by: 3), .padded(by: 7)),
    (.multiple(of: 64), .multiple(of: 64)),
    (.padded(by: 64), .tight),
]

/// A source frame filled (padding included) with pseudo-random bytes.
func makeSource(_ size: FrameSize, _ alignment: RowAlignment = .tight, seed: UInt64 = 1) throws -> I420Frame {
    let frame = try I420Frame.allocate(size: size, rowAlignment: alignment, name: "source")
    frame.y.storage.fillPseudoRandom(seed: seed &+ UInt64(size.width * 131 + size.height))
    return frame
}

/// A destination frame whose every byte (padding included) is `fill`.
func makeDestination(_ size: FrameSize, _ alignment: RowAlignment = .tight, fill: UInt8 = 0xA5) throws -> NV12Frame {
    let frame = try NV12Frame.allocate(size: size, rowAlignment: alignment, name: "destination")
    frame.y.storage.fill(with: fill)
    return frame
}

/// Every byte of `frame`'s storage that lies outside the samples of its planes (row padding and the
/// gaps between planes), with its offset.
func paddingBytes(of planes: [Plane]) -> [(offset: Int, value: UInt8)] {
    let storage = planes[0].storage
    var isSample = [Bool](repeating: false, count: storage.byteCount)
    for plane in planes {
        for y in 0..<plane.height {
            let start = plane.offset + y * plane.bytesPerRow
            for index in start..<(start + plane.rowBytes) { isSample[index] = true }
        }
    }
    let bytes = storage.snapshot()
    return isSample.indices.filter { !isSample[$0] }.map { ($0, bytes[$0]) }
}

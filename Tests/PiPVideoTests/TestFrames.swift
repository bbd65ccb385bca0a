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

/// Offsets of the bytes of the planes' storage that lie outside their samples (row padding and
/// the gaps between planes).
func paddingOffsets(of planes: some Collection<Plane>) -> [Int] {
    var isSample = [Bool](repeating: false, count: planes.first!.storage.byteCount)
    for plane in planes {
        for y in 0..<plane.height {
            let start = plane.offset + y * plane.bytesPerRow
            isSample.replaceSubrange(start..<(start + plane.rowBytes), with: repeatElement(true, count: plane.rowBytes))
        }
    }
    return isSample.indices.filter { !isSample[$0] }
}

/// The first of `offsets` in `storage` whose byte is not `fill`, or nil.
func firstChangedByte(in storage: AlignedStorage, at offsets: [Int], fill: UInt8) -> Int? {
    let bytes = UnsafeRawBufferPointer(start: storage.baseAddress, count: storage.byteCount)
    return offsets.first { bytes[$0] != fill }
}

/// The bytes of the planes' storage outside their samples, with their offsets, in storage order.
func paddingBytes(of planes: some Collection<Plane>) -> [(offset: Int, value: UInt8)] {
    guard let storage = planes.first?.storage else { return [] }
    let bytes = UnsafeRawBufferPointer(start: storage.baseAddress, count: storage.byteCount)
    return paddingOffsets(of: planes).map { ($0, bytes[$0]) }
}

/// A 4:2:0 frame a frame file can hold: `I420Frame` or `NV12Frame`. Either can be read from or
/// written to a file of either layout (the chroma is interleaved or split on the way).
public protocol YUV420Frame: VideoFrame {}

extension I420Frame: YUV420Frame {}
extension NV12Frame: YUV420Frame {}

/// Copies between a frame's planes (any row padding) and one frame's bytes in a file layout.
enum FramePacking {
    /// Fills `planes` (of an I420 or NV12 frame) from `bytes`, one frame laid out as `layout`.
    /// - Precondition: `bytes` holds exactly one frame of the planes' size.
    static func unpack(_ bytes: UnsafeRawBufferPointer, layout: RawLayout, into planes: PlaneList) {
        var offset = 0
        let y = planes[0]
        for row in 0..<y.height { copy(from: bytes, at: &offset, into: y.row(row)) }
        let chroma = y.size.chroma
        switch (layout, planes.count) {
        case (.i420, 3), (.nv12, 2):
            for plane in planes.dropFirst() { for row in 0..<plane.height { copy(from: bytes, at: &offset, into: plane.row(row)) } }
        case (.nv12, _): // interleaved file, planar frame
            for row in 0..<chroma.height {
                let u = planes[1].row(row), v = planes[2].row(row)
                for x in 0..<chroma.width {
                    u[x] = bytes[offset + 2 * x]
                    v[x] = bytes[offset + 2 * x + 1]
                }
                offset += 2 * chroma.width
            }
        case (.i420, _): // planar file, interleaved frame
            let vStart = offset + chroma.pixelCount
            for row in 0..<chroma.height {
                let cbcr = planes[1].row(row)
                for x in 0..<chroma.width {
                    cbcr[2 * x] = bytes[offset + row * chroma.width + x]
                    cbcr[2 * x + 1] = bytes[vStart + row * chroma.width + x]
                }
            }
        }
    }

    /// Writes `planes` (of an I420 or NV12 frame) into `bytes` as one frame laid out as `layout`.
    static func pack(_ planes: PlaneList, layout: RawLayout, into bytes: UnsafeMutableRawBufferPointer) {
        var offset = 0
        let y = planes[0]
        for row in 0..<y.height { append(y.row(row), to: bytes, at: &offset) }
        let chroma = y.size.chroma
        switch (layout, planes.count) {
        case (.i420, 3), (.nv12, 2):
            for plane in planes.dropFirst() { for row in 0..<plane.height { append(plane.row(row), to: bytes, at: &offset) } }
        case (.nv12, _):
            for row in 0..<chroma.height {
                let u = planes[1].row(row), v = planes[2].row(row)
                for x in 0..<chroma.width {
                    bytes[offset + 2 * x] = u[x]
                    bytes[offset + 2 * x + 1] = v[x]
                }
                offset += 2 * chroma.width
            }
        case (.i420, _):
            let vStart = offset + chroma.pixelCount
            for row in 0..<chroma.height {
                let cbcr = planes[1].row(row)
                for x in 0..<chroma.width {
                    bytes[offset + row * chroma.width + x] = cbcr[2 * x]
                    bytes[vStart + row * chroma.width + x] = cbcr[2 * x + 1]
                }
            }
        }
    }

    private static func copy(from bytes: UnsafeRawBufferPointer, at offset: inout Int, into row: UnsafeMutableRawBufferPointer) {
        row.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + row.count)]))
        offset += row.count
    }

    private static func append(_ row: UnsafeMutableRawBufferPointer, to bytes: UnsafeMutableRawBufferPointer, at offset: inout Int) {
        UnsafeMutableRawBufferPointer(rebasing: bytes[offset..<(offset + row.count)]).copyMemory(from: UnsafeRawBufferPointer(row))
        offset += row.count
    }
}

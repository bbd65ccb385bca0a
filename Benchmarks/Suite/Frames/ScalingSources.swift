import Foundation
import PiPVideo

/// Source rings and area-average references for the scaling benchmarks, shared by every strategy
/// of a case and built on first use.
enum ScalingSources {
    private struct RingKey: Hashable {
        let size: FrameSize
        let content: ScalingContent
        let count: Int
        let alignment: RowAlignment
        let nv12: Bool
    }

    /// The ring of I420 source frames for `scalingCase` and `cache` (one frame for hot).
    static func i420Ring(_ scalingCase: ScalingCase, cache: CacheState, configuration: SuiteConfiguration) throws -> FrameRing<I420Frame> {
        let count = configuration.ringLength(frameBytes: scalingCase.source.yuv420ByteCount, cache: cache)
        let key = RingKey(size: scalingCase.source, content: scalingCase.content, count: count,
                          alignment: configuration.sourceRowAlignment, nv12: false)
        return try RingCache.ring(key) {
            try FrameRing(count: count) { index in
                try scalingCase.content.makeFrame(size: scalingCase.source, index: index, rowAlignment: configuration.sourceRowAlignment)
            }
        }
    }

    /// The same pictures as `i420Ring`, as NV12 frames (the camera and hardware-decoder layout).
    static func nv12Ring(_ scalingCase: ScalingCase, cache: CacheState, configuration: SuiteConfiguration) throws -> FrameRing<NV12Frame> {
        let planar = try i420Ring(scalingCase, cache: cache, configuration: configuration)
        let key = RingKey(size: scalingCase.source, content: scalingCase.content, count: planar.frames.count,
                          alignment: configuration.sourceRowAlignment, nv12: true)
        return try RingCache.ring(key) {
            try FrameRing(count: planar.frames.count) { index in
                let frame = try NV12Frame.allocate(size: scalingCase.source, rowAlignment: configuration.sourceRowAlignment, name: "source")
                try I420ToNV12Strategy.simd.convert(planar.frames[index], into: frame)
                return frame
            }
        }
    }

    /// The plane layout of a reference: the layout the strategy writes.
    enum ReferenceLayout: Hashable {
        /// Y, U, V of the I420 ring.
        case i420
        /// Y, CbCr of the NV12 ring.
        case nv12
        /// Y, CbCr of the I420 ring (scaled and converted at once).
        case i420ToNV12
    }

    private struct ReferenceKey: Hashable {
        let scalingCase: ScalingCase
        let alignment: RowAlignment
        let layout: ReferenceLayout
    }

    nonisolated(unsafe) private static var references: [ReferenceKey: [ReferencePlane]] = [:]
    private static let lock = NSLock()

    /// The double-precision area average of the first frame of the case's rings, in `layout`,
    /// computed once per case.
    static func reference(_ scalingCase: ScalingCase, layout: ReferenceLayout, configuration: SuiteConfiguration) throws -> [ReferencePlane] {
        let key = ReferenceKey(scalingCase: scalingCase, alignment: configuration.sourceRowAlignment, layout: layout)
        lock.lock()
        defer { lock.unlock() }
        if let planes = references[key] { return planes }
        let planes: [ReferencePlane]
        switch layout {
        case .nv12:
            let frame = try nv12Ring(scalingCase, cache: .hot, configuration: configuration).frames[0]
            planes = try AreaAverageReference.scale(frame, to: scalingCase.destination)
        case .i420:
            let frame = try i420Ring(scalingCase, cache: .hot, configuration: configuration).frames[0]
            planes = try AreaAverageReference.scale(frame, to: scalingCase.destination)
        case .i420ToNV12:
            let frame = try i420Ring(scalingCase, cache: .hot, configuration: configuration).frames[0]
            planes = try AreaAverageReference.scaleToNV12(frame, to: scalingCase.destination)
        }
        references[key] = planes
        return planes
    }
}

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

    private struct ReferenceKey: Hashable {
        let scalingCase: ScalingCase
        let alignment: RowAlignment
        let nv12: Bool
    }

    nonisolated(unsafe) private static var references: [ReferenceKey: [ReferencePlane]] = [:]
    private static let lock = NSLock()

    /// The double-precision area average of the first frame of the case's rings (Y, U, V for
    /// I420; Y, CbCr for NV12), computed once per case.
    static func reference(_ scalingCase: ScalingCase, nv12: Bool, configuration: SuiteConfiguration) throws -> [ReferencePlane] {
        let key = ReferenceKey(scalingCase: scalingCase, alignment: configuration.sourceRowAlignment, nv12: nv12)
        lock.lock()
        defer { lock.unlock() }
        if let planes = references[key] { return planes }
        let planes: [ReferencePlane]
        if nv12 {
            let frame = try nv12Ring(scalingCase, cache: .hot, configuration: configuration).frames[0]
            planes = try AreaAverageReference.scale(frame, to: scalingCase.destination)
        } else {
            let frame = try i420Ring(scalingCase, cache: .hot, configuration: configuration).frames[0]
            planes = try AreaAverageReference.scale(frame, to: scalingCase.destination)
        }
        references[key] = planes
        return planes
    }
}

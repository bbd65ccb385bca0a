import Testing
import PiPKernels
@testable import PiPVideo

/// Streaming stores (`DestinationStores.streaming`) write the same bytes as ordinary ones, padding
/// untouched, and `box-simd` and `bilinear-simd` ask for them exactly when a frame's job outgrows
/// the core's cache.
@Suite struct DestinationStoresTests {
    /// 2:1 and 4:1 with vector steps, heads and tails: rows of 16 to 300 outputs.
    static let sizePairs: [(FrameSize, FrameSize)] = [
        (FrameSize(width: 1920, height: 8), FrameSize(width: 960, height: 4)),
        (FrameSize(width: 600, height: 10), FrameSize(width: 300, height: 5)),
        (FrameSize(width: 258, height: 6), FrameSize(width: 129, height: 3)),
        (FrameSize(width: 64, height: 4), FrameSize(width: 32, height: 2)),
        (FrameSize(width: 1280, height: 16), FrameSize(width: 320, height: 4)),
    ]

    /// A plane kernel of `box-simd` or `bilinear-simd` in the chosen build, with the given stores.
    typealias PlaneKernel = (SampleGrid, SampleGrid, DestinationStores) -> Void

    /// Each size pair, in I420 and NV12, over tight, padded and pixel-buffer rows: `kernel`
    /// streamed writes what it writes cached (padding included), and that is `reference`'s output.
    func checkStreamedEqualsCached(_ kernel: PlaneKernel, reference: (SampleGrid, SampleGrid) -> Void) throws {
        func check<Frame: VideoFrame>(_: Frame.Type, _ source: FrameSize, _ destination: FrameSize, _ layout: RowAlignment, seed: UInt64) throws {
            let input = try Frame.pseudoRandom(source, .padded(by: 7), seed: seed)
            let cached = try Frame.filled(with: 0xA5, destination, layout), streamed = try Frame.filled(with: 0xA5, destination, layout)
            let expected = try Frame.filled(with: 0xA5, destination, layout)
            for ((from, to), (copy, plain)) in zip(zip(input.planes, cached.planes), zip(streamed.planes, expected.planes)) {
                kernel(SampleGrid(from), SampleGrid(to), .cached)
                kernel(SampleGrid(from), SampleGrid(copy), .streaming)
                reference(SampleGrid(from), SampleGrid(plain))
            }
            #expect(streamed.storage.snapshot() == cached.storage.snapshot(), "\(Frame.self) \(source) -> \(destination), rows \(layout)")
            #expect(cached.storage.snapshot() == expected.storage.snapshot(), "\(Frame.self) \(source) -> \(destination), rows \(layout)")
        }
        for (index, (source, destination)) in Self.sizePairs.enumerated() {
            for layout in [RowAlignment.tight, .padded(by: 16), .padded(by: 3), .pixelBuffer] {
                try check(I420Frame.self, source, destination, layout, seed: UInt64(index))
                try check(NV12Frame.self, source, destination, layout, seed: UInt64(index))
            }
        }
    }

    @Test("box-simd's kernels write the same bytes streamed as cached, in I420 and NV12, over tight, padded and pixel-buffer rows")
    func boxStreamedEqualsCached() throws {
        try checkStreamedEqualsCached({ boxScaleSIMD($0, $1, kernels: RowKernels.chosen, stores: $2) }, reference: { boxScale($0, $1) })
    }

    @Test("bilinear-simd's kernels write the same bytes streamed as cached, in I420 and NV12, over tight, padded and pixel-buffer rows")
    func bilinearStreamedEqualsCached() throws {
        try checkStreamedEqualsCached({ bilinearScaleSIMD($0, $1, kernels: RowKernels.chosen, stores: $2) }, reference: { bilinearScale($0, $1) })
    }

    @Test("streaming exactly when the bytes read and written exceed a known level-2 cache")
    func policy() {
        #expect(DestinationStorePolicy.stores(readBytes: 3_110_400, writtenBytes: 777_600, cacheBytes: 2 << 20) == .streaming)
        #expect(DestinationStorePolicy.stores(readBytes: 1_382_400, writtenBytes: 345_600, cacheBytes: 2 << 20) == .cached)
        #expect(DestinationStorePolicy.stores(readBytes: 1 << 20, writtenBytes: 1 << 20, cacheBytes: 2 << 20) == .cached)
        #expect(DestinationStorePolicy.stores(readBytes: 1 << 20, writtenBytes: (1 << 20) + 1, cacheBytes: 2 << 20) == .streaming)
        #expect(DestinationStorePolicy.stores(readBytes: 1 << 30, writtenBytes: 1 << 30, cacheBytes: 0) == .cached,
                "an unknown cache size never streams")
        #expect(DestinationStorePolicy.level2CacheBytes >= 0)
    }
}

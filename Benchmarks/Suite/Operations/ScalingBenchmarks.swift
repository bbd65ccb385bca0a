import Harness
import PiPVideo

/// Downscaling (ScaleI420, ScaleNV12, and ScaleI420ToNV12: scale and convert at once) for every
/// strategy on the sizes PiP meets (`ScalingCase`), timed and, once while
/// preparing, measured for picture quality: `psnr_y` and `psnr_uv` against the double-precision
/// area average of the same source frame. Names: `<Operation>/<strategy>/<W>x<H>/<w>x<h>/<cache>`,
/// with the content (`zoneplate`) before the cache state when it is not the default photo mosaic.
enum ScalingBenchmarks {
    enum Operation: String {
        case scaleI420 = "ScaleI420"
        case scaleNV12 = "ScaleNV12"
        case scaleI420ToNV12 = "ScaleI420ToNV12"

        /// The ids of the operation's strategies.
        var strategies: [String] {
            switch self {
            case .scaleI420: return ScaleI420Strategy.all.map(\.id)
            case .scaleNV12: return ScaleNV12Strategy.all.map(\.id)
            case .scaleI420ToNV12: return ScaleI420ToNV12Strategy.all.map(\.id)
            }
        }
    }

    /// One benchmark to register.
    struct Entry: Equatable {
        let operation: Operation
        let strategy: String
        let scalingCase: ScalingCase
        let cache: CacheState
    }

    static func make(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        plan(configuration).map { benchmark($0, configuration) }
    }

    /// The sizes to scale: PiP's cases with the default sizes; with sizes of one's own (the
    /// command line's --sizes, tests), each of them halved, thirded and scaled by PiP's
    /// non-integer ratio.
    static func sizes(_ configuration: SuiteConfiguration) -> [(source: FrameSize, destination: FrameSize)] {
        configuration.sizes == SuiteConfiguration.defaultSizes
            ? ScalingCase.pictureInPictureSizes : ScalingCase.derivedSizes(from: configuration.sizes)
    }

    /// Standard scope: ScaleI420 on photos, hot: every strategy on the headline case (1080p -> 360p,
    /// or the first case) and on the 4K screen-share case (6:1), box-simd, libyuv-box and nearest on
    /// the other cases; the headline case cold for box-simd and libyuv-box; ScaleNV12 on the
    /// headline case for box-simd and both libyuv box paths; ScaleI420ToNV12 on the headline case
    /// for box-simd, box-fused and libyuv-box. Full scope: every operation, case, strategy and cache state on
    /// photos, plus every operation, case and strategy hot on the zone plate.
    static func plan(_ configuration: SuiteConfiguration) -> [Entry] {
        let sizes = sizes(configuration)
        let photoCases = sizes.map { ScalingCase(source: $0.source, destination: $0.destination) }
        let zonePlateCases = sizes.map { ScalingCase(source: $0.source, destination: $0.destination, content: .zonePlate) }
        var entries: [Entry] = []
        func add(_ operation: Operation, _ strategies: [String], _ cases: [ScalingCase], _ caches: [CacheState]) {
            for scalingCase in cases {
                for cache in caches where configuration.cacheStates.contains(cache) {
                    entries += strategies.map { Entry(operation: operation, strategy: $0, scalingCase: scalingCase, cache: cache) }
                }
            }
        }
        switch configuration.scope {
        case .standard:
            let headline = photoCases.first {
                $0.source == ScalingCase.headline.source && $0.destination == ScalingCase.headline.destination
            } ?? photoCases[0]
            let everyStrategy = photoCases.filter { $0 == headline || ($0.source.width == 3840 && $0.destination.width == 640) }
            add(.scaleI420, Operation.scaleI420.strategies, everyStrategy, [.hot])
            add(.scaleI420, ["nearest", "box-simd", "libyuv-box"], photoCases.filter { !everyStrategy.contains($0) }, [.hot])
            add(.scaleI420, ["box-simd", "libyuv-box"], [headline], [.cold])
            add(.scaleNV12, ["box-simd", "libyuv-box", "libyuv-split-box"], [headline], [.hot])
            add(.scaleI420ToNV12, ["box-simd", "box-fused", "libyuv-box"], [headline], [.hot])
        case .full:
            for operation in [Operation.scaleI420, .scaleNV12, .scaleI420ToNV12] {
                add(operation, operation.strategies, photoCases, CacheState.allCases)
                add(operation, operation.strategies, zonePlateCases, [.hot])
            }
        }
        return entries
    }

    static func descriptor(_ entry: Entry) -> BenchmarkDescriptor {
        BenchmarkDescriptor(operation: entry.operation.rawValue, strategy: entry.strategy,
                            parameters: entry.scalingCase.parameters, cache: entry.cache)
    }

    /// The benchmark for one entry. No roofline: the suite's memcpy writes as many bytes as it
    /// reads, while a downscale writes a few percent of what it reads, so memcpy's time would
    /// not bound a downscale's from below.
    static func benchmark(_ entry: Entry, _ configuration: SuiteConfiguration) -> SuiteBenchmark {
        let descriptor = descriptor(entry)
        let scalingCase = entry.scalingCase
        let benchmark = FrameBenchmark(
            name: descriptor.name,
            bytesPerFrame: scalingCase.source.yuv420ByteCount + scalingCase.destination.yuv420ByteCount,
            pixelsPerFrame: scalingCase.destination.pixelCount, framesPerSecond: configuration.framesPerSecond
        ) {
            switch entry.operation {
            case .scaleI420: return try prepareI420(entry, name: descriptor.name, configuration)
            case .scaleNV12: return try prepareNV12(entry, name: descriptor.name, configuration)
            case .scaleI420ToNV12: return try prepareI420ToNV12(entry, name: descriptor.name, configuration)
            }
        }
        return SuiteBenchmark(descriptor: descriptor, roofline: nil, benchmark: benchmark)
    }

    static func prepareI420(_ entry: Entry, name: String, _ configuration: SuiteConfiguration) throws -> MeasuredWork {
        guard let strategy = ScaleI420Strategy.named(entry.strategy) else { throw UnknownStrategy(name: name) }
        let contract = ScalingContract.of(entry.strategy, among: entry.operation.strategies)
        var twin: ScaleI420Strategy?
        if case let .sameBytes(plain) = contract { twin = ScaleI420Strategy.named(plain) }
        return try prepareSameLayout(
            name: name, contract: contract, planes: \.planes, outputStart: \.y.baseAddress,
            ring: try ScalingSources.i420Ring(entry.scalingCase, cache: entry.cache, configuration: configuration),
            reference: try ScalingSources.reference(entry.scalingCase, layout: .i420, configuration: configuration),
            allocate: { try I420Frame.allocate(size: entry.scalingCase.destination, rowAlignment: $0, name: $1) },
            rowAlignment: configuration.destinationRowAlignment,
            scale: { try strategy.scale($0, into: $1) }, twin: twin.map { twin in { try twin.scale($0, into: $1) } },
            quality: { try ScaleQuality($0, reference: $1) })
    }

    static func prepareNV12(_ entry: Entry, name: String, _ configuration: SuiteConfiguration) throws -> MeasuredWork {
        guard let strategy = ScaleNV12Strategy.named(entry.strategy) else { throw UnknownStrategy(name: name) }
        let contract = ScalingContract.of(entry.strategy, among: entry.operation.strategies)
        var twin: ScaleNV12Strategy?
        if case let .sameBytes(plain) = contract { twin = ScaleNV12Strategy.named(plain) }
        return try prepareSameLayout(
            name: name, contract: contract, planes: \.planes, outputStart: \.y.baseAddress,
            ring: try ScalingSources.nv12Ring(entry.scalingCase, cache: entry.cache, configuration: configuration),
            reference: try ScalingSources.reference(entry.scalingCase, layout: .nv12, configuration: configuration),
            allocate: { try NV12Frame.allocate(size: entry.scalingCase.destination, rowAlignment: $0, name: $1) },
            rowAlignment: configuration.destinationRowAlignment,
            scale: { try strategy.scale($0, into: $1) }, twin: twin.map { twin in { try twin.scale($0, into: $1) } },
            quality: { try ScaleQuality($0, reference: $1) })
    }

    /// Verifies a scaler whose source and destination share a layout (I420 -> I420, NV12 -> NV12)
    /// on the ring's verification frames: its contract against the reference on the first frame,
    /// and the same bytes as its plain twin when it has one; measures its quality on the first frame.
    /// - Returns: the work to time, with the quality counters.
    private static func prepareSameLayout<Frame>(
        name: String, contract: ScalingContract, planes: (Frame) -> PlaneList, outputStart: (Frame) -> UnsafeMutableRawPointer,
        ring: FrameRing<Frame>, reference: [ReferencePlane], allocate: (RowAlignment, String) throws -> Frame,
        rowAlignment: RowAlignment, scale: @escaping (Frame, Frame) throws -> Void, twin: ((Frame, Frame) throws -> Void)?,
        quality: (Frame, [ReferencePlane]) throws -> ScaleQuality
    ) throws -> MeasuredWork {
        let destination = try allocate(rowAlignment, "destination")
        var measured: ScaleQuality?
        for (index, frame) in ring.verificationFrames.enumerated() {
            planes(destination)[0].storage.fill(with: 0xA5)
            try scale(frame, destination)
            var twinPlanes: [Plane]?
            if let twin {
                let expected = try allocate(.tight, "twin")
                try twin(frame, expected)
                twinPlanes = Array(planes(expected))
            }
            try contract.check(name, planes: Array(planes(destination)), sourcePlanes: Array(planes(frame)),
                               reference: index == 0 ? reference : [], twin: twinPlanes)
            if index == 0 { measured = try quality(destination, reference) }
        }
        return MeasuredWork(output: outputStart(destination), counters: measured?.counters ?? [:]) { index in
            try scale(ring.frame(index), destination)
        }
    }

    static func prepareI420ToNV12(_ entry: Entry, name: String, _ configuration: SuiteConfiguration) throws -> MeasuredWork {
        guard let strategy = ScaleI420ToNV12Strategy.named(entry.strategy) else { throw UnknownStrategy(name: name) }
        let ring = try ScalingSources.i420Ring(entry.scalingCase, cache: entry.cache, configuration: configuration)
        let reference = try ScalingSources.reference(entry.scalingCase, layout: .i420ToNV12, configuration: configuration)
        let destination = try NV12Frame.allocate(
            size: entry.scalingCase.destination, rowAlignment: configuration.destinationRowAlignment, name: "destination")
        // No plain twins here: box-simd is held to box's contract directly.
        let contract = ScalingContract.of(entry.strategy, among: entry.operation.strategies)
        var quality: ScaleQuality?
        for (index, frame) in ring.verificationFrames.enumerated() {
            destination.y.storage.fill(with: 0xA5)
            try strategy.scale(frame, into: destination)
            try contract.check(name, planes: Array(destination.planes), sourcePlanes: [frame.y, frame.u],
                               reference: index == 0 ? reference : [], twin: nil)
            if index == 0 { quality = try ScaleQuality(destination, reference: reference) }
        }
        return MeasuredWork(output: destination.y.baseAddress, counters: quality?.counters ?? [:]) { index in
            try strategy.scale(ring.frame(index), into: destination)
        }
    }

    /// A planned strategy id that the library does not have (a catalogue bug).
    struct UnknownStrategy: Error, CustomStringConvertible {
        let name: String
        var description: String { "\(name): no such scaling strategy in PiPVideo" }
    }
}

import CLibYUVChains
import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// Regressions of the process-killing inputs found by the random sweep and the fuzzers:
/// each ran into an abort, a SIGSEGV or a runtime trap before it was fixed.
@Suite struct HostileInputRegressionTests {
    /// libyuv 1857's UVScale (kFilterBox) asserted in ScaleUVDown4Box when CbCr shrinks exactly 4:1
    /// across and 6, 10, 14 ... :1 down; the strategies route around it. Every whole vertical
    /// ratio 1...16 at 4:1 across runs, keeps nothing written outside the samples, and where the
    /// route is taken gives the bytes of `libyuv-split-box` (the same libyuv calls).
    @Test("ScaleNV12 libyuv-box at CbCr 4:1 across and any whole ratio down: no libyuv assertion")
    func libyuvBoxFourToOne() throws {
        for ratio in 1...16 {
            let source = try NV12Frame.pseudoRandom(FrameSize(width: 8, height: 2 * ratio), .pixelBuffer)
            let size = FrameSize(width: 2, height: 2)
            let reference = try ScaleNV12.reference(source, size: size)
            let destination = try NV12Frame.filled(with: 0x5A, size, .pixelBuffer)
            try ScaleNV12.libyuvBox.verify(source, into: destination, (), against: reference)
            if uvScaleBoxAsserts(from: source.cbcr.size, to: destination.cbcr.size) {
                let split = try NV12Frame.filled(with: 0x5A, size, .pixelBuffer)
                try ScaleNV12.libyuvSplitBox.run(source, into: split)
                for (plane, expected) in zip(destination.planes, split.planes) {
                    #expect(plane.firstDifference(from: expected) == nil, "ratio \(ratio)")
                }
            }
        }
        #expect(uvScaleBoxAsserts(from: FrameSize(width: 960, height: 540), to: FrameSize(width: 240, height: 90)))
        let source = try NV12Frame.pseudoRandom(FrameSize(width: 1920, height: 1080), .pixelBuffer)
        let size = FrameSize(width: 480, height: 180)
        try ScaleNV12.libyuvBox.verify(source, into: NV12Frame.filled(with: 0x5A, size), (), against: ScaleNV12.reference(source, size: size))
    }

    /// Whether libyuv 1857's UVScale box asserts on CbCr scaled from `source` to `destination` pairs
    /// (the chains' own test, `pip_libyuv_uv_scale_box_asserts`).
    private func uvScaleBoxAsserts(from source: FrameSize, to destination: FrameSize) -> Bool {
        pip_libyuv_uv_scale_box_asserts(Int32(source.width), Int32(source.height), Int32(destination.width), Int32(destination.height))
    }

    @Test("RotateScaleNV12 libyuv at CbCr 4:1 across and 6:1 down after the rotation: no libyuv assertion", arguments: Rotation.allCases)
    func libyuvRotateScaleFourToOne(rotation: Rotation) throws {
        let source = try NV12Frame.pseudoRandom(rotation == .degrees180 ? FrameSize(width: 8, height: 12) : FrameSize(width: 12, height: 8))
        let size = FrameSize(width: 2, height: 2)
        let reference = try RotateScaleNV12.reference(source, size: size, rotation)
        try RotateScaleNV12.libyuv.verify(source, into: NV12Frame.filled(with: 0x5A, size), rotation, against: reference)
    }

    /// libyuv computes `stride * (height - 1)` in 32 bits: a 16x2049 Y plane with a 1 MiB stride
    /// made every libyuv rotation by 90 degrees SIGSEGV and the 180-degree chains write outside the
    /// destination. Every libyuv strategy now refuses such a plane, as source or as destination,
    /// before touching anything.
    @Test("every libyuv strategy refuses a plane whose span exceeds libyuv's 32-bit offsets; nothing is written")
    func libyuvRefusesSpansBeyondInt32() throws {
        try expectWideSpanRefused(I420ToNV12.self, ())
        try expectWideSpanRefused(I420ToBGRA.self, .full)
        for rotation in Rotation.allCases {
            try expectWideSpanRefused(RotateNV12.self, rotation)
            try expectWideSpanRefused(RotateI420.self, rotation)
            try expectWideSpanRefused(I420ToNV12Rotate.self, rotation)
            try expectWideSpanRefused(RotateScaleNV12.self, rotation)
        }
        try expectWideSpanRefused(ScaleI420.self, ())
        try expectWideSpanRefused(ScaleNV12.self, ())
        try expectWideSpanRefused(ScaleI420ToNV12.self, ())
    }

    @Test("AlignedStorage with an absurd byte count throws allocationFailed instead of trapping")
    func absurdAllocation() {
        for byteCount in [1 << 50, Int.max, Int.max / 2 + 1] {
            #expect(throws: FrameError.allocationFailed(byteCount: byteCount)) { try AlignedStorage(byteCount: byteCount) }
            #expect(throws: FrameError.allocationFailed(byteCount: byteCount)) { try AlignedStorage(byteCount: byteCount, backing: .freshPages) }
        }
    }

    @Test("RotateScaleNV12 names the source's own size and the rotated size when the destination is too large")
    func rotateScaleMessage() throws {
        let source = try NV12Frame.pseudoRandom(FrameSize(width: 10, height: 4))
        let destination = try NV12Frame.filled(with: 0, FrameSize(width: 5, height: 5))
        let expected = FrameError.destinationLargerThanRotatedSource(
            source: FrameSize(width: 10, height: 4), degrees: 90, rotated: FrameSize(width: 4, height: 10), destination: destination.size)
        #expect(throws: expected) { try RotateScaleNV12.fused.run(source, into: destination, .degrees90) }
        #expect(expected.description.contains("source 10x4 rotated by 90 degrees (4x10)"))
    }

    @Test("destination rows in a source's row padding are rejected as interleaved, not as sharing memory")
    func interleavedRowsMessage() throws {
        let storage = try AlignedStorage(byteCount: 4096)
        // Source Y: 8x4 with a 32-byte stride at 0; destination Y: 8x4 with a 32-byte stride at 16,
        // in the source's padding. Each CbCr plane far away.
        let sourceY = try Plane(name: "source Y", width: 8, height: 4, bytesPerRow: 32, storage: storage, offset: 0)
        let sourceCbCr = try Plane(name: "source CbCr", width: 4, height: 2, bytesPerSample: 2, bytesPerRow: 8, storage: storage, offset: 1024)
        let destinationY = try Plane(name: "destination Y", width: 8, height: 4, bytesPerRow: 32, storage: storage, offset: 16)
        let destinationCbCr = try Plane(name: "destination CbCr", width: 4, height: 2, bytesPerSample: 2, bytesPerRow: 8, storage: storage, offset: 2048)
        let source = try NV12Frame(y: sourceY, cbcr: sourceCbCr), destination = try NV12Frame(y: destinationY, cbcr: destinationCbCr)
        let before = storage.snapshot()
        let expected = FrameError.interleavedPlanes(first: "source Y", second: "destination Y")
        #expect(throws: expected) { try RotateNV12.simd.run(source, into: destination, .degrees180) }
        #expect(!expected.description.contains("share memory"))
        #expect(storage.snapshot() == before)
        // One byte further and the destination's first row reaches into the source's second row.
        let touching = try Plane(name: "destination Y", width: 8, height: 4, bytesPerRow: 32, storage: storage, offset: 25)
        #expect(throws: FrameError.overlappingPlanes(first: "source Y", second: "destination Y")) {
            try RotateNV12.simd.run(source, into: NV12Frame(y: touching, cbcr: destinationCbCr), .degrees180)
        }
    }
}

/// The source's, then the destination's, Y plane given a 1 MiB stride over 2049 rows (a span of
/// 2 GiB + 16 bytes, in fresh pages that are never touched): every libyuv strategy of `Operation`
/// throws `beyondLibYUVOffsetLimit` naming that plane and leaves the destination as it was.
private func expectWideSpanRefused<Operation: LibYUVOperation>(_: Operation.Type, _ parameters: Operation.Parameters) throws
where Operation.Source: AssembledFromPlanes, Operation.Destination: AssembledFromPlanes {
    let size = FrameSize(width: 16, height: 2049)
    let destinationSize = Operation.destinationSize(for: size, parameters) ?? FrameSize(width: 8, height: 8)
    let strategies = Operation.everyStrategy.filter { $0.family == .libyuv }
    #expect(!strategies.isEmpty, "\(Operation.name) has no libyuv strategy")
    for strategy in strategies {
        let source = try Operation.Source.pseudoRandom(size)
        let wideSource = try Operation.Source.withWideY(like: source)
        let destination = try Operation.Destination.filled(with: 0x5A, destinationSize)
        let before = destination.storage.snapshot()
        #expect(throws: FrameError.beyondLibYUVOffsetLimit(plane: "source Y", spanBytes: (1 << 20) * 2048 + 16, limit: Int(Int32.max)),
                "\(Operation.name)/\(strategy.id)") { try strategy.run(wideSource, into: destination, parameters) }
        #expect(destination.storage.snapshot() == before, "\(Operation.name)/\(strategy.id) wrote after refusing")

        guard Operation.destinationSize(for: size, parameters) == size else { continue }
        let wideDestination = try Operation.Destination.withWideY(like: destination)
        let y = wideDestination.planes[0]
        #expect(throws: FrameError.self, "\(Operation.name)/\(strategy.id) destination") {
            try strategy.run(source, into: wideDestination, parameters)
        }
        #expect(y.row(0).allSatisfy { $0 == 0 } && y.row(y.height - 1).allSatisfy { $0 == 0 })
    }
}

extension AssembledFromPlanes {
    /// A copy of `frame`'s layout (not its bytes) whose first plane has a 1 MiB stride, in fresh
    /// pages; the other planes tight after it.
    static func withWideY(like frame: Self) throws -> Self {
        let stride = 1 << 20, first = frame.planes[0]
        let storage = try AlignedStorage(byteCount: stride * (first.height + 1), backing: .freshPages)
        var offset = stride * first.height
        let planes = try frame.planes.enumerated().map { index, plane in
            defer { if index > 0 { offset += plane.spanBytes } }
            return try Plane(name: plane.name, width: plane.width, height: plane.height, bytesPerSample: plane.bytesPerSample,
                             bytesPerRow: index == 0 ? stride : plane.rowBytes, storage: storage, offset: index == 0 ? 0 : offset)
        }
        return try Self(planes: planes)
    }
}

/// Found by FuzzOperations: libyuv computes its 16.16 scale step as `(source << 16) / destination`
/// in 32 bits (FixedDiv), which raises SIGFPE once the ratio reaches 32768 (a 32768-sample side
/// scaled to 1; first case: ScaleI420ToNV12 libyuv-none 1x32768 -> 1x1). Every libyuv scaling
/// strategy refuses such a ratio with a typed error.
@Suite struct LibYUVScaleRatioRegressionTests {
    @Test("libyuv scaling strategies refuse a 32768:1 ratio with a typed error instead of SIGFPE")
    func ratioAtLimit() throws {
        for size in [FrameSize(width: 32768, height: 1), FrameSize(width: 1, height: 32768), FrameSize(width: 32768, height: 3)] {
            let one = FrameSize(width: 1, height: 1)
            try expectRatioRefused(ScaleI420.self, size, one, ())
            try expectRatioRefused(ScaleNV12.self, size, one, ())
            try expectRatioRefused(ScaleI420ToNV12.self, size, one, ())
            for rotation in Rotation.allCases { try expectRatioRefused(RotateScaleNV12.self, size, one, rotation) }
            // Just below the limit, libyuv scales.
            let below = FrameSize(width: min(size.width, 32767), height: min(size.height, 32767))
            let source = try I420Frame.pseudoRandom(below)
            for strategy in ScaleI420.everyStrategy where strategy.family == .libyuv {
                try strategy.run(source, into: I420Frame.filled(with: 0, one))
            }
        }
    }
}

private func expectRatioRefused<Operation: LibYUVOperation>(
    _: Operation.Type, _ size: FrameSize, _ destinationSize: FrameSize, _ parameters: Operation.Parameters
) throws {
    let source = try Operation.Source.pseudoRandom(size)
    for strategy in Operation.everyStrategy where strategy.family == .libyuv {
        let destination = try Operation.Destination.filled(with: 0x5A, destinationSize)
        let before = destination.storage.snapshot()
        #expect(throws: FrameError.beyondLibYUVScaleLimit(source: size, destination: destinationSize, limit: 32768),
                "\(Operation.name)/\(strategy.id) \(size)") {
            try strategy.run(source, into: destination, parameters)
        }
        #expect(destination.storage.snapshot() == before)
    }
}

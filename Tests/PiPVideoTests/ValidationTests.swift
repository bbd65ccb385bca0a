import Testing
@testable import PiPLibYUV
@testable import PiPVideo

@Suite struct PlaneValidationTests {
    let storage = try! AlignedStorage(byteCount: 1000)

    @Test("zero or negative sizes are rejected", arguments: [(0, 4), (4, 0), (-1, 4), (4, -3)])
    func nonPositive(size: (Int, Int)) {
        #expect(throws: FrameError.nonPositiveSize(plane: "p", width: size.0, height: size.1)) {
            try Plane(name: "p", width: size.0, height: size.1, bytesPerRow: 16, storage: storage)
        }
    }

    @Test("a stride shorter than a row is rejected")
    func shortStride() {
        #expect(throws: FrameError.strideTooSmall(plane: "p", bytesPerRow: 9, rowBytes: 10)) {
            try Plane(name: "p", width: 10, height: 2, bytesPerRow: 9, storage: storage)
        }
        #expect(throws: FrameError.strideTooSmall(plane: "p", bytesPerRow: 15, rowBytes: 16)) {
            try Plane(name: "p", width: 8, height: 2, bytesPerSample: 2, bytesPerRow: 15, storage: storage)
        }
    }

    @Test("storage shorter than the last row is rejected; exactly enough is accepted")
    func shortStorage() throws {
        // 10 rows of 100 bytes need 1000 bytes: fits exactly at offset 0, not at offset 1.
        _ = try Plane(name: "p", width: 100, height: 10, bytesPerRow: 100, storage: storage)
        #expect(throws: FrameError.storageTooSmall(plane: "p", requiredBytes: 1001, availableBytes: 1000)) {
            try Plane(name: "p", width: 100, height: 10, bytesPerRow: 100, storage: storage, offset: 1)
        }
        // The last row needs only its samples, not a full stride.
        _ = try Plane(name: "p", width: 50, height: 10, bytesPerRow: 105, storage: storage, offset: 5)
        #expect(throws: FrameError.storageTooSmall(plane: "p", requiredBytes: 5_000_000, availableBytes: 1000)) {
            try Plane(name: "p", width: 1, height: 1, bytesPerRow: 1, storage: storage, offset: 4_999_999)
        }
        #expect(throws: FrameError.storageTooSmall(plane: "p", requiredBytes: Int.max, availableBytes: 1000)) {
            try Plane(name: "p", width: 2, height: 1, bytesPerRow: 2, storage: storage, offset: Int.max)
        }
    }

    @Test("negative offsets, huge sizes and odd sample sizes are rejected")
    func otherRules() throws {
        #expect(throws: FrameError.negativeOffset(plane: "p", offset: -1)) {
            try Plane(name: "p", width: 1, height: 1, bytesPerRow: 1, storage: storage, offset: -1)
        }
        #expect(throws: FrameError.tooLarge(plane: "p", quantity: "width", value: Int.max, limit: Plane.maximumDimension)) {
            try Plane(name: "p", width: Int.max, height: 1, bytesPerRow: Int.max, storage: storage)
        }
        #expect(throws: FrameError.tooLarge(plane: "p", quantity: "height", value: 1 << 40, limit: Plane.maximumDimension)) {
            try Plane(name: "p", width: 1, height: 1 << 40, bytesPerRow: 1, storage: storage)
        }
        #expect(throws: FrameError.tooLarge(plane: "p", quantity: "bytes per row", value: Int.max, limit: Plane.maximumBytesPerRow)) {
            try Plane(name: "p", width: 4, height: 2, bytesPerRow: Int.max, storage: storage)
        }
        for unsupported in [0, 3, 8, -1] {
            #expect(throws: FrameError.unsupportedSampleSize(plane: "p", bytesPerSample: unsupported)) {
                try Plane(name: "p", width: 4, height: 2, bytesPerSample: unsupported, bytesPerRow: 64, storage: storage)
            }
        }
        // 4-byte samples (BGRA) are accepted; the stride must hold 4 bytes per sample.
        _ = try Plane(name: "p", width: 4, height: 2, bytesPerSample: 4, bytesPerRow: 16, storage: storage)
        #expect(throws: FrameError.strideTooSmall(plane: "p", bytesPerRow: 15, rowBytes: 16)) {
            try Plane(name: "p", width: 4, height: 2, bytesPerSample: 4, bytesPerRow: 15, storage: storage)
        }
        #expect(throws: FrameError.nonPositiveSize(plane: "storage", width: 0, height: 1)) {
            try AlignedStorage(byteCount: 0)
        }
        #expect(throws: FrameError.nonPositiveSize(plane: "I420 Y", width: 0, height: 5)) {
            try I420Frame.allocate(size: FrameSize(width: 0, height: 5))
        }
        #expect(throws: FrameError.self) { try NV12Frame.allocate(size: FrameSize(width: 40_000, height: 2)) }
    }

    @Test("error messages name the plane and say what to do")
    func messages() {
        let message = FrameError.strideTooSmall(plane: "source U", bytesPerRow: 9, rowBytes: 10).description
        #expect(message.contains("source U") && message.contains("at least 10"))
        #expect(FrameError.destinationSizeMismatch(expected: FrameSize(width: 4, height: 4), actual: FrameSize(width: 2, height: 2))
            .description.contains("allocate the destination at 4x4"))
        #expect(FrameError.unsupportedSampleSize(plane: "destination", bytesPerSample: 3).description
            .contains("use 1 (Y, U, V), 2 (CbCr) or 4 (BGRA)"))
    }
}

@Suite struct FrameValidationTests {
    @Test("I420 chroma planes must be (w+1)/2 x (h+1)/2 and 1-byte samples")
    func i420Chroma() throws {
        let y = try Plane.allocate(name: "Y", width: 5, height: 5)
        let good = try Plane.allocate(name: "U", width: 3, height: 3)
        let small = try Plane.allocate(name: "V", width: 2, height: 3)
        let wide = try Plane.allocate(name: "V", width: 3, height: 3, bytesPerSample: 2)
        _ = try I420Frame(y: y, u: good, v: good)
        #expect(throws: FrameError.planeSizeMismatch(plane: "V", expected: FrameSize(width: 3, height: 3), actual: FrameSize(width: 2, height: 3))) {
            try I420Frame(y: y, u: good, v: small)
        }
        #expect(throws: FrameError.wrongSampleSize(plane: "V", expected: 1, actual: 2)) { try I420Frame(y: y, u: good, v: wide) }
    }

    @Test("NV12 CbCr must be (w+1)/2 x (h+1)/2 pairs of 2 bytes")
    func nv12Chroma() throws {
        let y = try Plane.allocate(name: "Y", width: 5, height: 4)
        let cbcr = try Plane.allocate(name: "CbCr", width: 3, height: 2, bytesPerSample: 2)
        _ = try NV12Frame(y: y, cbcr: cbcr)
        let bytes = try Plane.allocate(name: "CbCr", width: 6, height: 2)
        #expect(throws: FrameError.wrongSampleSize(plane: "CbCr", expected: 2, actual: 1)) { try NV12Frame(y: y, cbcr: bytes) }
        let short = try Plane.allocate(name: "CbCr", width: 3, height: 1, bytesPerSample: 2)
        #expect(throws: FrameError.planeSizeMismatch(plane: "CbCr", expected: FrameSize(width: 3, height: 2), actual: FrameSize(width: 3, height: 1))) {
            try NV12Frame(y: y, cbcr: short)
        }
        #expect(throws: FrameError.wrongSampleSize(plane: "CbCr", expected: 1, actual: 2)) { try NV12Frame(y: cbcr, cbcr: cbcr) }
    }
}

@Suite struct SupportTests {
    @Test func frameSizeParsing() {
        #expect(FrameSize(parsing: "1920x1080") == FrameSize(width: 1920, height: 1080))
        for bad in ["1920", "1920x", "x1080", "0x10", "-1x5", "1920x1080x3", "axb", ""] {
            #expect(FrameSize(parsing: bad) == nil, "\(bad)")
        }
        #expect(FrameSize(width: 1279, height: 719).chroma == FrameSize(width: 640, height: 360))
        #expect(FrameSize(width: 1920, height: 1080).yuv420ByteCount == 1920 * 1080 * 3 / 2)
    }

    @Test func rowAlignment() {
        #expect(RowAlignment.tight.bytesPerRow(forRowBytes: 1279) == 1279)
        #expect(RowAlignment.pixelBuffer.bytesPerRow(forRowBytes: 1279) == 1280)
        #expect(RowAlignment.pixelBuffer.bytesPerRow(forRowBytes: 1280) == 1280)
        #expect(RowAlignment.padded(by: 3).bytesPerRow(forRowBytes: 10) == 13)
    }

    @Test func allocationAlignsPlanes() throws {
        let frame = try NV12Frame.allocate(size: FrameSize(width: 1279, height: 719))
        for plane in frame.planes {
            #expect(Int(bitPattern: plane.baseAddress) % 64 == 0)
            #expect(plane.bytesPerRow % 64 == 0)
        }
        #expect(!frame.y.overlaps(frame.cbcr))
    }

    @Test func pseudoRandomFillIsDeterministicAndSeeded() throws {
        let a = try AlignedStorage(byteCount: 1001), b = try AlignedStorage(byteCount: 1001), c = try AlignedStorage(byteCount: 1001)
        a.fillPseudoRandom(seed: 1); b.fillPseudoRandom(seed: 1); c.fillPseudoRandom(seed: 2)
        #expect(a.snapshot() == b.snapshot())
        #expect(a.snapshot() != c.snapshot())
        #expect(Set(a.snapshot()).count > 200)
    }
}

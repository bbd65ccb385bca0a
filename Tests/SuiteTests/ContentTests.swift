import Foundation
import PiPVideo
import Testing
@testable import Suite

@Suite struct PhotoLibraryTests {
    @Test("the bundled photos load with their manifest sizes and pass their checksums")
    func bundled() throws {
        let photos = try PhotoLibrary.bundled()
        #expect(photos.map(\.name) == ["astronaut", "coffee", "chelsea", "rocket"])
        #expect(photos.map(\.frame.size.description) == ["512x512", "600x400", "450x300", "640x426"])
        // Real pictures: many distinct values in every plane (chroma of photos varies less).
        for photo in photos {
            #expect(Set(photo.frame.y.samples()).count > 150, "\(photo.name)")
            for plane in [photo.frame.u, photo.frame.v] { #expect(Set(plane.samples()).count > 40, "\(photo.name) \(plane.name)") }
        }
    }

    /// A copy of the bundled content in a temporary directory, changed by `damage`.
    private func damagedCopy(_ damage: (URL) throws -> Void) throws -> URL {
        let source = try #require(PhotoLibrary.bundledDirectoryCandidates().first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("manifest.json").path)
        })
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("content-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: copy)
        try damage(copy)
        return copy
    }

    private func expectError(_ expected: (ContentError) -> Bool, _ damage: (URL) throws -> Void) throws {
        let directory = try damagedCopy(damage)
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            _ = try PhotoLibrary.load(directory: directory)
            Issue.record("loading damaged content did not throw")
        } catch let error as ContentError {
            #expect(expected(error), "\(error)")
            #expect(error.description.contains("make-real-frames.py") || error.description.contains("SwiftPM"))
        }
    }

    @Test("a missing directory, manifest or frame file, a short, long or corrupt file each raise a ContentError")
    func damaged() throws {
        let nowhere = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
        #expect(throws: ContentError.contentNotFound(searched: [nowhere.path])) { try PhotoLibrary.load(directory: nowhere) }
        let file = "coffee-600x400.i420"
        try expectError({ if case .unreadableManifest = $0 { return true }; return false }) { directory in
            try Data("{\"frames\": 3}".utf8).write(to: directory.appendingPathComponent("manifest.json"))
        }
        try expectError({ if case .missingFrame = $0 { return true }; return false }) { directory in
            try FileManager.default.removeItem(at: directory.appendingPathComponent(file))
        }
        try expectError({ if case .wrongByteCount(_, 360_000, 359_999) = $0 { return true }; return false }) { directory in
            let url = directory.appendingPathComponent(file)
            try Data(try Data(contentsOf: url).dropLast()).write(to: url)
        }
        try expectError({ if case .wrongByteCount(_, 360_000, 360_001) = $0 { return true }; return false }) { directory in
            let url = directory.appendingPathComponent(file)
            try (try Data(contentsOf: url) + [0]).write(to: url)
        }
        try expectError({ if case .checksumMismatch = $0 { return true }; return false }) { directory in
            let url = directory.appendingPathComponent(file)
            var bytes = try Data(contentsOf: url)
            bytes[12345] ^= 0x40
            try bytes.write(to: url)
        }
    }

    @Test func checksum() {
        // FNV-1a 64 test vectors.
        #expect(PhotoLibrary.fnv1a64(Data()) == "cbf29ce484222325")
        #expect(PhotoLibrary.fnv1a64(Data("a".utf8)) == "af63dc4c8601ec8c")
    }
}

@Suite struct MosaicTests {
    /// A photo of one flat colour.
    private func flat(_ name: String, _ size: FrameSize, y: UInt8, u: UInt8, v: UInt8) throws -> Photo {
        let frame = try I420Frame.allocate(size: size, name: name)
        for (plane, value) in zip(frame.planes, [y, u, v]) {
            for row in 0..<plane.height { plane.row(row).initializeMemory(as: UInt8.self, repeating: value) }
        }
        return Photo(name: name, frame: frame)
    }

    @Test("every sample comes from a photo, chroma lines up with luma, and ring frames differ")
    func layout() throws {
        let mosaic = PhotoMosaic(photos: [
            try flat("a", FrameSize(width: 10, height: 8), y: 10, u: 20, v: 30),
            try flat("b", FrameSize(width: 14, height: 6), y: 40, u: 50, v: 60),
            try flat("c", FrameSize(width: 6, height: 12), y: 70, u: 80, v: 90),
        ])
        #expect(mosaic.shelfHeight == 6)
        let chromaOf: [UInt8: (UInt8, UInt8)] = [10: (20, 30), 40: (50, 60), 70: (80, 90)]
        var pictures: [[UInt8]] = []
        for index in 0..<3 {
            let frame = try I420Frame.allocate(size: FrameSize(width: 37, height: 23), rowAlignment: .padded(by: 3))
            mosaic.fill(frame, index: index)
            for y in 0..<frame.u.height {
                for x in 0..<frame.u.width {
                    let luma = frame.y.row(2 * y)[2 * x]
                    let chroma = try #require(chromaOf[luma], "luma \(luma) at (\(2 * x), \(2 * y)) is from no photo")
                    #expect(frame.u.row(y)[x] == chroma.0 && frame.v.row(y)[x] == chroma.1)
                }
            }
            #expect(Set(frame.y.samples()).count == 3, "all three photos appear")
            pictures.append(frame.y.samples())
        }
        #expect(pictures[0] != pictures[1] && pictures[1] != pictures[2])
    }

    @Test("photo frames of PiP sizes hold real detail; the zone plate reaches fine stripes")
    func content() throws {
        let photo = try ScalingContent.photo.makeFrame(size: FrameSize(width: 1080, height: 1920), index: 5, rowAlignment: .pixelBuffer)
        #expect(Set(photo.y.samples()).count > 200)
        let plate = try ScalingContent.zonePlate.makeFrame(size: FrameSize(width: 64, height: 36), index: 0, rowAlignment: .tight)
        // Near a corner neighbouring samples swing widely (near Nyquist); at the centre they barely move.
        let corner = plate.y.row(0), centre = plate.y.row(18)
        #expect(abs(Int(corner[1]) - Int(corner[2])) > 60)
        #expect(abs(Int(centre[32]) - Int(centre[33])) < 10)
    }
}

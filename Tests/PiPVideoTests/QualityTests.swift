import Foundation
import Testing
@testable import PiPLibYUV
@testable import PiPVideo

@Suite struct PSNRTests {
    @Test("known mean squared errors give known decibels; zero error gives the finite cap")
    func decibels() {
        #expect(abs(PSNR.decibels(meanSquaredError: 1) - 48.130803608679) < 1e-9)
        #expect(abs(PSNR.decibels(meanSquaredError: 65025) - 0) < 1e-12)
        #expect(abs(PSNR.decibels(meanSquaredError: 4) - 42.110203695399) < 1e-9)
        #expect(PSNR.decibels(meanSquaredError: 0) == PSNR.cap)
        #expect(PSNR.decibels(meanSquaredError: 1e-30) == PSNR.cap)
        #expect(PSNR.cap == 99)
    }

    @Test("the MSE of planes against a reference counts every sample of every plane once")
    func meanSquaredError() throws {
        let a = try Plane.allocate(name: "a", width: 3, height: 2, rowAlignment: .padded(by: 5))
        let b = try Plane.allocate(name: "b", width: 1, height: 2)
        for y in 0..<2 { for x in 0..<3 { a.row(y)[x] = 10 } ; b.row(y)[0] = 100 }
        a.storage.fill(with: 10) // padding too: it must not count
        let references = [ReferencePlane(width: 3, height: 2, channels: 1, values: [12, 12, 12, 12, 12, 12]),
                          ReferencePlane(width: 1, height: 2, channels: 1, values: [100, 100.5])]
        // (6 x 4 + 0 + 0.25) / 8
        #expect(try PSNR.meanSquaredError(of: [a, b], against: references) == 24.25 / 8)
        #expect(try PSNR.decibels(of: [b], against: [ReferencePlane(width: 1, height: 2, channels: 1, values: [100, 100])]) == PSNR.cap)
        #expect(throws: FrameError.self) { try PSNR.meanSquaredError(of: [a], against: [references[1]]) }
        #expect(throws: FrameError.self) { try PSNR.meanSquaredError(of: [a, b], against: [references[0]]) }
    }

    @Test("ScaleQuality reports psnr_y and psnr_uv, chroma planes pooled")
    func scaleQuality() throws {
        let frame = try I420Frame.allocate(size: FrameSize(width: 2, height: 2))
        let y = ReferencePlane(width: 2, height: 2, channels: 1, values: [0, 0, 0, 1])
        let u = ReferencePlane(width: 1, height: 1, channels: 1, values: [2])
        let v = ReferencePlane(width: 1, height: 1, channels: 1, values: [0])
        let quality = try ScaleQuality(frame, reference: [y, u, v])
        #expect(abs(quality.lumaDecibels - PSNR.decibels(meanSquaredError: 0.25)) < 1e-12)
        #expect(abs(quality.chromaDecibels - PSNR.decibels(meanSquaredError: 2)) < 1e-12)
        #expect(throws: FrameError.self) { try ScaleQuality(frame, reference: [y, u]) }
    }
}

@Suite struct AreaAverageReferenceTests {
    @Test("hand-checked: 4 -> 3 weights a third of a pixel at the seams; 2:1 is the mean of each pair")
    func handChecked() throws {
        let plane = try Plane.allocate(name: "p", width: 4, height: 2)
        for y in 0..<2 { for (x, value) in [0, 30, 60, 90].enumerated() { plane.row(y)[x] = UInt8(value) } }
        let thirds = try AreaAverageReference.scale(plane, to: FrameSize(width: 3, height: 1))
        // Each output covers 4/3 pixels: [0, 4/3) = 0 + 30/3 -> 7.5; [4/3, 8/3) = 2/3 of 30 and 2/3 of 60 -> 45; 82.5.
        for (value, expected) in zip(thirds.values, [7.5, 45, 82.5]) { #expect(abs(value - expected) < 1e-9) }
        let halves = try AreaAverageReference.scale(plane, to: FrameSize(width: 2, height: 1))
        #expect(halves.values == [15, 75])
        #expect(halves.roundedBytes == [15, 75])
        let same = try AreaAverageReference.scale(plane, to: plane.size)
        #expect(same.values == [0, 30, 60, 90, 0, 30, 60, 90])
    }

    @Test("interleaved CbCr channels are averaged separately")
    func channels() throws {
        let plane = try Plane.allocate(name: "cbcr", width: 2, height: 1, bytesPerSample: 2)
        for (index, value) in [10, 200, 30, 100].enumerated() { plane.row(0)[index] = UInt8(value) }
        let reference = try AreaAverageReference.scale(plane, to: FrameSize(width: 1, height: 1))
        #expect(reference.values == [20, 150])
        #expect(reference.value(x: 0, y: 0, channel: 1) == 150)
    }
}

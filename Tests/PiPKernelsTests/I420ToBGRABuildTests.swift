import Testing
@testable import PiPKernels

/// Every build of the simd I420 -> BGRA kernel this machine runs (`KernelTable.i420ToBGRA`: the
/// baseline spelling, the x86-64-v3 spelling compiled for the baseline and, on a CPU with it, the
/// x86-64-v3 build's) against the per-pixel fixed-point arithmetic (`FixedPointBT601.pixel`), both
/// colour ranges, at widths around the step sizes (16 and 32 pixels) and odd sizes, with padded
/// rows whose padding must keep its canary. (`WholeLumaChromaTermsTests` covers every (Cb, Cr)
/// pair on the baseline spelling.)
@Suite struct I420ToBGRABuildTests {
    typealias Kernel = (SampleGrid, SampleGrid, SampleGrid, SampleGrid, ColorRange) -> Void

    static var builds: [(String, Kernel)] {
        var builds: [(String, Kernel)] = [("baseline", { simdI420ToBGRA(y: $0, u: $1, v: $2, into: $3, $4) })]
        #if arch(x86_64)
        builds.append(("x86-64-v3 spelling, baseline build", { wideStepI420ToBGRA(y: $0, u: $1, v: $2, into: $3, $4) }))
        if X86V3Build.runsHere {
            builds.append(("x86-64-v3", { y, u, v, bgra, range in
                X86V3Build.i420ToBGRA(y.base, y.bytesPerRow, u.base, u.bytesPerRow, v.base, v.bytesPerRow, y.width, y.height,
                                      bgra.base, bgra.bytesPerRow, range == .full)
            }))
        }
        #endif
        return builds
    }

    @Test("every build writes FixedPointBT601.pixel's bytes and alpha 255, and nothing in the row padding",
          arguments: ColorRange.allCases)
    func buildsMatchPerPixelArithmetic(range: ColorRange) {
        for (width, height) in [(1, 1), (15, 3), (16, 2), (17, 5), (31, 4), (32, 2), (33, 3), (47, 7), (63, 2), (64, 4), (65, 5), (96, 3), (130, 9), (1279, 3)] {
            let y = TestPlane(width: width, height: height, channels: 1, rows: .padded(by: 7))
            let u = TestPlane(width: (width + 1) / 2, height: (height + 1) / 2, channels: 1, rows: .padded(by: 5))
            let v = TestPlane(width: (width + 1) / 2, height: (height + 1) / 2, channels: 1, rows: .padded(by: 3))
            y.fillPseudoRandom(seed: UInt64(width * 31 + height))
            u.fillPseudoRandom(seed: UInt64(width * 37 + height))
            v.fillPseudoRandom(seed: UInt64(width * 41 + height))
            for (name, kernel) in Self.builds {
                let bgra = TestPlane(width: width, height: height, channels: 4, rows: .padded(by: 9))
                kernel(y.grid, u.grid, v.grid, bgra.grid, range)
                var wrong = 0
                for row in 0..<height {
                    let out = bgra.grid.row(row)
                    for x in 0..<width {
                        let pixel = range == .full
                            ? FullRangeFixedPoint.pixel(y: y.grid.row(row)[x], u: u.grid.row(row / 2)[x / 2], v: v.grid.row(row / 2)[x / 2])
                            : VideoRangeFixedPoint.pixel(y: y.grid.row(row)[x], u: u.grid.row(row / 2)[x / 2], v: v.grid.row(row / 2)[x / 2])
                        if (out[4 * x], out[4 * x + 1], out[4 * x + 2], out[4 * x + 3]) != (pixel.blue, pixel.green, pixel.red, 255) { wrong += 1 }
                    }
                    for padding in (4 * width)..<bgra.bytesPerRow where out[padding] != 0xA5 { wrong += 1 }
                }
                #expect(wrong == 0, "\(name) \(range) \(width)x\(height)")
            }
        }
    }
}

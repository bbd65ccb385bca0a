import Testing
import PiPKernels

/// `bilinearScaleSIMD` in every build this machine runs (`KernelTable.bilinearScale`) against
/// `bilinearScale`, its definition, byte for byte: whole ratios odd and even (the gather, the
/// averaged neighbours, with and without vector steps), fractional ones, whole across with
/// fractional down and the reverse, one and two channels, padded rows.
@Suite struct BilinearSIMDTests {
    static var builds: [(String, (SampleGrid, SampleGrid) -> Void)] {
        var builds: [(String, (SampleGrid, SampleGrid) -> Void)] = [("baseline", { bilinearScaleSIMD($0, $1) })]
        #if arch(x86_64)
        if X86V3Build.runsHere {
            builds.append(("x86-64-v3", { source, destination in
                X86V3Build.bilinearScale(source.base, source.width, source.height, source.bytesPerRow, source.channels,
                                         destination.base, destination.width, destination.height, destination.bytesPerRow, false)
            }))
        }
        #endif
        return builds
    }

    @Test("every build writes bilinearScale's bytes", arguments: [1, 2])
    func buildsMatchTheDefinition(channels: Int) {
        let cases: [(Int, Int, Int, Int)] = [
            (64, 32, 32, 16), (96, 48, 32, 16), (128, 64, 32, 8), (96, 54, 16, 9), (120, 66, 20, 11), (97, 40, 33, 20),
            (192, 108, 57, 32), (128, 72, 64, 24), (90, 60, 30, 29), (200, 100, 33, 50), (31, 17, 31, 17), (160, 90, 40, 45),
            // 2:1 past one 32-sample step with a 16-sample step and a tail; 2:1 with fewer than
            // 32 samples a row (a 16-sample step and a tail; a tail alone); 6:1 with an odd count.
            (180, 40, 90, 20), (62, 34, 31, 17), (22, 6, 11, 3), (138, 24, 23, 4),
        ]
        for (width, height, toWidth, toHeight) in cases {
            let source = TestPlane(width: width, height: height, channels: channels, rows: .padded(by: 5))
            source.fillPseudoRandom(seed: UInt64(width * 131 + height * 7 + toWidth))
            let expected = TestPlane(width: toWidth, height: toHeight, channels: channels, rows: .padded(by: 3))
            bilinearScale(source.grid, expected.grid)
            for (name, kernel) in Self.builds {
                let destination = TestPlane(width: toWidth, height: toHeight, channels: channels, rows: .padded(by: 3))
                kernel(source.grid, destination.grid)
                #expect(destination.bytes == expected.bytes, "\(name): \(width)x\(height) -> \(toWidth)x\(toHeight), \(channels) channels")
            }
        }
    }
}

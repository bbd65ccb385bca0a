import Testing
@testable import PiPKernels

/// The quarter turns of `simdRotate` in every build this machine runs (`simdQuarterTurn`, the
/// `KernelTable.quarterTurn` entry: this module's build and, on an x86-64 CPU with it, x86-64-v3)
/// against a plain placement of every sample, bytes and CbCr pairs, both directions, at sizes that
/// are and are not whole numbers of tiles, with tight and padded rows; the destination's row
/// padding must keep its canary. (PiPVideo's rotation operations run the build their process
/// picked through its differential tests.)
@Suite struct QuarterTurnBuildTests {
    typealias Kernel = (UnsafePointer<UInt8>, Int, Int, Int, Int, UnsafeMutablePointer<UInt8>, Int, Bool) -> Void

    /// Each build of the quarter turn this machine can run, by name.
    static var builds: [(String, Kernel)] {
        var builds: [(String, Kernel)] = [("baseline", {
            PiPKernels.simdQuarterTurn($0, width: $1, height: $2, bytesPerRow: $3, channels: $4, into: $5, bytesPerRow: $6, clockwise: $7)
        })]
        #if arch(x86_64)
        // The x86-64-v3 spelling compiled for the baseline (not used there; same bytes).
        builds.append(("x86-64-v3 spelling, baseline build", {
            PiPKernels.simdQuarterTurnInLanes($0, width: $1, height: $2, bytesPerRow: $3, channels: $4, into: $5, bytesPerRow: $6, clockwise: $7)
        }))
        if X86V3Build.runsHere { builds.append(("x86-64-v3", X86V3Build.quarterTurn)) }
        #endif
        return builds
    }

    /// How many builds this machine runs.
    static var buildCount: Int {
        #if arch(x86_64)
        return X86V3Build.runsHere ? 3 : 2
        #else
        return 1
        #endif
    }

    /// Sizes in samples from one tile up: whole tiles, one sample more or less, odd, thin, and walks
    /// of many tiles with ragged edges. (The benchmark sizes, 1280x720 and 1279x719, are left to
    /// PiPVideo's differential tests and the suite's verification before timing: they held 90% of
    /// the samples here, and no edge the sizes below lack; the debug build under AddressSanitizer
    /// took 92 s for this test with them, 12 s without.)
    static let sizes: [(Int, Int)] = [
        (16, 16), (17, 16), (16, 17), (31, 31), (32, 32), (33, 17), (47, 48), (48, 47), (63, 65), (64, 64),
        (65, 16), (16, 65), (79, 33), (96, 40), (130, 70), (257, 129), (200, 333), (1023, 35), (36, 1001), (321, 183),
    ] + [(8, 8), (9, 8), (8, 9), (15, 15), (23, 9), (9, 23), (24, 24), (25, 41)]

    @Test("every build writes the plain quarter turn, bytes and pairs, both directions, tight and padded rows",
          arguments: [true, false])
    func buildsMatchPlainPlacement(clockwise: Bool) {
        var state: UInt64 = clockwise ? 0x9E37_79B9_7F4A_7C15 : 0xD1B5_4A32_D192_ED03
        func nextByte() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        #expect(Self.builds.count == Self.buildCount)
        for channels in [1, 2] {
            let side = channels == 1 ? 16 : 8
            for (width, height) in Self.sizes where width >= side && height >= side {
                for padding in [0, 7, 64] {
                    let rowBytes = width * channels, bytesPerRow = rowBytes + padding
                    let destinationRowBytes = height * channels, destinationBytesPerRow = destinationRowBytes + padding
                    let source = (0..<bytesPerRow * height).map { _ in nextByte() }
                    var expected = [UInt8](repeating: 0xA5, count: destinationBytesPerRow * width)
                    for row in 0..<width {
                        for column in 0..<height {
                            let (sourceRow, sourceColumn) = clockwise ? (height - 1 - column, row) : (column, width - 1 - row)
                            for byte in 0..<channels {
                                expected[row * destinationBytesPerRow + column * channels + byte] =
                                    source[sourceRow * bytesPerRow + sourceColumn * channels + byte]
                            }
                        }
                    }
                    for (name, kernel) in Self.builds {
                        var destination = [UInt8](repeating: 0xA5, count: destinationBytesPerRow * width)
                        source.withUnsafeBufferPointer { from in
                            destination.withUnsafeMutableBufferPointer { to in
                                kernel(from.baseAddress!, width, height, bytesPerRow, channels, to.baseAddress!, destinationBytesPerRow, clockwise)
                            }
                        }
                        #expect(destination.indices.first { destination[$0] != expected[$0] } == nil,
                                "\(name): \(width)x\(height), \(channels) channels, padding \(padding), clockwise \(clockwise): first byte that differs")
                    }
                }
            }
        }
    }
}

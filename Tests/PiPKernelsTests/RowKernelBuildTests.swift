import Foundation
import Testing
import PiPKernels

/// The row kernels built twice on x86-64 (`KernelTable`; PiPVideo's `RowKernels` picks one): each
/// build this machine runs against a plain sum of the same bytes, at every row length up to a few
/// steps past the vector width, with padded strides; the x86-64-v3 build also with streaming
/// stores asked for, on destination rows of both alignments. (The frame kernels that call them are
/// checked against `box` by PiPVideo's differential tests, with the build that process picked.)
@Suite struct RowKernelBuildTests {
    typealias Steps = (UnsafeMutablePointer<UInt8>, Int, Int, Int, Int, UnsafeMutablePointer<UInt8>, Int) -> Int

    /// Each build of a kernel this machine can run, by name.
    static func builds(ratio: Int) -> [(String, Steps)] {
        var builds: [(String, Steps)] = []
        if ratio == 2 {
            builds.append(("baseline", { PiPKernels.boxRowStepsByTwo($0, bytesPerRow: $1, outputs: $2, channels: $3, rows: $4, into: $5, bytesPerRow: $6) }))
        }
        #if !arch(arm64)
        if ratio == 4 {
            builds.append(("baseline", { PiPKernels.boxRowStepsByFour($0, bytesPerRow: $1, outputs: $2, channels: $3, rows: $4, into: $5, bytesPerRow: $6) }))
        }
        #endif
        #if arch(x86_64)
        // The x86-64-v3 spellings compiled for the baseline: slow there, but the same results.
        if ratio == 2 {
            builds.append(("x86-64-v3 spelling, baseline build", { PiPKernels.weightedBoxRowStepsByTwo($0, bytesPerRow: $1, outputs: $2, channels: $3, rows: $4, into: $5, bytesPerRow: $6, streaming: false) }))
        } else {
            builds.append(("x86-64-v3 spelling, baseline build", { PiPKernels.weightedBoxRowStepsByFour($0, bytesPerRow: $1, outputs: $2, channels: $3, rows: $4, into: $5, bytesPerRow: $6, streaming: false) }))
        }
        if X86V3Build.runsHere {
            let v3 = ratio == 2 ? X86V3Build.boxRowStepsByTwo : X86V3Build.boxRowStepsByFour
            builds.append(("x86-64-v3", { v3($0, $1, $2, $3, $4, $5, $6, false) }))
            builds.append(("x86-64-v3, streaming stores", { v3($0, $1, $2, $3, $4, $5, $6, true) }))
        }
        #endif
        return builds
    }

    @Test("2:1 and 4:1 row steps: every build writes the rounded box average of each whole step of every row, and nothing past it",
          arguments: [2, 4])
    func stepsMatchPlainSums(ratio: Int) {
        var state = UInt64(ratio) &* 0x9E37_79B9_7F4A_7C15
        func nextByte() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        for (name, steps) in Self.builds(ratio: ratio) {
            for channels in [1, 2] {
                for outputs in stride(from: channels, through: 200, by: channels) {
                    let rowBytes = outputs * ratio, bytesPerRow = rowBytes + 7
                    // Destination rows padded by 16 bytes, which must keep their canary; the first
                    // row 64-byte aligned, the others at whatever alignment the padding gives.
                    let rows = outputs % 3 + 1, outputBytesPerRow = outputs + 16
                    // Extremes first (every sum at its largest, then at zero), then random bytes.
                    for fill in 0..<3 {
                        var source = [UInt8](repeating: 0, count: bytesPerRow * ratio * rows)
                        for i in source.indices { source[i] = fill == 0 ? 255 : fill == 1 ? 0 : nextByte() }
                        let written = UnsafeMutableRawBufferPointer.allocate(byteCount: outputBytesPerRow * rows, alignment: 64)
                        defer { written.deallocate() }
                        let destination = written.initializeMemory(as: UInt8.self, repeating: 0xA5)
                        let done = source.withUnsafeMutableBufferPointer { from in
                            steps(from.baseAddress!, bytesPerRow, outputs, channels, rows, destination.baseAddress!, outputBytesPerRow)
                        }
                        let out = Array(destination)
                        #expect(done == outputs / 16 * 16, "\(name) \(outputs)")
                        var wrong: [Int] = []
                        for row in 0..<rows {
                            for o in 0..<done {
                                let pixel = o / channels, channel = o % channels
                                var sum = 0
                                for r in 0..<ratio {
                                    for k in 0..<ratio {
                                        sum += Int(source[(row * ratio + r) * bytesPerRow + (pixel * ratio + k) * channels + channel])
                                    }
                                }
                                let area = ratio * ratio
                                if Int(out[row * outputBytesPerRow + o]) != (sum + area / 2) / area { wrong.append(row * outputBytesPerRow + o) }
                            }
                            #expect(out[(row * outputBytesPerRow + done)..<((row + 1) * outputBytesPerRow)].allSatisfy { $0 == 0xA5 },
                                    "\(name) wrote past the steps it reports in row \(row)")
                        }
                        #expect(wrong.isEmpty, "\(name) ratio \(ratio), \(channels) channels, \(outputs) outputs, \(rows) rows: \(wrong.prefix(8))")
                    }
                }
            }
        }
    }

    @Test("the x86-64-v3 build compiles exactly the kernels folder: Sources/PiPKernelsX86V3 is a link to it")
    func secondBuildIsTheSameFolder() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: sources.appendingPathComponent("PiPKernelsX86V3").path)
        #expect(link == "PiPKernels", "Sources/PiPKernelsX86V3 must be a relative link to PiPKernels, not a copy or a file list")
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.appendingPathComponent("PiPKernelsX86V3").path + "/")
        #expect(files.filter { $0.hasSuffix(".swift") }.sorted()
            == (try FileManager.default.subpathsOfDirectory(atPath: sources.appendingPathComponent("PiPKernels").path))
                .filter { $0.hasSuffix(".swift") }.sorted())
    }
}

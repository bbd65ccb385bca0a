import Foundation
import Testing

/// Runs the `bench` executable built next to the test bundle, as a user does.
@Suite struct EndToEndTests {
    /// `bench`'s exit status, standard output and standard error for `arguments`.
    static func bench(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = productsFolder.appendingPathComponent("bench")
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes before waiting, so a full pipe cannot block the process.
        let errorData = DataReader(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self),
                String(decoding: errorData.data(), as: UTF8.self))
    }

    /// The folder SwiftPM builds the products into (the test bundle's folder).
    static var productsFolder: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    @Test("bench --quick --verbose with a narrow filter runs one benchmark and prints its summary")
    func quickRun() throws {
        // --verbose: Google Benchmark's line per benchmark shows which ones ran.
        let run = try Self.bench([
            "--quick", "--verbose", "--benchmark_filter=I420ToNV12/simd/640x360/hot", "--sizes", "640x360",
        ])
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("I420ToNV12/simd/640x360/hot ") })
        #expect(lines.contains("Summary") && lines.contains { $0.hasPrefix("Columns (") })
        let table = try #require(lines.firstIndex(of: "I420ToNV12 640x360 hot"))
        #expect(lines.count > table + 2)
        #expect(lines[table + 1].hasPrefix("strategy  median/frame"))
        #expect(lines[table + 2].hasPrefix("simd "))
        // The filter selected one benchmark and its calibrations (its roofline and the compute
        // calibration, for `check --run`): no other strategy, size or cache state ran.
        #expect(lines.filter { $0.hasPrefix("I420ToNV12/") || $0.hasPrefix("Memcpy/") }.count == 2)
        #expect(lines.contains { $0.hasPrefix("Memcpy/640x360/hot ") })
        #expect(lines.contains { $0.hasPrefix("Calibration/compute ") })
        #expect(lines.filter { $0.hasPrefix("I420ToNV12 ") } == ["I420ToNV12 640x360 hot"])
        #expect(!lines.contains { $0.hasPrefix("naive ") || $0.hasPrefix("libyuv ") })
    }

    @Test("bad arguments exit with 64 and say what is wrong")
    func badArguments() throws {
        let sizes = try Self.bench(["--sizes", "640x"])
        #expect(sizes.status == 64)
        #expect(sizes.errors.contains("size '640x' is not WxH with positive integers"))
        #expect(sizes.output.isEmpty)
        let threshold = try Self.bench(["check", "--threshold", "abc"])
        #expect(threshold.status == 64)
        #expect(threshold.errors.contains("'abc' is not a percentage above 0"))
    }
}

/// Reads a pipe to its end on another thread.
private final class DataReader: @unchecked Sendable {
    private var result = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            result = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func data() -> Data {
        done.wait()
        return result
    }
}

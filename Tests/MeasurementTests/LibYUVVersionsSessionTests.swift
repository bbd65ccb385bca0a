import Foundation
import Testing
@testable import Measurement
import PiPVideo
import Results
import Suite

/// `bench libyuv-versions`: its input's typed errors and a session over stand-in children that
/// report the libyuv they loaded.
@Suite struct LibYUVVersionsSessionTests {
    static let installed = LibYUVInstall(version: 1857, libraryDirectory: nil, libraryPath: "/usr/lib/x86_64-linux-gnu/libyuv.so.0")
    static let newest = LibYUVInstall(
        version: 1974, libraryDirectory: "/v/1974/usr/lib/x86_64-linux-gnu", libraryPath: "/v/1974/usr/lib/x86_64-linux-gnu/libyuv.so.0")

    /// A temporary root with `usr/lib/x86_64-linux-gnu/libyuv.so.0` and a header of `version`.
    private func root(version: Int?) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("libyuv-\(UUID().uuidString)")
        let lib = root.appendingPathComponent("usr/lib/x86_64-linux-gnu")
        try FileManager.default.createDirectory(at: lib, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: lib.appendingPathComponent("libyuv.so.0").path, contents: Data())
        if let version {
            let include = root.appendingPathComponent("usr/include/libyuv")
            try FileManager.default.createDirectory(at: include, withIntermediateDirectories: true)
            try "#define LIBYUV_VERSION \(version)\n".write(to: include.appendingPathComponent("version.h"), atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func aGivenDirectoryIsReadForItsVersion() throws {
        let root = try root(version: 1904)
        defer { try? FileManager.default.removeItem(at: root) }
        let install = try LibYUVInstall.parse("1904=\(root.path)", multiarch: "x86_64-linux-gnu")
        #expect(install.version == 1904)
        #expect(install.environment(inherited: nil) == ["LD_LIBRARY_PATH=\(root.path)/usr/lib/x86_64-linux-gnu"])
        #expect(install.environment(inherited: "/opt/x") == ["LD_LIBRARY_PATH=\(root.path)/usr/lib/x86_64-linux-gnu:/opt/x"])
        #expect(Self.installed.environment(inherited: "/opt/x").isEmpty)
        #expect(try LibYUVInstall.parse(root.path, multiarch: "x86_64-linux-gnu").version == 1904)
    }

    @Test func aVersionThatIsNotTheHeadersIsRefused() throws {
        let root = try root(version: 1904)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect {
            _ = try LibYUVInstall.parse("1974=\(root.path)", multiarch: "x86_64-linux-gnu")
        } throws: { error in
            guard case LibYUVVersionsError.versionMismatch(given: 1974, _, found: 1904) = error else { return false }
            return (error as? LibYUVVersionsError)?.exitCode == .badArguments
        }
    }

    @Test func aDirectoryWithoutLibYUVOrWithoutAHeaderIsRefused() throws {
        #expect {
            _ = try LibYUVInstall.parse("1904=/nonexistent/1904", multiarch: "x86_64-linux-gnu")
        } throws: { error in
            guard case LibYUVVersionsError.noLibrary = error else { return false }
            return "\(error)".contains("/nonexistent/1904/usr/lib/x86_64-linux-gnu/libyuv.so.0")
        }
        let headerless = try root(version: nil)
        defer { try? FileManager.default.removeItem(at: headerless) }
        #expect {
            _ = try LibYUVInstall.parse(headerless.path, multiarch: "x86_64-linux-gnu")
        } throws: { error in
            guard case LibYUVVersionsError.undescribable(_, .headerMissing) = error else { return false }
            return true
        }
        #expect {
            _ = try LibYUVInstall.parse("x=", multiarch: "x86_64-linux-gnu")
        } throws: { error in
            guard case LibYUVVersionsError.badArgument("x=") = error else { return false }
            return true
        }
    }

    @Test func aFilterWithoutLibYUVSelectsNothing() throws {
        let candidates = Catalog.benchmarks(SuiteConfiguration(sizes: [FrameSize(width: 640, height: 360)], scope: .standard, cacheStates: [.hot]))
        #expect {
            _ = try LibYUVVersionsSession.select(candidates, filter: try BenchmarkFilter("^Memcpy/"))
        } throws: { error in
            guard case LibYUVVersionsError.noBenchmarkSelected = error else { return false }
            return true
        }
        let selected = try LibYUVVersionsSession.select(candidates, filter: try BenchmarkFilter("^I420ToNV12/"))
        #expect(Set(selected.map(\.descriptor.name)) == ["I420ToNV12/simd/640x360/hot", "I420ToNV12/libyuv/640x360/hot"])
    }

    @Test func roundsAlternateTheOrder() {
        #expect(LibYUVVersionsSession.order(inRound: 0, count: 3) == [0, 1, 2])
        #expect(LibYUVVersionsSession.order(inRound: 1, count: 3) == [2, 1, 0])
    }

    /// A session over I420ToNV12 at 640x360 whose children write `time` of each benchmark and
    /// report the version `reported` gives for their command line.
    private func session(reported: @escaping @Sendable ([String]) -> String, rounds: Int = 8) throws -> LibYUVVersionsSession {
        let candidates = Catalog.benchmarks(SuiteConfiguration(sizes: [FrameSize(width: 640, height: 360)], scope: .standard, cacheStates: [.hot]))
        var session = LibYUVVersionsSession(
            executable: "/bin/bench", installs: [Self.installed, Self.newest], sizes: [FrameSize(width: 640, height: 360)],
            scope: .standard, benchmarks: try LibYUVVersionsSession.select(candidates, filter: try BenchmarkFilter("^I420ToNV12/")),
            rounds: rounds, repetitions: 1, minimumSeconds: 0.01)
        session.launcher = TimeProcessLauncher(start: { line in
            guard let output = line.last else { return 1 }
            let version = reported(line)
            let libyuvTime = version == "1974" ? 80.0 : 100.0
            let entries = [("I420ToNV12/simd/640x360/hot", 60.0), ("I420ToNV12/libyuv/640x360/hot", libyuvTime)].map { name, time in
                """
                {"name": "\(name)", "run_name": "\(name)", "run_type": "iteration", "repetition_index": 0, "iterations": 1,
                 "real_time": \(time), "cpu_time": \(time + Double(output.count % 3)), "time_unit": "ns"}
                """
            }
            let json = "{\"context\": {\"libyuv_version\": \"\(version)\"}, \"benchmarks\": [\(entries.joined(separator: ","))]}"
            return FileManager.default.createFile(atPath: output, contents: Data(json.utf8)) ? 0 : 1
        })
        return session
    }

    @Test func eachVersionsLibYUVRowsCarryTheVersionAndOursHasEveryProcess() throws {
        let session = try session(reported: { line in line.first?.hasPrefix("LD_LIBRARY_PATH=/v/1974") == true ? "1974" : "1857" })
        let document = try session.run()
        let file = document.repetitions(clock: .cpu)
        #expect(Set(file.names) == ["I420ToNV12/simd/640x360/hot", "I420ToNV12/libyuv@1857/640x360/hot", "I420ToNV12/libyuv@1974/640x360/hot"])
        #expect(file.samples("I420ToNV12/simd/640x360/hot").count == 16)
        #expect(file.samples("I420ToNV12/libyuv@1974/640x360/hot").count == 8)
        let rounds = try #require(LibYUVVersionRounds(context: document.context))
        #expect(rounds.versions == [1857, 1974] && rounds.rounds == 8)
        #expect(Array(rounds.processVersions.prefix(4)) == [1857, 1974, 1974, 1857])
        #expect(session.resultFamilies["I420ToNV12/libyuv@1974/640x360/hot"] == "libyuv")
    }

    @Test func aProcessThatRanAnotherLibYUVFailsTheSession() throws {
        let session = try session(reported: { _ in "1857" }, rounds: 1)
        #expect {
            _ = try session.run()
        } throws: { error in
            guard case LibYUVVersionsError.wrongVersionLoaded(expected: 1974, found: "1857", _) = error else { return false }
            return (error as? LibYUVVersionsError)?.exitCode == .suiteFailed
        }
    }
}

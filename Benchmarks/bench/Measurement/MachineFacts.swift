import Foundation
import Gate
import PiPLibYUV
import PiPVideo

/// Facts about this machine, toolchain and checkout for result metadata. Every fact that cannot
/// be read is "unknown" rather than an error: metadata describes, the profile rule decides.
enum MachineFacts {
    /// This machine's profile.
    static func profile() -> MachineProfile {
        MachineProfile(
            architecture: command("uname", ["-m"]) ?? "unknown",
            cpuModel: cpuInfoValue("model name") ?? "unknown",
            logicalCores: ProcessInfo.processInfo.activeProcessorCount,
            caches: caches(),
            simdFeatures: simdFeatures(),
            operatingSystem: operatingSystem(),
            swiftVersion: command("swift", ["--version"]).flatMap { $0.split(separator: "\n").first.map(String.init) } ?? "unknown",
            libyuvVersion: String(LibYUVInfo.version),
            valgrindVersion: command("valgrind", ["--version"]) ?? "none",
            buildConfiguration: BuildWarning.configuration,
            rowKernels: RowKernels.build)
    }

    /// `git rev-parse HEAD`, with "-dirty" when tracked files other than baselines/ have uncommitted
    /// changes (a freshly recorded baseline does not change what is measured); "unknown" outside git.
    static func gitCommit() -> String {
        guard let head = command("git", ["rev-parse", "HEAD"]) else { return "unknown" }
        let dirty = command("git", ["status", "--porcelain", "--untracked-files=no", "--", ".", ":(exclude)baselines"])
            .map { !$0.isEmpty } ?? false
        return dirty ? head + "-dirty" : head
    }

    /// Now, in ISO 8601.
    static func date() -> String { ISO8601DateFormatter().string(from: Date()) }

    private static func cpuInfoValue(_ key: String) -> String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key) {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    private static func simdFeatures() -> [String] {
        let interesting = ["sse2", "ssse3", "sse4_1", "sse4_2", "avx", "avx2", "avx512f", "avx512bw", "avx512vl", "asimd", "sve"]
        let flags = Set((cpuInfoValue("flags") ?? cpuInfoValue("Features") ?? "").split(separator: " ").map(String.init))
        return interesting.filter { flags.contains($0) }
    }

    private static func caches() -> [String] {
        cacheDescriptions().compactMap { cache in
            guard let level = cache["level"], let size = cache["size"] else { return nil }
            let type = cache["type"].map { $0 == "Data" ? "d" : $0 == "Instruction" ? "i" : "" } ?? ""
            return "L\(level)\(type) \(size)"
        }
    }

    /// The files of each of CPU 0's caches in /sys (level, type, size, shared_cpu_list, ...), by name.
    static func cacheDescriptions() -> [[String: String]] {
        let root = "/sys/devices/system/cpu/cpu0/cache"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: root) else { return [] }
        return entries.filter { $0.hasPrefix("index") }.sorted().map { entry in
            var files: [String: String] = [:]
            for name in ["level", "type", "size", "shared_cpu_list"] {
                files[name] = (try? String(contentsOfFile: "\(root)/\(entry)/\(name)", encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines)
            }
            return files
        }
    }

    private static func operatingSystem() -> String {
        let release = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
            .map { $0.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        let kernel = command("uname", ["-sr"]) ?? "unknown kernel"
        return [release, kernel].compactMap { $0 }.joined(separator: ", ")
    }

    /// Runs a program found on PATH; its trimmed standard output, or nil when it fails.
    static func command(_ program: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

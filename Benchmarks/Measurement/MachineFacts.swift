import Foundation
import Gate
import PiPLibYUV
import PiPVideo
import Results
import Suite

/// Facts about this machine, toolchain and checkout for result metadata. Every fact that cannot
/// be read is "unknown" rather than an error: metadata describes, the profile rule decides. The
/// readers of system files (`/proc/cpuinfo`, `/etc/os-release`, the caches in /sys) are split from
/// the parsing of their text, which `MachineFacts+Parsing.swift` holds.
public enum MachineFacts {
    /// "debug" or "release": the build configuration of this code (and of the whole `bench` build).
    #if DEBUG
    public static let buildConfiguration = "debug"
    #else
    public static let buildConfiguration = "release"
    #endif

    /// This machine's profile.
    public static func profile() -> MachineProfile {
        let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let caches = cacheDescriptions()
        return MachineProfile(
            architecture: command("uname", ["-m"]) ?? "unknown",
            cpuModel: cpuInfoValue("model name", in: cpuInfo) ?? "unknown",
            logicalCores: ProcessInfo.processInfo.activeProcessorCount,
            caches: cacheNames(caches),
            simdFeatures: simdFeatures(cpuInfo: cpuInfo),
            operatingSystem: operatingSystem(
                osRelease: try? String(contentsOfFile: "/etc/os-release", encoding: .utf8), kernel: command("uname", ["-sr"])),
            swiftVersion: command("swift", ["--version"]).flatMap { $0.split(separator: "\n").first.map(String.init) } ?? "unknown",
            libyuvVersion: LibYUVContext.version,
            valgrindVersion: command("valgrind", ["--version"]) ?? "none",
            buildConfiguration: buildConfiguration,
            rowKernels: RowKernels.build,
            host: hostIdentity(cpuInfo: cpuInfo, cacheDescriptions: caches))
    }

    /// /proc/cpuinfo's "cpu MHz" in hertz, or nil (see `reportedClockHertz(cpuInfo:)`).
    public static func reportedClockHertz() -> Double? {
        reportedClockHertz(cpuInfo: (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? "")
    }

    /// `git rev-parse HEAD`, with "-dirty" when tracked files other than baselines/ have uncommitted
    /// changes (a freshly recorded baseline does not change what is measured); "unknown" outside git.
    public static func gitCommit() -> String {
        guard let head = command("git", ["rev-parse", "HEAD"]) else { return "unknown" }
        let dirty = command("git", ["status", "--porcelain", "--untracked-files=no", "--", ".", ":(exclude)baselines"])
            .map { !$0.isEmpty } ?? false
        return dirty ? head + "-dirty" : head
    }

    /// Now, in ISO 8601.
    public static func date() -> String { ISO8601DateFormatter().string(from: Date()) }

    /// The files of each of CPU 0's caches in /sys (level, type, size, shared_cpu_list, ...), by name.
    public static func cacheDescriptions() -> [[String: String]] {
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

    /// Runs a program found on PATH; its trimmed standard output, or nil when it fails
    /// (`ChildProcess.output`).
    public static func command(_ program: String, _ arguments: [String]) -> String? {
        ChildProcess.output([program] + arguments)
    }
}

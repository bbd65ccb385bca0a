import Foundation
import Gate
import Results

/// The text of the system files `MachineFacts` reads, parsed.
extension MachineFacts {
    /// The SIMD features that select kernels, in this order, when /proc/cpuinfo lists them.
    static let interestingFeatures = [
        "sse2", "ssse3", "sse4_1", "sse4_2", "avx", "avx2", "avx512f", "avx512bw", "avx512vl", "asimd", "sve",
    ]

    /// The value of the first line of /proc/cpuinfo text that starts with `key` ("model name: AMD
    /// EPYC" gives "AMD EPYC"), or nil.
    static func cpuInfoValue(_ key: String, in cpuInfo: String) -> String? {
        for line in cpuInfo.split(separator: "\n") where line.hasPrefix(key) {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// The SIMD flags of `HostIdentity`: the kernel-selecting features and the AVX-512 subsets that
    /// tell microarchitectures apart.
    static let identityFlags = interestingFeatures + ["avx512cd", "avx512dq", "avx512vbmi", "avx512_vnni", "avx512_bf16"]

    /// The value of the first line of /proc/cpuinfo text whose key (the text before the colon,
    /// trimmed) is exactly `key`: "model" finds "model\t\t: 17", not "model name". Nil when absent.
    static func cpuInfoField(_ key: String, in cpuInfo: String) -> String? {
        for line in cpuInfo.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":"),
                  line[..<colon].trimmingCharacters(in: .whitespaces) == key else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// The host identity from /proc/cpuinfo text and CPU 0's cache descriptions: on x86
    /// "vendor_id", "cpu family", "model", "stepping"; on arm64 "CPU implementer", "CPU
    /// architecture", "CPU part", "CPU variant" and "CPU revision". Absent facts are "unknown".
    static func hostIdentity(cpuInfo: String, cacheDescriptions: [[String: String]]) -> HostIdentity {
        func field(_ keys: String...) -> String {
            let values = keys.compactMap { cpuInfoField($0, in: cpuInfo) }
            return values.isEmpty ? "unknown" : values.joined(separator: " ")
        }
        let isARM = cpuInfoField("CPU implementer", in: cpuInfo) != nil && cpuInfoField("vendor_id", in: cpuInfo) == nil
        let flagLine = cpuInfoField("flags", in: cpuInfo) ?? cpuInfoField("Features", in: cpuInfo) ?? ""
        let flags = Set(flagLine.split(separator: " ").map(String.init))
        return HostIdentity(
            vendor: isARM ? field("CPU implementer") : field("vendor_id"),
            family: isARM ? field("CPU architecture") : field("cpu family"),
            model: isARM ? field("CPU part") : field("model"),
            stepping: isARM ? field("CPU variant", "CPU revision") : field("stepping"),
            simdFlags: identityFlags.filter { flags.contains($0) },
            caches: cacheNames(cacheDescriptions.filter { $0["type"] != "Instruction" }))
    }

    /// /proc/cpuinfo's "cpu MHz" of the first CPU in hertz (what the kernel reports: on a VM often
    /// the nominal clock), or nil when absent (arm64).
    static func reportedClockHertz(cpuInfo: String) -> Double? {
        cpuInfoField("cpu MHz", in: cpuInfo).flatMap(Double.init).map { $0 * 1e6 }
    }

    /// The `interestingFeatures` among /proc/cpuinfo's "flags" (x86) or "Features" (arm64).
    static func simdFeatures(cpuInfo: String) -> [String] {
        let line = cpuInfoValue("flags", in: cpuInfo) ?? cpuInfoValue("Features", in: cpuInfo) ?? ""
        let flags = Set(line.split(separator: " ").map(String.init))
        return interestingFeatures.filter { flags.contains($0) }
    }

    /// Cache descriptions (`cacheDescriptions()`) as profile names: "L1d 32K", "L1i 32K", "L2 512K".
    static func cacheNames(_ descriptions: [[String: String]]) -> [String] {
        descriptions.compactMap { cache in
            guard let level = cache["level"], let size = cache["size"] else { return nil }
            let type = cache["type"].map { $0 == "Data" ? "d" : $0 == "Instruction" ? "i" : "" } ?? ""
            return "L\(level)\(type) \(size)"
        }
    }

    /// /etc/os-release's PRETTY_NAME and the kernel (`uname -sr`), joined: "Debian GNU/Linux 12
    /// (bookworm), Linux 6.1.0"; "unknown kernel" when `kernel` is nil.
    static func operatingSystem(osRelease: String?, kernel: String?) -> String {
        let release = osRelease?.split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
            .map { $0.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        return [release, kernel ?? "unknown kernel"].compactMap { $0 }.joined(separator: ", ")
    }
}

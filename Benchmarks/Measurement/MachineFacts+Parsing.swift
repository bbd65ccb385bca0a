import Foundation

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

import Foundation

/// The size of the largest CPU cache, as the system reports it.
public enum LastLevelCache {
    /// Used when the system reports no cache size: larger than any current client or server L3 slice
    /// a single core can use, so a cold ring sized from it still overflows the cache.
    public static let fallbackBytes = 64 << 20

    /// Bytes of the highest-level cache listed under /sys/devices/system/cpu/cpu0/cache, or nil.
    public static func reportedBytes(sysfsRoot: String = "/sys/devices/system/cpu/cpu0/cache") -> Int? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: sysfsRoot) else { return nil }
        var best: (level: Int, bytes: Int)?
        for entry in entries where entry.hasPrefix("index") {
            let directory = sysfsRoot + "/" + entry
            guard let level = readInt(directory + "/level"), let size = readText(directory + "/size"),
                  let bytes = parseSize(size) else { continue }
            if best == nil || level > best!.level || (level == best!.level && bytes > best!.bytes) {
                best = (level, bytes)
            }
        }
        return best?.bytes
    }

    /// The reported size, or `fallbackBytes`.
    public static var bytes: Int { reportedBytes() ?? fallbackBytes }

    /// Parses sysfs cache sizes such as "32768K", "1M" or "512".
    static func parseSize(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let last = trimmed.last else { return nil }
        let multiplier: Int
        var digits = trimmed
        switch last {
        case "K", "k": multiplier = 1 << 10; digits.removeLast()
        case "M", "m": multiplier = 1 << 20; digits.removeLast()
        case "G", "g": multiplier = 1 << 30; digits.removeLast()
        default: multiplier = 1
        }
        guard let value = Int(digits), value > 0 else { return nil }
        return value * multiplier
    }

    private static func readText(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
    private static func readInt(_ path: String) -> Int? {
        readText(path).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
}

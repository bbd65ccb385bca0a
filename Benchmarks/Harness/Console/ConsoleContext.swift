#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The context block `bench run` prints before its progress, in place of Google Benchmark's
/// header: the machine, the suite's build (configuration and compiler, from this module's own
/// compilation), the context keys the suite added, and a word on the harness library's build.
public enum ConsoleContext {
    /// `release` or `debug`: how the suite (this module with it) was compiled.
    public static var buildConfiguration: String {
        #if DEBUG
        return "debug"
        #else
        return "release"
        #endif
    }

    /// The Swift compiler that built the suite, to the minor version.
    public static var compiler: String {
        #if compiler(>=7.0)
        return "Swift 7 or later"
        #elseif compiler(>=6.4)
        return "Swift 6.4"
        #elseif compiler(>=6.3)
        return "Swift 6.3"
        #elseif compiler(>=6.2)
        return "Swift 6.2"
        #elseif compiler(>=6.1)
        return "Swift 6.1"
        #else
        return "Swift 6.0"
        #endif
    }

    /// One line on Google Benchmark's own build. Debian's libbenchmark is compiled without
    /// `NDEBUG`, so Google Benchmark's header warns "Library was built as DEBUG"; that concerns
    /// the harness library's own assertions, not the measured code.
    public static let harnessLibraryNote = """
        harness: Google Benchmark as Debian builds it, without NDEBUG ("Library was built as DEBUG" \
        under --verbose: its own checks, not the measured code)
        """

    /// The block's lines. `context`: the key/value pairs added with `Harness.addContext`, in order.
    public static func lines(context: [(key: String, value: String)], benchmarks: Int, repetitions: Int, interleaved: Bool)
        -> [String]
    {
        var lines = [machineLine(), "suite: \(buildConfiguration) build, \(compiler)"]
        // build_configuration (the suite's, added by bench) is the line above.
        let shown = context.filter { $0.key != "build_configuration" }
        if !shown.isEmpty {
            lines.append("context: " + shown.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
        lines.append(harnessLibraryNote)
        let each = repetitions == 1 ? "1 repetition" : "\(repetitions) repetitions"
        lines.append(
            "running \(benchmarks) benchmark\(benchmarks == 1 ? "" : "s"), \(each) each\(interleaved ? ", interleaved" : "")"
                + " (--verbose prints Google Benchmark's lines)")
        return lines
    }

    /// `date UTC, N x CPU model, caches, load average` from /proc and /sys (parts that cannot be
    /// read are left out).
    static func machineLine() -> String {
        var parts = [utcDate()]
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        let model = cpuInfo("model name") ?? cpuInfo("CPU part").map { "CPU part \($0)" }
        parts.append("\(cores) x " + (model ?? "CPU"))
        let caches = cacheSizes()
        if !caches.isEmpty { parts.append(caches.joined(separator: " ")) }
        var loads = [Double](repeating: 0, count: 3)
        if getloadavg(&loads, 3) == 3 {
            parts.append("load average " + loads.map { String(Double(Int(($0 * 100).rounded())) / 100) }.joined(separator: " "))
        }
        return parts.joined(separator: ", ")
    }

    static func utcDate() -> String {
        var now = time(nil)
        var broken = tm()
        gmtime_r(&now, &broken)
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M:%S UTC", &broken)
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func cpuInfo(_ key: String) -> String? {
        guard let text = readFile("/proc/cpuinfo") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key) {
            if let colon = line.firstIndex(of: ":") {
                return String(line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" })
            }
        }
        return nil
    }

    /// `L1d 32K L2 1024K L3 32768K` from CPU 0's caches.
    static func cacheSizes() -> [String] {
        (0..<8).compactMap { index in
            let root = "/sys/devices/system/cpu/cpu0/cache/index\(index)/"
            guard let level = readFile(root + "level"), let size = readFile(root + "size") else { return nil }
            let type = readFile(root + "type")
            if type == "Instruction" { return nil }
            return "L\(level)\(type == "Data" ? "d" : "") \(size)"
        }
    }

    /// A small text file's contents without the trailing newline, or nil.
    static func readFile(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer.prefix(count)
        }
        var text = String(decoding: bytes, as: UTF8.self)
        while text.last == "\n" { text.removeLast() }
        return text
    }
}

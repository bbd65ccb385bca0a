import Gate
import Plot
import Results

/// Section 1: where and how the results were made, with a warning banner for debug builds, failed
/// benchmarks and other problems with the input.
struct HeaderSection {
    let data: ReportData
    /// Facts of the machine the report is made on, used when the files carry no metadata (the
    /// run `bench --report` just made).
    let machine: MachineProfile?
    let commit: String?
    let command: String?
    let problems: [String]

    var facts: [(String, String)] {
        let metadata = data.metadata
        let profile = metadata?.machine ?? machine
        let context = { (key: String) in data.context(key) }
        var facts: [(String, String)] = []
        func add(_ label: String, _ value: String?) { if let value, !value.isEmpty { facts.append((label, value)) } }
        add("CPU", profile.map { "\($0.cpuModel) (\($0.architecture))" } ?? context("mhz_per_cpu").map { "\($0) MHz" })
        add("cores", profile.map { String($0.logicalCores) } ?? context("num_cpus"))
        add("caches", profile?.caches.joined(separator: ", ") ?? context("last_level_cache_bytes").map { "last level \($0) bytes" })
        add("SIMD", profile?.simdFeatures.joined(separator: " "))
        add("OS", profile?.operatingSystem)
        add("Swift", profile?.swiftVersion)
        add("libyuv", profile?.libyuvVersion ?? context("libyuv_version"))
        add("build", buildConfiguration)
        add("metric", data.metric == .time ? "time (wall clock per frame)" : "instructions per frame (callgrind)")
        add("commit", metadata?.gitCommit ?? commit)
        add("date", metadata?.date ?? context("date"))
        add("command", command)
        add("files", data.files.map(\.path).joined(separator: ", "))
        if data.familySource == .catalogue {
            add("strategy families", "from this bench's catalogue (the run files do not record them)")
        }
        if metadata == nil && machine != nil {
            add("machine facts", "read on the machine that made this report (the run files carry no metadata)")
        }
        return facts
    }

    var buildConfiguration: String? {
        data.metadata?.machine.buildConfiguration ?? data.context("build_configuration") ?? machine?.buildConfiguration
    }

    var warnings: [String] {
        var warnings = problems
        if let build = buildConfiguration, build != "release" {
            warnings.insert("This is a \(build) build: its times say nothing about release performance. Run with `swift run -c release bench`.", at: 0)
        }
        return warnings
    }

    var node: Node<HTML.BodyContext> {
        let warnings = self.warnings
        return .header(.id("header"),
            .h1("PiP frame benchmarks: report"),
            .if(!warnings.isEmpty, .div(.class("banner"), .attribute(named: "role", value: "alert"), .text("Warning"),
                                         .ul(.forEach(warnings) { .li(.text($0)) }))),
            .h2("1. Machine and run"),
            .dl(.class("facts"), .forEach(facts) { fact in .group(.dt(.text(fact.0)), .dd(.text(fact.1))) }))
    }
}

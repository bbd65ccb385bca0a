/// The machine and toolchain a baseline or run comes from, and the rule for which ones may be
/// compared.
public struct MachineProfile: Sendable, Equatable, Codable {
    /// `uname -m`, for example "x86_64".
    public var architecture: String
    /// /proc/cpuinfo "model name", for example "AMD EPYC".
    public var cpuModel: String
    /// Logical cores the process may use.
    public var logicalCores: Int
    /// Cache levels as the system reports them, for example ["L1d 32K", "L2 512K", "L3 32768K"].
    public var caches: [String]
    /// SIMD features of the CPU that select kernels, for example ["avx", "avx2", "sse4_2"].
    public var simdFeatures: [String]
    /// /etc/os-release PRETTY_NAME and kernel release.
    public var operatingSystem: String
    /// "Swift version 6.3.1 ..." first line of `swift --version`, or "unknown".
    public var swiftVersion: String
    /// LIBYUV_VERSION the suite was built against.
    public var libyuvVersion: String
    /// `valgrind --version`, or "none" when valgrind is not installed.
    public var valgrindVersion: String
    /// "release" or "debug".
    public var buildConfiguration: String
    /// What counted the instructions when it is not callgrind, for example the qemu plugin of
    /// scripts/ci/arm64-check.sh and its qemu version; nil (absent from the JSON) for callgrind.
    public var instructionCounter: String?
    /// The build of the row kernels that ran (PiPVideo's `RowKernels.build`: "x86-64-v3" or
    /// "x86-64" on x86-64, "arm64"); nil in files written before the kernels had two builds, which
    /// all ran the baseline build (`rowKernelsName`).
    public var rowKernels: String?
    /// What tells this host apart from others of the same CPU model name (family, model, stepping,
    /// SIMD flags, caches); nil in files written before it was recorded. The time gate requires
    /// equal identities (`HostCheck`); instructions do not depend on it.
    public var host: HostIdentity?
    /// The core clock in cycles per second, measured in the run by a chain of known cycle count
    /// (`CycleChain`); nil when not measured. Not part of the identity: it varies with turbo.
    public var clockHertz: Double?

    /// A profile from its facts.
    public init(
        architecture: String, cpuModel: String, logicalCores: Int, caches: [String], simdFeatures: [String],
        operatingSystem: String, swiftVersion: String, libyuvVersion: String, valgrindVersion: String,
        buildConfiguration: String, instructionCounter: String? = nil, rowKernels: String? = nil,
        host: HostIdentity? = nil, clockHertz: Double? = nil
    ) {
        self.architecture = architecture
        self.cpuModel = cpuModel
        self.logicalCores = logicalCores
        self.caches = caches
        self.simdFeatures = simdFeatures
        self.operatingSystem = operatingSystem
        self.swiftVersion = swiftVersion
        self.libyuvVersion = libyuvVersion
        self.valgrindVersion = valgrindVersion
        self.buildConfiguration = buildConfiguration
        self.instructionCounter = instructionCounter
        self.rowKernels = rowKernels
        self.host = host
        self.clockHertz = clockHertz
    }

    /// `instructionCounter`, or "callgrind" when it is nil.
    public var instructionCounterName: String { instructionCounter ?? "callgrind" }

    /// `rowKernels`, or for files without it the build that ran then: "x86-64" on x86_64, "arm64"
    /// on aarch64 (arm64), else the architecture.
    public var rowKernelsName: String {
        if let rowKernels { return rowKernels }
        switch architecture {
        case "x86_64": return "x86-64"
        case "aarch64", "arm64": return "arm64"
        default: return architecture
        }
    }

    /// The default profile name: "<os>-<architecture>-<cores>core", for example "linux-x86_64-2core".
    public var defaultName: String {
        let system = operatingSystem.lowercased().contains("darwin") || operatingSystem.lowercased().contains("macos")
            ? "macos" : "linux"
        return "\(system)-\(architecture)-\(logicalCores)core"
    }

    /// Why a result from `self` may not be compared with a result from `other` for `metric`; empty
    /// when they are compatible.
    ///
    /// - Both metrics: same architecture, a release build on both sides, and the same build of the
    ///   row kernels (x86-64-v3 and baseline x86-64 run different instructions at different speeds).
    /// - `time`: same CPU model and logical core count (time normalisation absorbs a uniformly
    ///   faster or slower machine of that kind, not a different microarchitecture).
    /// - `instructions`: same Swift compiler, libyuv and valgrind versions (they decide which
    ///   instructions run; valgrind's virtual CPU decides which SIMD kernels libyuv and glibc pick),
    ///   and the same instruction counter.
    public func incompatibilities(with other: MachineProfile, for metric: Metric) -> [String] {
        var problems: [String] = []
        func require(_ field: String, _ mine: String, _ theirs: String) {
            if mine != theirs { problems.append("\(field): baseline '\(mine)', this run '\(theirs)'") }
        }
        require("architecture", architecture, other.architecture)
        require("build configuration", buildConfiguration, other.buildConfiguration)
        if buildConfiguration != "release" { problems.append("the baseline is a \(buildConfiguration) build; record with a release build") }
        if other.buildConfiguration != "release" { problems.append("this run is a \(other.buildConfiguration) build; run with a release build") }
        if rowKernelsName != other.rowKernelsName {
            let hint: String
            switch (rowKernelsName, other.rowKernelsName) {
            case ("x86-64", "x86-64-v3"): hint = "; PIPBENCH_ROW_KERNELS=x86-64 runs the baseline build on this CPU"
            case ("x86-64-v3", "x86-64"): hint = "; unset PIPBENCH_ROW_KERNELS if it is set (this CPU may lack x86-64-v3: then record a baseline here)"
            default: hint = ""
            }
            problems.append("row kernels: baseline '\(rowKernelsName)', this run '\(other.rowKernelsName)'\(hint)")
        }
        switch metric {
        case .time:
            require("CPU model", cpuModel, other.cpuModel)
            require("logical cores", String(logicalCores), String(other.logicalCores))
        case .instructions:
            require("Swift", swiftVersion, other.swiftVersion)
            require("libyuv", libyuvVersion, other.libyuvVersion)
            require("valgrind", valgrindVersion, other.valgrindVersion)
            require("instruction counter", instructionCounterName, other.instructionCounterName)
        case .memory:
            // Allocations follow the compiler's code and the libraries' (libyuv allocates inside some calls).
            require("Swift", swiftVersion, other.swiftVersion)
            require("libyuv", libyuvVersion, other.libyuvVersion)
        }
        return problems
    }
}

/// The suite's metadata in a baseline or run file: a top-level "metadata" object next to Google
/// Benchmark's "context" and "benchmarks", which compare.py ignores.
public struct ResultMetadata: Sendable, Equatable, Codable {
    /// Version of this metadata layout.
    public static let currentFormatVersion = 1

    /// Layout version (`currentFormatVersion` when written).
    public var formatVersion: Int
    /// What the file measures.
    public var metric: Metric
    /// The machine profile's name, for example "linux-x86_64-2core".
    public var profile: String
    /// Where it was measured.
    public var machine: MachineProfile
    /// `git rev-parse HEAD` of the measured sources ("-dirty" appended for uncommitted changes).
    public var gitCommit: String
    /// ISO 8601 time of the recording.
    public var date: String
    /// How the results were produced; `check` reuses the sizes and scope.
    public var settings: RunSettings
    /// For each benchmark normalised in time mode, the calibration benchmark it is divided by
    /// (its memcpy roofline of the same bytes and cache state).
    public var calibrations: [String: String]
    /// time: the compute calibration (`Calibration/compute`), which calibrates the share of every
    /// benchmark's time that its memcpy roofline does not; nil in files from before it existed.
    public var computeCalibration: String?
    /// Each benchmark's strategy family ("naive", "scalar", "simd", "fused", "libyuv": PiPVideo's
    /// `StrategyFamily`), for the benchmarks that have a strategy; nil in files from before it was
    /// recorded (`bench report` then takes them from its own catalogue, and says so).
    public var strategyFamilies: [String: String]?

    /// Metadata of the current format version.
    public init(
        metric: Metric, profile: String, machine: MachineProfile, gitCommit: String, date: String,
        settings: RunSettings, calibrations: [String: String], computeCalibration: String? = nil,
        strategyFamilies: [String: String]? = nil
    ) {
        formatVersion = Self.currentFormatVersion
        self.metric = metric
        self.profile = profile
        self.machine = machine
        self.gitCommit = gitCommit
        self.date = date
        self.settings = settings
        self.calibrations = calibrations
        self.computeCalibration = computeCalibration
        self.strategyFamilies = strategyFamilies
    }
}

/// How a result file was produced.
public struct RunSettings: Sendable, Equatable, Codable {
    /// Frame sizes (WxH) the suite was configured with.
    public var sizes: [String]
    /// "standard" or "full".
    public var scope: String
    /// Cache states run ("hot", "cold"); the instructions metric counts hot only.
    public var cacheStates: [String]
    /// The --filter regex, or nil for every benchmark.
    public var filter: String?
    /// time: repetitions per benchmark in each process.
    public var repetitions: Int?
    /// time: how many fresh processes ran the suite one after another (nil: one, in older files).
    public var processes: Int?
    /// time: Google Benchmark's --benchmark_min_time per repetition, in seconds.
    public var minimumSecondsPerRepetition: Double?
    /// instructions: frames counted per benchmark (after one uncounted warm-up frame).
    public var framesCounted: Int?

    /// Settings; the fields of the other metric stay nil.
    public init(
        sizes: [String], scope: String, cacheStates: [String], filter: String?, repetitions: Int? = nil,
        processes: Int? = nil, minimumSecondsPerRepetition: Double? = nil, framesCounted: Int? = nil
    ) {
        self.sizes = sizes
        self.scope = scope
        self.cacheStates = cacheStates
        self.filter = filter
        self.repetitions = repetitions
        self.processes = processes
        self.minimumSecondsPerRepetition = minimumSecondsPerRepetition
        self.framesCounted = framesCounted
    }
}

import Gate
import Results

/// The stored runs of one machine profile and metric, in the order they were measured, with
/// every benchmark's values: what `changes` and the report's trends read.
public struct RunHistory: Sendable {
    /// One point of the series: a run, or several stored runs of the same commit and date (a file
    /// committed again with more benchmarks), merged.
    public struct Point: Sendable, Equatable {
        /// The measured commit.
        public var commit: String
        /// When it was measured (ISO 8601).
        public var date: String
        /// import-git: the commit that committed the file, and its subject.
        public var committedIn: String?
        public var note: String?
        /// Where the run came from (the file, or `git:REV:path`).
        public var source: String
        /// How the machine differs from the previous point's, when it changed here.
        public var machineChange: String?

        /// The commit to show: the one that committed the file when known, else the measured one,
        /// shortened to 9 characters.
        public var label: String { String((committedIn ?? commit).prefix(9)) }

        /// A point from its parts.
        public init(commit: String, date: String, committedIn: String? = nil, note: String? = nil, source: String,
                    machineChange: String? = nil) {
            self.commit = commit
            self.date = date
            self.committedIn = committedIn
            self.note = note
            self.source = source
            self.machineChange = machineChange
        }
    }

    /// The machine profile's name and the metric.
    public let profile: String
    public let metric: Metric
    /// The points, oldest first.
    public let points: [Point]
    /// Each benchmark's value (real clock; instructions for that metric) at each point where it was measured.
    public let values: [String: [Int: Double]]
    /// The same on the CPU clock.
    public let cpuValues: [String: [Int: Double]]

    /// A history from its parts; `cpuValues` defaults to `values`.
    public init(profile: String, metric: Metric, points: [Point], values: [String: [Int: Double]],
                cpuValues: [String: [Int: Double]] = [:]) {
        self.profile = profile
        self.metric = metric
        self.points = points
        self.values = values
        self.cpuValues = cpuValues.isEmpty ? values : cpuValues
    }

    /// Benchmark names, sorted.
    public var benchmarks: [String] { values.keys.sorted() }

    /// A benchmark's series: (point index, value), oldest first.
    public func series(_ benchmark: String, clock: TimeClock = .real) -> [(point: Int, value: Double)] {
        let table = clock == .cpu ? cpuValues : values
        return (table[benchmark] ?? [:]).sorted { $0.key < $1.key }.map { (point: $0.key, value: $0.value) }
    }
}

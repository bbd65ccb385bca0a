import Gate
import Plot
import Results

/// The report page: one self-contained HTML file (inline CSS and SVG, no scripts, fonts or
/// downloads) with the run's machine, the operations' times, picture quality, cost against frame
/// size, the pipelines and the comparison with a baseline.
public struct HTMLReport: Sendable {
    public let data: ReportData
    public let changes: BaselineChanges?
    /// `--cpu-budget`: percent of one core per pipeline, or nil.
    public let budget: Double?
    /// Facts of this machine, for runs without metadata.
    public let machine: MachineProfile?
    public let commit: String?
    public let command: String?
    /// The frame rate of the operations' CPU share.
    public let framesPerSecond: Int
    /// Section 7: the trends of a history (`--history`), and its path; nil without one.
    public var trends: [TrendLines]?
    public var historyPath: String?
    /// Section 8: upgrade tables (`UpgradeTable`) with their titles ("x86-64", "arm64"); empty
    /// leaves the section out.
    public var upgrades: [(title: String, table: UpgradeTable)] = []
    /// Section 9: the flame graphs of a profile file (`--profile`), and its path; nil leaves the
    /// section out.
    public var profiles: ProfileDocument?
    public var profilesPath: String?

    public init(data: ReportData, changes: BaselineChanges? = nil, budget: Double? = nil, machine: MachineProfile? = nil,
                commit: String? = nil, command: String? = nil, framesPerSecond: Int = 30) {
        self.data = data
        self.changes = changes
        self.budget = budget
        self.machine = machine
        self.commit = commit
        self.command = command
        self.framesPerSecond = framesPerSecond
    }

    /// Problems the banner names: the input's, and a failed comparison's.
    var problems: [String] {
        var problems = data.problems
        if let changes, changes.failure != nil { problems.append("No comparison with the \(changes.source): see section 6") }
        if let regressions = changes?.rows.filter({ $0.verdict == .regression }).count, regressions > 0 {
            problems.append("\(regressions) regression(s) against the \(changes?.source ?? "baseline"): see section 6")
        }
        return problems
    }

    /// The page.
    public func render() -> String {
        let page = HTML(
            .lang(.english),
            .head(.meta(.charset(.utf8)), .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
                  .element(named: "title", text: "PiP frame benchmarks: report"),
                  .style(Stylesheet.css)),
            .body(
                HeaderSection(data: data, machine: machine, commit: commit, command: command, problems: problems).node,
                .main(
                    OperationSection(data: data, framesPerSecond: framesPerSecond).node,
                    QualitySection(data: data).node,
                    SizeSection(data: data).node,
                    PipelineSection(data: data, budget: budget).node,
                    BaselineChangesSection(changes: changes).node,
                    TrendsSection(trends: trends, historyPath: historyPath, metric: data.metric).node,
                    UpgradeSection(tables: upgrades).node,
                    ProfileSection(profiles: profiles, path: profilesPath).node)))
        return page.render()
    }
}

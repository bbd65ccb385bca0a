import Gate
import Results

/// The report's figures of function profiles: a benchmark's flame graph with its largest
/// functions, and a REGRESSION or IMPROVEMENT row's differential flame graph with the functions
/// that moved (`ProfileComparison`).
enum ProfileFigures {
    /// How many functions the table under a flame graph lists.
    static let functionsListed = 10

    /// `profile`'s flame graph and the functions with the most instructions of their own.
    static func flame(_ profile: FunctionProfile) -> ChartFigure {
        let graph = FlameGraph(stacks: profile.stacks)
        let format = Formatting.format
        let rows = profile.functions.sorted { ($1.selfPerFrame, $0.name) < ($0.selfPerFrame, $1.name) }.prefix(functionsListed).map { function in
            [(function.name, nil), (function.library, "figure"), (format.grouped(function.selfPerFrame), "figure"),
             (format.grouped(function.inclusivePerFrame), "figure"),
             (format.fixed(profile.instructionsPerFrame > 0 ? function.selfPerFrame / profile.instructionsPerFrame * 100 : nil, digits: 1, suffix: "%"), "figure")]
             as [(text: String, cssClass: String?)]
        }
        var remarks: [String] = []
        if !profile.stringInstructions.isEmpty {
            remarks.append("String instructions: " + profile.stringInstructions.map { string in
                "\(string.instruction) in \(string.function): \(format.grouped(string.executionsPerFrame)) "
                    + (string.executionsPerFrame == 1 ? "execution" : "executions") + " moving "
                    + "\(string.bytesPerFrame.map { format.grouped($0) } ?? format.missing) bytes per frame, counted as "
                    + "\(format.grouped(string.iterationsPerFrame)) instructions"
            }.joined(separator: "; ") + ". With each once: \(format.grouped(profile.instructionsStringOncePerFrame)) instructions per frame.")
        }
        return ChartFigure(
            title: "\(profile.benchmark): \(format.grouped(profile.instructionsPerFrame)) instructions per frame",
            svg: graph.render(label: "flame graph of \(profile.benchmark): instructions per frame by call stack"),
            legend: [.init(color: "rgb(230,140,60)", label: "a function on a call stack: width its instructions per frame with its callees'; callers below")],
            table: DataTable(caption: "\(profile.benchmark): the functions with the most instructions of their own",
                             header: ["function", "library", "self/frame", "inclusive/frame", "self share"], styledRows: Array(rows)),
            remarks: remarks)
    }

    /// The differential flame graph of `comparison` and its movers.
    static func differential(_ comparison: ProfileComparison) -> ChartFigure {
        let format = Formatting.format
        let graph = FlameGraph(stacks: comparison.currentStacks, baselineStacks: comparison.baselineStacks)
        var rows = comparison.movers.map { move -> [(text: String, cssClass: String?)] in
            [(move.name, nil), (move.library, "figure"), (move.before.map(format.grouped) ?? format.missing, "figure"),
             (move.after.map(format.grouped) ?? format.missing, "figure"),
             ((move.change >= 0 ? "+" : "−") + format.grouped(abs(move.change)), move.change > 0 ? "regression figure" : "improvement figure"),
             (move.share.map { format.fixed($0 * 100, digits: 1, suffix: "%") } ?? format.missing, "figure")]
        }
        if abs(comparison.unlisted) >= 0.5 {
            rows.append([("(functions not listed)", nil), ("", nil), ("", nil), ("", nil),
                         ((comparison.unlisted >= 0 ? "+" : "−") + format.grouped(abs(comparison.unlisted)), nil), ("", nil)])
        }
        let change = comparison.baselineInstructions > 0 ? comparison.change / comparison.baselineInstructions : nil
        return ChartFigure(
            title: "Where \(comparison.benchmark) moved: \(format.grouped(comparison.baselineInstructions)) → "
                + "\(format.grouped(comparison.currentInstructions)) instructions per frame (\(format.change(change)))",
            svg: graph.render(label: "differential flame graph of \(comparison.benchmark): the run's call stacks coloured by their change from the baseline"),
            legend: [.init(color: "rgb(230,40,40)", label: "its own instructions grew"), .init(color: "rgb(40,90,230)", label: "shrank"),
                     .init(color: "rgb(221,221,221)", label: "unchanged"),
                     .init(color: "#fff", label: "width: the run's instructions per frame with the callees'; colour: the frame's own change, full at the largest")],
            table: DataTable(caption: "\(comparison.benchmark): the functions whose own instructions per frame moved most",
                             header: ["function", "library", "baseline", "this run", "change/frame", "share of change"], styledRows: rows))
    }
}

import Foundation
import Gate
import History
import Results
import Statistics

/// The text of `bench history changes` for one history: a header, then the steps under the run
/// that brought them (largest first), then the newest run's verdict.
struct ChangesRendering {
    let changes: HistoryChanges
    let detector: ChangePointDetector
    let threshold: Double

    var text: String {
        let history = changes.history
        var lines: [String] = []
        let dates = history.points.isEmpty ? "" : " (\(history.points.first!.date.prefix(10)) .. \(history.points.last!.date.prefix(10)))"
        lines.append("== \(history.metric.rawValue), \(history.profile): \(history.points.count) runs\(dates), "
                     + "\(changes.examined) benchmarks with 2 runs or more")
        lines.append("   PELT, L1 cost on log values; smallest step \(Self.figures.percent(detector.minimumStep)); "
                     + "\(changes.steps.count) steps\(changes.outliers.isEmpty ? "" : ", \(changes.outliers.values.map(\.count).reduce(0, +)) outlier runs set aside")")
        lines.append("   rule: \(rule.description); \(MachineChangeRuns.ruleDescription)")
        let isTime = history.metric == .time
        for (point, steps) in changes.stepsByRun {
            let up = steps.filter { $0.changePoint.change > 0 }.count
            let previous = Self.mostCommon(steps.map(\.lastBefore.commit))
            lines.append("")
            var header = "-- \(point.label)"
            if let note = point.note { header += " \"\(note.count > 110 ? note.prefix(107) + "..." : note)\"" }
            lines.append(header)
            lines.append("   measured at \(point.commit.prefix(9)) on \(point.date); previous run \(previous.prefix(9)); "
                         + "\(steps.count) benchmark(s) stepped: \(up) up, \(steps.count - up) down")
            if let change = point.machineChange { lines.append("   machine changed here: \(change)") }
            if let index = steps.first?.run, let calibrations = changes.machineChanges.calibrationsByRun[index] {
                lines.append("   calibrations stepped here (\(calibrations.joined(separator: ", "))): the other steps are the machine's")
            }
            let width = min(60, steps.map(\.benchmark.count).max() ?? 0)
            for step in steps.sorted(by: { abs(log($0.changePoint.after / $0.changePoint.before)) > abs(log($1.changePoint.after / $1.changePoint.before)) }) {
                let point = step.changePoint
                let name = step.benchmark + String(repeating: " ", count: max(0, width - step.benchmark.count))
                lines.append("   \(Self.signed(point.change).leftPadded(9))  \(name)  \(Self.figure(point.before, isTime: isTime)) -> "
                             + "\(Self.figure(point.after, isTime: isTime))  runs \(point.runsBefore)|\(point.runsAfter)  \(Self.significance(point))"
                             + Self.mark(changes.verdict(step, rule: rule)))
            }
        }
        if changes.steps.isEmpty { lines.append("   no step") }
        if let newest = history.points.last {
            let regressions = changes.newestRegressions(threshold: threshold)
            lines.append("")
            let machine = changes.newest(.machineChanged, threshold: threshold)
            if !machine.isEmpty {
                lines.append("newest run \(newest.label): the machine changed (its calibrations stepped); not judged as code: "
                             + machine.map { "\($0.benchmark) \(Self.signed($0.changePoint.change))" }.joined(separator: ", "))
            }
            if regressions.isEmpty {
                lines.append("newest run \(newest.label): no step up beyond \(Self.figures.percent(threshold)) starts here")
            } else {
                lines.append("REGRESSION: the newest run \(newest.label) starts a step up beyond \(Self.figures.percent(threshold)) in "
                             + "\(regressions.count) benchmark(s): " + regressions.map { "\($0.benchmark) \(Self.signed($0.changePoint.change))" }.joined(separator: ", "))
            }
        }
        return lines.joined(separator: "\n")
    }

    static func significance(_ point: ChangePoint) -> String {
        var parts: [String] = []
        if let p = point.pValue { parts.append("p=" + figures.general(p, digits: 2)) }
        if let multiple = point.noiseMultiple { parts.append(figures.fixed(multiple, digits: 1, suffix: " noise sd")) } else { parts.append("noise-free") }
        return parts.joined(separator: ", ")
    }

    /// The rule the steps are judged by.
    var rule: ComparisonRule { .historyStep(threshold: threshold) }

    /// A step's verdict after its line, for the verdicts that are not the step's size alone.
    static func mark(_ verdict: Verdict) -> String {
        switch verdict {
        case .machineChanged, .calibration: return "  [\(verdict.jsonLabel)]"
        default: return ""
        }
    }

    /// The number convention of the text (`FigureFormat`, the one number formatter).
    static let figures = FigureFormat.text

    /// Two decimals below 10% (a +1.04% step beyond a 1% threshold must not read "+1.0%").
    static func signed(_ fraction: Double) -> String { figures.change(fraction, digits: abs(fraction) < 0.1 ? 2 : 1) }

    /// A time per frame with three significant digits ("45.7 us", "1.23 ms"), an instruction
    /// count with four ("1.235 M").
    static func figure(_ value: Double, isTime: Bool) -> String {
        isTime ? figures.time(value, .significant) : figures.count(value, significantDigits: 4)
    }

    static func mostCommon(_ values: [String]) -> String {
        var counts: [String: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? ""
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}

import Foundation
import Gate
import Results
import Statistics

extension HistoryChanges {
    /// The text of `bench history changes` for this history, as `detector` found the steps and
    /// judged at `threshold`: a header with the rule, then the steps under the run that brought
    /// them (largest first, a table per run), then the newest run's verdict.
    public func text(detector: ChangePointDetector, threshold: Double) -> String {
        let rule = ComparisonRule.historyStep(threshold: threshold), figures = FigureFormat.text
        var lines: [String] = []
        let dates = history.points.first.map { first in " (\(first.date.prefix(10)) .. \(history.points.last?.date.prefix(10) ?? ""))" } ?? ""
        lines.append("== \(history.metric.rawValue), \(history.profile): \(history.points.count) runs\(dates), "
                     + "\(examined) benchmarks with 2 runs or more")
        lines.append("   PELT, L1 cost on log values; smallest step \(figures.percent(detector.minimumStep)); "
                     + "\(steps.count) steps\(outliers.isEmpty ? "" : ", \(outliers.values.map(\.count).reduce(0, +)) outlier runs set aside")")
        lines.append("   rule: \(rule.description); \(MachineChangeRuns.ruleDescription)")
        for (point, steps) in stepsByRun {
            let up = steps.filter { $0.changePoint.change > 0 }.count
            lines.append("")
            var header = "-- \(point.label)"
            if let note = point.note { header += " \"\(note.count > 110 ? note.prefix(107) + "..." : note)\"" }
            lines.append(header)
            lines.append("   measured at \(point.commit.prefix(9)) on \(point.date); previous run \(Self.mostCommon(steps.map(\.lastBefore.commit)).prefix(9)); "
                         + "\(steps.count) benchmark(s) stepped: \(up) up, \(steps.count - up) down")
            if let change = point.machineChange { lines.append("   machine changed here: \(change)") }
            if let command = bisectCommand(steps) { lines.append("   find the commit: \(command)") }
            if let index = steps.first?.run, let calibrations = machineChanges.calibrationsByRun[index] {
                lines.append("   calibrations stepped here (\(calibrations.joined(separator: ", "))): the other steps are the machine's")
            }
            let table = Table([.init("step"), .init("benchmark", .left), .init("before"), .init("after"), .init("runs"), .init("evidence", .left)],
                              rows: steps.sorted { abs(log($0.changePoint.after / $0.changePoint.before)) > abs(log($1.changePoint.after / $1.changePoint.before)) }
                .map { step in
                    let point = step.changePoint
                    return [Self.signed(point.change), step.benchmark, figure(point.before), figure(point.after),
                            "\(point.runsBefore)|\(point.runsAfter)", Self.significance(point) + Self.mark(verdict(step, rule: rule))]
                })
            lines += table.text.split(separator: "\n").map { "   " + $0 }
        }
        if steps.isEmpty { lines.append("   no step") }
        if let newest = history.points.last {
            let regressions = newestRegressions(threshold: threshold)
            lines.append("")
            let machine = self.newest(.machineChanged, threshold: threshold)
            if !machine.isEmpty {
                lines.append("newest run \(newest.label): the machine changed (its calibrations stepped); not judged as code: "
                             + machine.map { "\($0.benchmark) \(Self.signed($0.changePoint.change))" }.joined(separator: ", "))
            }
            if regressions.isEmpty {
                lines.append("newest run \(newest.label): no step up beyond \(figures.percent(threshold)) starts here")
            } else {
                lines.append("REGRESSION: the newest run \(newest.label) starts a step up beyond \(figures.percent(threshold)) in "
                             + "\(regressions.count) benchmark(s): " + regressions.map { "\($0.benchmark) \(Self.signed($0.changePoint.change))" }.joined(separator: ", "))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The `bench bisect` that finds the commit behind `steps` (one run's steps of an instructions
    /// history): from the run before to the run of the step, on the benchmark that stepped most;
    /// nil for time, or when either commit is not one of the repository's (unknown, or measured
    /// with uncommitted changes).
    func bisectCommand(_ steps: [Step]) -> String? {
        guard history.metric == .instructions,
              let largest = steps.max(by: { abs(log($0.changePoint.after / $0.changePoint.before)) < abs(log($1.changePoint.after / $1.changePoint.before)) })
        else { return nil }
        let good = largest.lastBefore.commit, bad = largest.firstAfter.commit
        func usable(_ commit: String) -> Bool { commit.count >= 7 && commit.allSatisfy(\.isHexDigit) }
        guard usable(good), usable(bad) else { return nil }
        let pattern = "^" + largest.benchmark.map { "\\^$.|?*+()[]{}".contains($0) ? "\\\($0)" : "\($0)" }.joined() + "$"
        return "bench bisect --good \(good.prefix(12)) --bad \(bad.prefix(12)) --filter '\(pattern)'"
            + (history.profile.contains("aarch64") ? " --arch aarch64" : "")
    }

    /// The step's evidence: the U test's p between the two segments, and its size in units of the noise.
    static func significance(_ point: ChangePoint) -> String {
        let figures = FigureFormat.text
        return ((point.pValue.map { ["p=" + figures.general($0, digits: 2)] } ?? [])
            + [point.noiseMultiple.map { figures.fixed($0, digits: 1, suffix: " noise sd") } ?? "noise-free"]).joined(separator: ", ")
    }

    /// A step's verdict after its evidence, for the verdicts that are not the step's size alone.
    static func mark(_ verdict: Verdict) -> String {
        switch verdict {
        case .machineChanged, .calibration: return "  [\(verdict.jsonLabel)]"
        default: return ""
        }
    }

    /// Two decimals below 10% (a +1.04% step beyond a 1% threshold must not read "+1.0%").
    static func signed(_ fraction: Double) -> String { FigureFormat.text.change(fraction, digits: abs(fraction) < 0.1 ? 2 : 1) }

    /// A time per frame with three significant digits ("45.7 us", "1.23 ms"), an instruction
    /// count with four ("1.235 M").
    func figure(_ value: Double) -> String {
        history.metric == .time ? FigureFormat.text.time(value, .significant) : FigureFormat.text.count(value, significantDigits: 4)
    }

    /// The value that occurs most often (the earliest in sort order on a tie).
    static func mostCommon(_ values: [String]) -> String {
        var counts: [String: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? ""
    }
}

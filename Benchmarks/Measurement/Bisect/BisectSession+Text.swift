import Gate
import Results

extension BisectSession.Result {
    /// The verdict: the commit named with its subject, the benchmarks that moved there, the
    /// functions that moved most, and how many commits were built.
    public var text: String {
        var lines: [String] = []
        let format = FigureFormat.text
        let builds = "\(self.builds) build\(self.builds == 1 ? "" : "s") for \(commits.count + 1) commits"
        guard let first = outcome.firstMoved else {
            lines.append("no commit after \(good.prefix(9)) up to \(bad.prefix(9)) moved beyond the threshold (\(builds))")
            if !outcome.skippedBetween.isEmpty {
                lines.append("not counted (did not build): " + outcome.skippedBetween.map { String($0.prefix(9)) }.joined(separator: ", "))
            }
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("first commit that moved: \(first.commit.prefix(12)) \"\(subjects[first.commit] ?? "")\"")
        lines.append("  last unmoved: \(outcome.lastUnmoved.commit.prefix(12))\(outcome.lastUnmoved.commit == good ? " (good)" : ""); \(builds)")
        if !outcome.skippedBetween.isEmpty {
            lines.append("  between them, not counted (did not build): " + outcome.skippedBetween.map { String($0.prefix(9)) }.joined(separator: ", ")
                         + ": the move is in one of them or in \(first.commit.prefix(9))")
        }
        for (benchmark, before, after) in moved {
            lines.append("  \(benchmark): \(format.grouped(before)) -> \(format.grouped(after)) instructions per frame "
                         + "(\(format.changeFromBaseline(before > 0 ? after / before - 1 : nil)))")
        }
        for comparison in comparisons {
            lines.append("  where in \(comparison.benchmark) (each function's own instructions per frame, \(outcome.lastUnmoved.commit.prefix(9)) -> \(first.commit.prefix(9))):")
            for move in comparison.movers.prefix(4) {
                lines.append("    \(move.change >= 0 ? "+" : "-")\(format.grouped(abs(move.change)))  "
                             + "\(move.share.map { format.share($0 * 100, digits: 1) } ?? "-")  \(move.name)  [\(move.library)]")
            }
        }
        if comparisons.isEmpty && !moved.isEmpty {
            lines.append("  (no function profiles on both sides: the commits' bench predates them, or a side came from the history)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

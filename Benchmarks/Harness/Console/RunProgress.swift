import Results

/// Progress of a run on the console, counted in finished benchmarks (Google Benchmark reports a
/// benchmark once all its repetitions are done).
///
/// On a terminal one line is redrawn in place: a bar, the count, the time elapsed and left, and the
/// benchmark that just finished. Elsewhere (a CI log, a pipe) one plain line is written when every
/// benchmark of a family (the name's first component, such as `I420ToNV12`) has finished, and, with
/// interleaved repetitions (where most benchmarks finish late), when about a quarter, half and
/// three quarters of the run have passed. A failed benchmark is written on a line of its own in
/// both modes.
///
/// With random interleaving a benchmark finishes with the last of its `r` repetitions, so after a
/// share `t` of the run about `t^r` of the benchmarks are done; the time left is estimated from that.
public final class RunProgress {
    private let total: Int
    private let repetitions: Int
    private let interleaved: Bool
    private let interactive: Bool
    private let columns: Int
    private let clock: () -> Double
    private let write: (String) -> Void
    private let start: Double
    /// Benchmarks not yet finished, per family; families in registration order.
    private var remainingByFamily: [String: Int] = [:]
    private var finished: Set<String> = []
    private var lineIsOpen = false
    /// The next share of the run (interleaved, plain lines) that gets a line of its own.
    private var nextMilestone = 0.25

    /// - Parameters:
    ///   - benchmarkNames: the registered benchmarks (each counts once, when first reported).
    ///   - repetitions: Google Benchmark's repetitions per benchmark.
    ///   - interleaved: whether repetitions are randomly interleaved across benchmarks.
    ///   - interactive: redraw one line in place (a terminal) rather than write plain lines.
    ///   - columns: the terminal's width (interactive only).
    ///   - clock: seconds on a monotonic clock.
    ///   - write: where the text goes (standard error by default).
    public init(
        benchmarkNames: [String], repetitions: Int, interleaved: Bool, interactive: Bool = StandardError.isTerminal,
        columns: Int = StandardError.columns, clock: @escaping () -> Double = StandardError.monotonicSeconds,
        write: @escaping (String) -> Void = StandardError.write
    ) {
        total = Set(benchmarkNames).count
        self.repetitions = max(1, repetitions)
        self.interleaved = interleaved && repetitions > 1
        self.interactive = interactive
        self.columns = max(40, columns)
        self.clock = clock
        self.write = write
        start = clock()
        for name in Set(benchmarkNames) { remainingByFamily[Self.family(of: name), default: 0] += 1 }
    }

    /// The family of a benchmark name: its first component (`I420ToNV12` of `I420ToNV12/simd/...`).
    public static func family(of name: String) -> String {
        String(name.prefix { $0 != "/" })
    }

    /// Counts the benchmark of `report` as finished (once) and updates the display.
    public func record(_ report: RunReport) {
        if let error = report.error {
            closeLine()
            write("FAILED \(report.runName): \(error)\n")
        }
        guard finished.insert(report.runName).inserted else { return }
        let family = Self.family(of: report.runName)
        remainingByFamily[family, default: 1] -= 1
        let elapsed = clock() - start
        if interactive {
            write("\r\u{1B}[K" + Self.fit(interactiveLine(name: report.runName, elapsed: elapsed), columns: columns - 1))
            lineIsOpen = true
        } else {
            if remainingByFamily[family] == 0 {
                let count = finished.filter { Self.family(of: $0) == family }.count
                write(Self.plainLine(
                    family: family, count: count, done: finished.count, total: total, elapsed: elapsed, left: left(elapsed)) + "\n")
            }
            let share = pow(Double(finished.count) / Double(max(total, 1)), 1 / Double(repetitions))
            if interleaved, finished.count < total, share >= nextMilestone {
                write("[\(finished.count)/\(total)] about \(Int((share * 100).rounded()))% of the run  "
                    + Self.timing(elapsed: elapsed, left: left(elapsed)) + "\n")
                while nextMilestone <= share { nextMilestone += 0.25 }
            }
        }
    }

    /// Ends the progress display (the next output starts on a fresh line).
    public func finish() { closeLine() }

    private func closeLine() {
        if lineIsOpen { write("\n") }
        lineIsOpen = false
    }

    /// Estimated seconds left, or nil before anything finished.
    func left(_ elapsed: Double) -> Double? {
        Self.secondsLeft(done: finished.count, total: total, elapsed: elapsed, repetitions: interleaved ? repetitions : 1)
    }

    private func interactiveLine(name: String, elapsed: Double) -> String {
        let width = 20
        let filled = total > 0 ? width * finished.count / total : width
        let bar = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
        return "\(bar) \(finished.count)/\(total)  \(Self.timing(elapsed: elapsed, left: left(elapsed)))  \(name)"
    }

    /// `[done/total] Family: N benchmarks done  elapsed m:ss, about m:ss left` (`, done` at the end).
    static func plainLine(family: String, count: Int, done: Int, total: Int, elapsed: Double, left: Double?) -> String {
        "[\(done)/\(total)] \(family): \(count) benchmark\(count == 1 ? "" : "s") done  "
            + timing(elapsed: elapsed, left: done == total ? 0 : left)
    }

    /// `elapsed m:ss, about m:ss left`, or `, done` when nothing is `left` (the progress lines of
    /// a run and of `record`/`check`).
    public static func timing(elapsed: Double, left: Double?) -> String {
        let clock = FigureFormat.text.clock
        let rest = left.map { $0 == 0 ? ", done" : ", about \(clock($0)) left" } ?? ""
        return "elapsed \(clock(elapsed))" + rest
    }

    /// Seconds left when `done` of `total` benchmarks finished after `elapsed` seconds; with
    /// interleaved repetitions (`repetitions` > 1) the share of time elapsed is (done/total)^(1/r).
    static func secondsLeft(done: Int, total: Int, elapsed: Double, repetitions: Int) -> Double? {
        guard done > 0, total > 0 else { return nil }
        if done >= total { return 0 }
        let share = pow(Double(done) / Double(total), 1 / Double(max(1, repetitions)))
        return elapsed * (1 / share - 1)
    }

    /// `line` cut to `columns` characters.
    static func fit(_ line: String, columns: Int) -> String {
        line.count <= columns ? line : String(line.prefix(max(0, columns - 3))) + "..."
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

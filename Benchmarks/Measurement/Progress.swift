import Foundation
import Harness
#if canImport(Glibc)
import Glibc
#endif

/// Progress of a long measurement on standard error: `[12/36] name  elapsed 1:02, about 1:40 left`
/// after each step. On a terminal the line is rewritten in place; otherwise (a CI log) each step
/// prints one line.
final class Progress: @unchecked Sendable {
    private let total: Int
    private let start = Date()
    private let lock = NSLock()
    private let interactive: Bool
    private var done = 0

    /// Progress over `total` steps; `interactive` defaults to whether standard error is a terminal.
    init(total: Int, interactive: Bool = isatty(STDERR_FILENO) != 0) {
        self.total = total
        self.interactive = interactive
    }

    /// Reports that the step `name` finished (callable from any thread).
    func step(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        let line = Self.line(done: done, total: total, name: name, elapsed: Date().timeIntervalSince(start))
        let text = interactive ? "\r\u{1B}[K" + line + (done == total ? "\n" : "") : line + "\n"
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// The line after `done` of `total` steps took `elapsed` seconds.
    static func line(done: Int, total: Int, name: String, elapsed: TimeInterval) -> String {
        "[\(done)/\(total)] \(name)  " + RunProgress.timing(elapsed: elapsed, left: elapsed / Double(done) * Double(total - done))
    }
}

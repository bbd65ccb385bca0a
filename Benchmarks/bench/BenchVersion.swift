import ArgumentParser
import Foundation
import Gate
import Measurement
import Results

/// What `bench --version` prints: the suite's version, the result file format it writes, and the
/// git commit of the checkout the executable was built in. Computed only for --version (not in
/// the command's configuration, which every process, the counting ones too, evaluates: running
/// git there would change their heap and so the instruction counts).
enum BenchVersion {
    /// Prints the version; the error that ends the command with exit code 0.
    static func printAndExit() -> ExitCode {
        print(description)
        return ExitCode.success
    }

    /// The suite's version.
    static let number = "0.13.0"

    /// "bench 0.13.0 (result format 1, commit 0123abcd..., release build)".
    static var description: String {
        "bench \(number) (result format \(ResultMetadata.currentFormatVersion), commit \(commit()), \(BuildWarning.configuration) build)"
    }

    /// The commit of the git checkout holding the executable (SwiftPM builds into
    /// <checkout>/.build/<configuration>/bench), "-dirty" with uncommitted changes; "unknown"
    /// outside a checkout.
    static func commit() -> String {
        guard let executable = try? ChildProcess.ownExecutable() else { return "unknown" }
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent().path
        guard let head = MachineFacts.command("git", ["-C", folder, "rev-parse", "HEAD"]) else { return "unknown" }
        let dirty = MachineFacts.command("git", ["-C", folder, "status", "--porcelain", "--untracked-files=no"])
            .map { !$0.isEmpty } ?? false
        return dirty ? head + "-dirty" : head
    }
}

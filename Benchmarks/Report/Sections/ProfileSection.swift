import Plot
import Results

/// Section 9: where each benchmark's instructions go, from a profile file (`bench report
/// --profile FILE`, what `bench profile` writes and `bench record --metric instructions` keeps
/// beside a baseline): a flame graph per benchmark and its largest functions.
struct ProfileSection {
    /// The profiles, and the file they come from; nil leaves the section out.
    let profiles: ProfileDocument?
    let path: String?

    var node: Node<HTML.BodyContext> {
        guard let profiles else { return .empty }
        return .section(.id("profiles"),
            .h2("9. Where the instructions go"),
            .p(.text("From \(path ?? "the profile file") (\(profiles.counter), \(profiles.architecture), commit \(profiles.gitCommit.prefix(9))): "
                     + "each benchmark's counted region as a flame graph, one frame's instructions by call stack (outermost at the bottom, "
                     + "callers under their callees, a frame's width its instructions with everything it called; hover for the figures). "
                     + "Call stacks are rebuilt from callgrind's calls (exact where each calling function has one caller) or followed "
                     + "by the arm64 check's plugin; functions under 0.1% of a frame are left out.")),
            profiles.benchmarks.isEmpty ? .p(.class("empty"), .text("The file holds no benchmark.")) : .forEach(profiles.benchmarks) {
                ProfileFigures.flame($0).node
            })
    }
}

import Foundation
@testable import Gate
@testable import Report
import Results
import Testing

/// Flame graphs: widths proportional to instructions, callers under callees, the differential
/// colours, and the report's sections that draw them.
@Suite struct FlameGraphTests {
    static let stacks = [StackCost(frames: ["run", "boxRow(_:)"], selfPerFrame: 900), StackCost(frames: ["run"], selfPerFrame: 50),
                         StackCost(frames: ["run", "validate"], selfPerFrame: 50)]

    @Test("a frame's width is its instructions with its callees'; a callee sits on its caller")
    func geometry() throws {
        let graph = FlameGraph(stacks: Self.stacks)
        let svg = try SVGDocument(graph.render(label: "flame"))
        let frames = svg.elements("rect", class: "mark")
        #expect(frames.count == 4)  // all, run, boxRow, validate
        let widths = frames.map { $0.number("width") + 0.5 }
        #expect(abs(widths[0] - graph.width) < 0.02)
        #expect(abs(widths[1] - graph.width) < 0.02)
        #expect(abs(widths[2] - graph.width * 0.9) < 0.02)
        #expect(frames[2].number("y") < frames[1].number("y"))
    }

    @Test("differential: grown frames red, shrunk blue, unchanged grey")
    func differential() {
        let before = [StackCost(frames: ["run", "boxRow(_:)"], selfPerFrame: 800), StackCost(frames: ["run", "validate"], selfPerFrame: 100)]
        let graph = FlameGraph(stacks: Self.stacks, baselineStacks: before)
        var root = graph.root
        let box = root.children["run"]!.children["boxRow(_:)"]!, validate = root.children["run"]!.children["validate"]!
        #expect(graph.color(box).hasPrefix("rgb(230,"))
        #expect(graph.color(validate).hasSuffix(",230)"))
        root.value = 10
        root.baseline = 10
        #expect(graph.color(root) == "rgb(221,221,221)")
        #expect(graph.tooltip(box, total: 1000).contains("800 → 900"))
    }

    @Test("the report draws a profile file's flame graphs and a verdict's differential ones")
    func sections() throws {
        let profile = FunctionProfile(benchmark: "B/simd/640x360/hot", stacks: Self.stacks, libraries: [:])
        let page = HTMLReport(data: ReportData(files: []))
        var report = page
        report.profiles = ProfileDocument(counter: "callgrind", architecture: "x86_64", gitCommit: "abc", benchmarks: [profile])
        let html = report.render()
        #expect(html.contains("9. Where the instructions go"))
        #expect(html.contains("flame graph of B/simd/640x360/hot"))
        var changes = BaselineChanges(source: "verdict v", metric: .instructions, rows: [], failure: nil, notes: [])
        changes.profiles = [ProfileComparison(baseline: FunctionProfile(benchmark: "B/simd/640x360/hot", stacks: [StackCost(frames: ["run"], selfPerFrame: 900)], libraries: [:]),
                                              current: profile)]
        let withVerdict = HTMLReport(data: ReportData(files: []), changes: changes).render()
        #expect(withVerdict.contains("Where the instructions moved"))
        #expect(withVerdict.contains("differential flame graph of B/simd/640x360/hot"))
    }
}

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

    @Test("differential: a frame whose own instructions grew is red, shrank blue; its unchanged callers grey")
    func differential() {
        let before = [StackCost(frames: ["run", "boxRow(_:)"], selfPerFrame: 800), StackCost(frames: ["run", "validate"], selfPerFrame: 100),
                      StackCost(frames: ["run"], selfPerFrame: 50)]
        let graph = FlameGraph(stacks: Self.stacks, baselineStacks: before)
        let root = graph.root
        let run = root.children["run"]!, box = run.children["boxRow(_:)"]!, validate = run.children["validate"]!
        #expect(root.largestOwnChange == 100)
        #expect(graph.color(box, largestChange: 100) == "rgb(230,40,40)")
        #expect(graph.color(validate, largestChange: 100) == "rgb(115,140,230)")  // half the largest change: half the colour
        #expect(graph.color(run, largestChange: 100) == "rgb(221,221,221)")
        #expect(graph.tooltip(box, total: 1000).contains("800 → 900"))
        #expect(graph.tooltip(box, total: 1000).contains("its own +100"))
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

import Foundation
import Results

/// A flame graph of one benchmark's counted region (Brendan Gregg's layout): the outermost
/// function at the bottom, each call above its caller, a frame's width its instructions per
/// frame (itself and everything it called), siblings in name order. With a baseline
/// (`differential`), the run's graph coloured by how each frame's own instructions (not its
/// callees') changed: red grew, blue shrank, in proportion to the largest such change, grey
/// unchanged; so the function that moved stands out, not its callers. A frame only in the
/// baseline is not drawn (the table under the chart lists the functions that moved). Drawn here, as inline SVG with a
/// `<title>` per frame for the figures on hover, because the page must stay one file with no
/// script (no external tool or viewer is involved).
public struct FlameGraph: Sendable {
    /// A frame of the graph: a function on one path, its instructions and its callees.
    struct Node {
        var name: String
        var value: Double = 0
        var baseline: Double = 0
        var children: [String: Node] = [:]

        /// Its own instructions (without its callees'), in the run and in the baseline.
        var ownValue: Double { value - children.values.reduce(0) { $0 + $1.value } }
        var ownBaseline: Double { baseline - children.values.reduce(0) { $0 + $1.baseline } }
        /// The largest change of a frame's own instructions in this subtree.
        var largestOwnChange: Double { children.values.reduce(abs(ownValue - ownBaseline)) { max($0, $1.largestOwnChange) } }

        mutating func add(_ frames: ArraySlice<String>, value: Double, isBaseline: Bool) {
            if isBaseline { baseline += value } else { self.value += value }
            guard let first = frames.first else { return }
            children[first, default: Node(name: first)].add(frames.dropFirst(), value: value, isBaseline: isBaseline)
        }
    }

    /// The run's stacks (instructions per frame).
    public var stacks: [StackCost]
    /// The baseline's stacks, for a differential graph; nil for a plain one.
    public var baselineStacks: [StackCost]?
    /// Width in pixels.
    public var width = 748.0
    /// Height of one frame's row.
    public var rowHeight = 17.0
    /// Frames narrower than this many pixels are left out (they could not be seen).
    public var narrowest = 0.4

    /// A flame graph of `stacks`, differential against `baselineStacks` when given.
    public init(stacks: [StackCost], baselineStacks: [StackCost]? = nil) {
        self.stacks = stacks
        self.baselineStacks = baselineStacks
    }

    /// The tree of the stacks under one root frame ("all").
    var root: Node {
        var root = Node(name: "all")
        for stack in stacks { root.add(stack.frames[...], value: stack.selfPerFrame, isBaseline: false) }
        for stack in baselineStacks ?? [] { root.add(stack.frames[...], value: stack.selfPerFrame, isBaseline: true) }
        return root
    }

    /// Levels of the tree above the root.
    static func depth(_ node: Node) -> Int { 1 + (node.children.values.map(depth).max() ?? 0) }

    /// The SVG, labelled `label` for screen readers.
    public func render(label: String) -> String {
        let root = root
        let levels = Self.depth(root)
        let height = Double(levels) * rowHeight + 4
        var svg = SVGBuilder()
        let scale = root.value > 0 && root.value.isFinite ? width / root.value : 0
        let largest = root.largestOwnChange
        func draw(_ node: Node, x: Double, level: Int) {
            let frameWidth = node.value * scale
            guard frameWidth.isFinite, frameWidth >= narrowest, x.isFinite else { return }
            let y = height - Double(level + 1) * rowHeight
            svg.open("g", [("class", "frame")])
            svg.element("title", [], text: tooltip(node, total: root.value))
            svg.element("rect", [("class", "mark"), ("x", SVGBuilder.number(x)), ("y", SVGBuilder.number(y)),
                                 ("width", SVGBuilder.number(max(frameWidth - 0.5, 0.3))), ("height", SVGBuilder.number(rowHeight - 1)),
                                 ("fill", color(node, largestChange: largest)), ("rx", "1")])
            let characters = Int((frameWidth - 6) / 6.8)
            if characters >= 3 {
                let name = node.name.count <= characters ? node.name : String(node.name.prefix(characters - 2)) + ".."
                svg.text(name, x: x + 3, y: y + rowHeight - 5, cssClass: "label flame-label")
            }
            svg.close("g")
            var offset = x
            for child in node.children.values.sorted(by: { $0.name < $1.name }) {
                draw(child, x: offset, level: level + 1)
                offset += child.value * scale
            }
        }
        draw(root, x: 0, level: 0)
        return svg.svg(width: width, height: height, label: label)
    }

    /// A frame's figures: name, instructions per frame and share of the whole; with a baseline,
    /// before and after.
    func tooltip(_ node: Node, total: Double) -> String {
        let format = FigureFormat.page
        let share = total > 0 ? format.fixed(node.value / total * 100, digits: 1, suffix: "%") : format.missing
        guard baselineStacks != nil else { return "\(node.name): \(format.grouped(node.value)) instructions per frame (\(share))" }
        let change = node.baseline > 0 ? format.change((node.value - node.baseline) / node.baseline) : "new"
        let own = node.ownValue - node.ownBaseline
        return "\(node.name): \(format.grouped(node.baseline)) → \(format.grouped(node.value)) instructions per frame (\(change)); "
            + "its own \(own >= 0 ? "+" : "−")\(format.grouped(abs(own))); \(share) of the run"
    }

    /// A plain graph's warm colour, the same for a name on every page; a differential graph's
    /// red (its own instructions grew), blue (shrank) or grey, full colour at `largestChange`.
    func color(_ node: Node, largestChange: Double = 0) -> String {
        guard baselineStacks != nil else {
            var hash: UInt32 = 2166136261
            for byte in node.name.utf8 { hash = (hash ^ UInt32(byte)) &* 16777619 }
            let red = 205 + Int(hash % 50), green = 80 + Int((hash >> 8) % 130), blue = 40 + Int((hash >> 16) % 40)
            return "rgb(\(red),\(green),\(blue))"
        }
        let change = node.ownValue - node.ownBaseline
        let strength = largestChange > 0 && largestChange.isFinite ? min(abs(change) / largestChange, 1) : 0
        if !(abs(change) >= 0.5) || !(strength >= 0.01) { return "rgb(221,221,221)" }
        let fade = Int((1 - strength) * 150)
        return change > 0 ? "rgb(230,\(40 + fade),\(40 + fade))" : "rgb(\(40 + fade),\(90 + fade * 2 / 3),230)"
    }
}

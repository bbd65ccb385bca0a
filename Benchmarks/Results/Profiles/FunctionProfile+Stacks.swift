extension FunctionProfile {
    /// A profile from exact call stacks (the arm64 check's plugin follows calls and returns): each
    /// function's self instructions are those of the stacks it ends, its inclusive instructions
    /// those of the stacks it is in (once per stack, also when it recurses). `libraries` names each
    /// function's file; the stacks' costs are per frame.
    public init(benchmark: String, stacks: [StackCost], libraries: [String: String]) {
        var own: [String: Double] = [:], inclusive: [String: Double] = [:]
        for stack in stacks {
            if let last = stack.frames.last { own[last, default: 0] += stack.selfPerFrame }
            for name in Set(stack.frames) { inclusive[name, default: 0] += stack.selfPerFrame }
        }
        let functions = inclusive.map { name, cost in
            FunctionCost(name: name, library: libraries[name] ?? "", selfPerFrame: own[name] ?? 0, inclusivePerFrame: cost)
        }.sorted { ($1.inclusivePerFrame, $0.name) < ($0.inclusivePerFrame, $1.name) }
        self.init(benchmark: benchmark, instructionsPerFrame: stacks.reduce(0) { $0 + $1.selfPerFrame }, functions: functions,
                  stacks: stacks.sorted { ($1.selfPerFrame, $0.folded) < ($0.selfPerFrame, $1.folded) })
    }
}

extension FunctionProfile {
    /// The stacks in the folded format that flame graph tools read (`flamegraph.pl`, inferno,
    /// speedscope): one line per stack, `outer;...;inner COUNT`, counts in whole instructions per
    /// frame; a `;` in a name becomes `:`.
    public var foldedText: String {
        stacks.map { stack in
            stack.frames.map { $0.replacingOccurrences(of: ";", with: ":") }.joined(separator: ";")
                + " \(Int64(stack.selfPerFrame.rounded()))\n"
        }.joined()
    }
}

extension CallgrindCallGraph {
    /// The profile of `benchmark` from this dump of `frames` counted frames: each function's self
    /// and inclusive instructions per frame as callgrind counted them; the call stacks rebuilt
    /// from the calls (`stacks()`); and each self-jump named by `instruction` (the instruction at
    /// the function's object and address, `X86StringInstruction`, or nil when its bytes cannot be
    /// read) as a string instruction.
    public func profile(
        benchmark: String, frames: Int, instruction: (Function, UInt64) -> X86StringInstruction?
    ) -> FunctionProfile {
        let perFrame = 1 / Double(max(frames, 1))
        let names = readableNames()
        let functionCosts = functions.map { function in
            FunctionCost(name: names[function] ?? function.name, library: Self.library(function.object),
                         selfPerFrame: Double(selfCost[function] ?? 0) * perFrame, inclusivePerFrame: Double(inclusiveCost(function)) * perFrame)
        }.sorted { ($1.inclusivePerFrame, $0.name, $0.library) < ($0.inclusivePerFrame, $1.name, $1.library) }
        let strings = selfJumps.compactMap { jump -> StringInstructionCost? in
            let decoded = instruction(jump.function, jump.address)
            return StringInstructionCost(
                function: names[jump.function] ?? jump.function.name, instruction: decoded?.mnemonic ?? "rep (unread)",
                elementBytes: decoded?.elementBytes, iterationsPerFrame: Double(jump.instructions) * perFrame,
                executionsPerFrame: Double(jump.instructions &- jump.taken) * perFrame)
        }.sorted { ($1.iterationsPerFrame, $0.function) < ($0.iterationsPerFrame, $1.function) }
        return FunctionProfile(
            benchmark: benchmark, instructionsPerFrame: Double(total) * perFrame, functions: functionCosts,
            stacks: stacks().map { StackCost(frames: $0.frames, selfPerFrame: $0.instructions * perFrame) },
            stringInstructions: strings)
    }

    /// Instructions by call stack, rebuilt from the calls as gprof does: from each function no
    /// call reaches (the counted region's outermost), a function's own instructions go to its
    /// path and its calls' instructions to its callees, each callee's then split over its own
    /// calls in proportion. Exact where every function that calls others is reached from one
    /// caller (the suite's kernels: a plane loop calls its row functions); a function with
    /// callers of its own under several callers gets its instructions shared in proportion to
    /// the calls' costs. A recursive call ends its path. Stacks of equal names are merged,
    /// largest first.
    public func stacks() -> [(frames: [String], instructions: Double)] {
        let callees = Dictionary(grouping: callCost.keys, by: \.caller).mapValues { $0.sorted { $0.callee < $1.callee } }
        let called = Set(callCost.keys.map(\.callee))
        var inclusive: [Function: Int] = [:]
        for function in functions { inclusive[function] = inclusiveCost(function) }
        var roots = functions.filter { !called.contains($0) && (inclusive[$0] ?? 0) > 0 }
        if roots.isEmpty { roots = functions.filter { (selfCost[$0] ?? 0) > 0 } }
        var sums: [[String]: Double] = [:]
        let readable = readableNames()
        func expand(_ function: Function, weight: Double, path: [Function], names: [String]) {
            let names = names + [readable[function] ?? function.name]
            let total = Double(inclusive[function] ?? 0)
            guard total > 0, weight > 0 else { return }
            if path.contains(function) || path.count >= 96 {
                sums[names, default: 0] += weight
                return
            }
            let share = weight / total
            if let own = selfCost[function], own > 0 { sums[names, default: 0] += Double(own) * share }
            for call in callees[function] ?? [] {
                expand(call.callee, weight: Double(callCost[call] ?? 0) * share, path: path + [function], names: names)
            }
        }
        for root in roots { expand(root, weight: Double(inclusive[root] ?? 0), path: [], names: []) }
        return sums.map { (frames: $0.key, instructions: $0.value) }
            .sorted { ($1.instructions, $0.frames.joined(separator: ";")) < ($0.instructions, $1.frames.joined(separator: ";")) }
    }

    /// Each function's name to show (`SymbolName.readable`), one per function: where two symbols
    /// read the same (two reabstraction thunks), the second and later in symbol order get " [2]",
    /// " [3]", so that neither's instructions are counted as the other's.
    func readableNames() -> [Function: String] {
        var names: [Function: String] = [:], taken: [String: Int] = [:]
        for function in functions.sorted(by: { ($0.name, $0.object) < ($1.name, $1.object) }) {
            let name = SymbolName.readable(function.name)
            taken[name, default: 0] += 1
            names[function] = taken[name] == 1 ? name : "\(name) [\(taken[name]!)]"
        }
        return names
    }

    /// The file name of an object path (`/usr/lib/x86_64-linux-gnu/libc.so.6` -> `libc.so.6`).
    static func library(_ object: String) -> String {
        object.split(separator: "/").last.map(String.init) ?? object
    }
}

import Results

/// Where one benchmark's instructions moved between the baseline's profile and the run's: the
/// functions whose own instructions per frame changed most, and both sides' call stacks (for the
/// report's differential flame graph). What `bench check --metric instructions` adds to a
/// REGRESSION or IMPROVEMENT row, in the console, the Markdown summary and the verdict file.
public struct ProfileComparison: Sendable, Equatable, Codable {
    /// The benchmark.
    public var benchmark: String
    /// Its instructions per frame in the baseline's and the run's profile.
    public var baselineInstructions: Double, currentInstructions: Double
    /// The functions that moved most (by the size of their change), at most `moversListed`.
    public var movers: [FunctionMove]
    /// What the profiles do not show: the change in functions below the profiles' floor
    /// (`FunctionProfile.smallestShareKept`) on both sides, per frame.
    public var unlisted: Double
    /// Both sides' call stacks.
    public var baselineStacks: [StackCost], currentStacks: [StackCost]

    /// How many movers a comparison keeps.
    public static let moversListed = 6

    /// The comparison of `baseline` with `current` (profiles of one benchmark).
    public init(baseline: FunctionProfile, current: FunctionProfile) {
        benchmark = current.benchmark
        baselineInstructions = baseline.instructionsPerFrame
        currentInstructions = current.instructionsPerFrame
        struct Key: Hashable { var name: String, library: String }
        var before: [Key: Double] = [:], after: [Key: Double] = [:]
        for function in baseline.functions { before[Key(name: function.name, library: function.library), default: 0] += function.selfPerFrame }
        for function in current.functions { after[Key(name: function.name, library: function.library), default: 0] += function.selfPerFrame }
        let total = current.instructionsPerFrame - baseline.instructionsPerFrame
        // A function on one side only, under the other side's floor, may just have been left out there: not a move.
        let floorBefore = baseline.instructionsPerFrame * FunctionProfile.smallestShareKept
        let floorAfter = current.instructionsPerFrame * FunctionProfile.smallestShareKept
        let moves = Set(before.keys).union(after.keys).compactMap { key -> FunctionMove? in
            if before[key] == nil, let added = after[key], added < floorBefore { return nil }
            if after[key] == nil, let removed = before[key], removed < floorAfter { return nil }
            return FunctionMove(name: key.name, library: key.library, before: before[key], after: after[key],
                                change: (after[key] ?? 0) - (before[key] ?? 0), totalChange: total)
        }.filter { $0.change != 0 }.sorted { (abs($1.change), $0.name, $0.library) < (abs($0.change), $1.name, $1.library) }
        movers = Array(moves.prefix(Self.moversListed))
        unlisted = total - moves.reduce(0) { $0 + $1.change }
        baselineStacks = baseline.stacks
        currentStacks = current.stacks
    }

    /// The change per frame of the whole benchmark.
    public var change: Double { currentInstructions - baselineInstructions }
}

/// One function's own instructions per frame on both sides.
public struct FunctionMove: Sendable, Equatable, Codable {
    /// Its name and file (`FunctionCost`).
    public var name: String, library: String
    /// Self instructions per frame in the baseline and in the run; nil where the function did not
    /// run, or ran below the profile's floor.
    public var before: Double?, after: Double?
    /// after - before, per frame.
    public var change: Double
    /// `change` over the benchmark's whole change (1 = all of it); nil when the benchmark did not
    /// change.
    public var share: Double?

    /// A move; `totalChange` is the benchmark's.
    public init(name: String, library: String, before: Double?, after: Double?, change: Double, totalChange: Double) {
        self.name = name
        self.library = library
        self.before = before
        self.after = after
        self.change = change
        share = totalChange == 0 ? nil : change / totalChange
    }
}

extension ProfileComparison {
    /// The comparisons of every REGRESSION and IMPROVEMENT row of `rows` whose benchmark both
    /// profile files hold, in row order; with why some could not be made.
    public static func forChangedRows(
        _ rows: [GateRow], baseline: ProfileDocument?, run: ProfileDocument?
    ) -> (comparisons: [ProfileComparison], missing: [String]) {
        var comparisons: [ProfileComparison] = [], missing: [String] = []
        for row in rows where row.verdict == .regression || row.verdict == .improvement {
            guard let before = baseline?[row.name], let after = run?[row.name] else {
                if baseline != nil && run != nil { missing.append(row.name) }
                continue
            }
            comparisons.append(ProfileComparison(baseline: before, current: after))
        }
        return (comparisons, missing)
    }
}

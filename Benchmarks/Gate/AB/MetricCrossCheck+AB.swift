extension MetricCrossCheck {
    /// The cross-check of `bench ab`'s head: each benchmark of `times` (name and nanoseconds per
    /// frame, in order) that `instructions` counts, at `clockHertz` measured in the same run.
    public init(times: [(name: String, nanoseconds: Double)], instructions: [String: Double], instructionsSource: String, clockHertz: Double) {
        self.clockHertz = clockHertz
        self.instructionsSource = instructionsSource
        rows = times.compactMap { name, nanoseconds in
            guard nanoseconds > 0, let count = instructions[name] else { return nil }
            let perCycle = Self.instructionsPerCycle(instructions: count, nanoseconds: nanoseconds, clockHertz: clockHertz)
            return Row(
                name: name, instructionsPerFrame: count, nanosecondsPerFrame: nanoseconds,
                instructionsPerCycle: perCycle, problem: Self.problem(instructionsPerCycle: perCycle))
        }
    }
}

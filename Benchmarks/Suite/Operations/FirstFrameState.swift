/// State a benchmark keeps across frames (a pipeline, a buffer provider and its display), made on
/// the work's first frame rather than while it is prepared: the memory count starts on that frame
/// (`AllocationCounter.measure`), so it sees everything the state comes to keep.
final class FirstFrameState<State>: @unchecked Sendable {
    private let make: () throws -> State
    private var state: State?

    /// State that `make` makes when first asked for.
    init(_ make: @escaping () throws -> State) { self.make = make }

    /// The state, made on the first call.
    @inline(__always)
    func get() throws -> State {
        if let state { return state }
        let made = try make()
        state = made
        return made
    }

    /// The state if it has been made.
    var made: State? { state }
}

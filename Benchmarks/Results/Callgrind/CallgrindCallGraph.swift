/// Every cost of one callgrind dump (callgrind format version 1), read whole: each function's own
/// instructions, each call's instructions (the callee's and everything under it), and the
/// instructions that jump to themselves (the `rep` string instructions: valgrind runs one
/// iteration per pass). Made for dumps written with `--dump-instr=yes --collect-jumps=yes`
/// (positions by instruction address, jumps recorded); a dump without them reads too, without
/// self-jumps.
public struct CallgrindCallGraph: Sendable, Equatable {
    /// A function: the file it is in (`ob=`) and its symbol (`fn=`), as callgrind names them.
    public struct Function: Sendable, Hashable, Comparable {
        public var object: String
        public var name: String

        public init(object: String, name: String) {
            self.object = object
            self.name = name
        }

        public static func < (lhs: Function, rhs: Function) -> Bool { (lhs.name, lhs.object) < (rhs.name, rhs.object) }
    }

    /// A call from one function to another, summed over its call sites.
    public struct Call: Sendable, Hashable {
        public var caller: Function
        public var callee: Function
    }

    /// An instruction that jumps to itself: one pass of a `rep`-prefixed string instruction per
    /// jump.
    public struct SelfJump: Sendable, Equatable {
        /// The function it is in.
        public var function: Function
        /// Its address in its object (callgrind writes addresses relative to where the object is
        /// loaded: the object file's own virtual addresses).
        public var address: UInt64
        /// Its instructions counted (Ir): one per pass.
        public var instructions: Int
        /// Passes that went round again (the jump taken).
        public var taken: Int
    }

    /// The dump's trigger ("Client Request: <name>", "Program termination").
    public var trigger: String
    /// The summary total of Ir.
    public var total: Int
    /// Each function's own instructions (Ir).
    public var selfCost: [Function: Int]
    /// Each caller-callee pair's instructions (Ir of the callee and below, for these calls).
    public var callCost: [Call: Int]
    /// Each caller-callee pair's number of calls.
    public var callCount: [Call: Int]
    /// The instructions that jumped to themselves, by address order within each function.
    public var selfJumps: [SelfJump]

    /// Instructions in `function` and everything it called (its own, plus its calls').
    public func inclusiveCost(_ function: Function) -> Int {
        callCost.reduce(selfCost[function] ?? 0) { $0 &+ ($1.key.caller == function ? $1.value : 0) }
    }

    /// Every function with a cost or a call, sorted.
    public var functions: [Function] {
        Array(Set(selfCost.keys).union(callCost.keys.flatMap { [$0.caller, $0.callee] })).sorted()
    }
}

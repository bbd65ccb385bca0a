/// Where one benchmark's instructions per frame went, in its counted region: by function (self
/// and inclusive), by call stack (for flame graphs) and, on x86-64, the string instructions
/// (`rep movsb` and its kin) among them. What `bench record` and `check --metric instructions`
/// keep beside the counts (`ProfileDocument`), and what the gate's movers and the report's flame
/// graphs are made of.
public struct FunctionProfile: Sendable, Equatable, Codable {
    /// The benchmark's name.
    public var benchmark: String
    /// Every instruction of the counted region per frame (the gate's count).
    public var instructionsPerFrame: Double
    /// Every function that ran in the region, largest inclusive cost first (then by name).
    public var functions: [FunctionCost]
    /// Instructions per frame by call stack, outermost frame first; the stacks' sum is
    /// `instructionsPerFrame`.
    public var stacks: [StackCost]
    /// The string instructions that ran (x86-64 only; empty on arm64, which has none), largest
    /// first.
    public var stringInstructions: [StringInstructionCost]

    /// A profile from its parts.
    public init(
        benchmark: String, instructionsPerFrame: Double, functions: [FunctionCost], stacks: [StackCost],
        stringInstructions: [StringInstructionCost] = []
    ) {
        self.benchmark = benchmark
        self.instructionsPerFrame = instructionsPerFrame
        self.functions = functions
        self.stacks = stacks
        self.stringInstructions = stringInstructions
    }

    /// The function called `name` (in any library), if it ran.
    public func function(_ name: String) -> FunctionCost? { functions.first { $0.name == name } }

    /// Every string instruction's iterations per frame together.
    public var stringIterationsPerFrame: Double { stringInstructions.reduce(0) { $0 + $1.iterationsPerFrame } }
    /// Every string instruction's executions per frame together.
    public var stringExecutionsPerFrame: Double { stringInstructions.reduce(0) { $0 + $1.executionsPerFrame } }
    /// The bytes the string instructions moved (or compared) per frame; nil when one's element
    /// size is unknown.
    public var stringBytesPerFrame: Double? {
        var total = 0.0
        for instruction in stringInstructions {
            guard let bytes = instruction.bytesPerFrame else { return nil }
            total += bytes
        }
        return total
    }
    /// The count with each string instruction counted once per execution, as the CPU executes it
    /// (callgrind counts one per iteration: per byte of a `rep movsb`).
    public var instructionsStringOncePerFrame: Double {
        instructionsPerFrame - stringIterationsPerFrame + stringExecutionsPerFrame
    }
}

/// One function's instructions per frame in a counted region.
public struct FunctionCost: Sendable, Equatable, Codable {
    /// Its name: demangled and shortened for Swift (`PiPKernels.interleaveRow(u:v:into:count:)`),
    /// as the symbol table has it for C (`ScaleRowDown2Box_AVX2`, `__memmove_avx_unaligned_erms`).
    public var name: String
    /// The file it is in (`bench`, `libyuv.so.0`, `libc.so.6`, `driver-aarch64`).
    public var library: String
    /// Instructions per frame in the function itself.
    public var selfPerFrame: Double
    /// Instructions per frame in the function and everything it called.
    public var inclusivePerFrame: Double

    /// A function's costs.
    public init(name: String, library: String, selfPerFrame: Double, inclusivePerFrame: Double) {
        self.name = name
        self.library = library
        self.selfPerFrame = selfPerFrame
        self.inclusivePerFrame = inclusivePerFrame
    }
}

/// Instructions per frame executed in the last frame of one call stack.
public struct StackCost: Sendable, Equatable, Codable {
    /// Function names, outermost first.
    public var frames: [String]
    /// Instructions per frame in the innermost function on this path.
    public var selfPerFrame: Double

    /// A stack's cost.
    public init(frames: [String], selfPerFrame: Double) {
        self.frames = frames
        self.selfPerFrame = selfPerFrame
    }

    /// The stack in the folded format of flame graph tools (`a;b;c`).
    public var folded: String { frames.joined(separator: ";") }
}

/// One x86-64 string instruction (a `rep`-prefixed `movs`, `stos`, `lods`, `cmps` or `scas`) in a
/// counted region. Callgrind counts such an instruction once per iteration, plus once for the
/// check that ends it; the CPU executes it once. `iterations - executions` is the elements it
/// moved.
public struct StringInstructionCost: Sendable, Equatable, Codable {
    /// The function it is in.
    public var function: String
    /// Its mnemonic, for example `rep movsb`; `rep` with an unknown operation when its bytes could
    /// not be read.
    public var instruction: String
    /// Bytes per element (1 for `movsb`, 8 for `movsq`); nil when unknown.
    public var elementBytes: Int?
    /// Callgrind's count for it per frame: one per element, plus one per execution.
    public var iterationsPerFrame: Double
    /// Executions per frame: how many times the CPU executed it.
    public var executionsPerFrame: Double

    /// An instruction's counts.
    public init(function: String, instruction: String, elementBytes: Int?, iterationsPerFrame: Double, executionsPerFrame: Double) {
        self.function = function
        self.instruction = instruction
        self.elementBytes = elementBytes
        self.iterationsPerFrame = iterationsPerFrame
        self.executionsPerFrame = executionsPerFrame
    }

    /// Bytes moved (or compared) per frame; nil when the element size is unknown.
    public var bytesPerFrame: Double? { elementBytes.map { Double($0) * (iterationsPerFrame - executionsPerFrame) } }
}

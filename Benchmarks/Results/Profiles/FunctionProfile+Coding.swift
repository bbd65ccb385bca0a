/// A profile's file form: each stack's frames are positions in `functions` (names are long, and a
/// benchmark's stacks repeat them), and figures are rounded to a tenth of an instruction.
extension FunctionProfile {
    enum CodingKeys: String, CodingKey {
        case benchmark, instructionsPerFrame, functions, stacks, stringInstructions
    }

    /// A stack as the file holds it.
    struct StoredStack: Codable {
        var frames: [Int]
        var selfPerFrame: Double
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let functions = try container.decode([FunctionCost].self, forKey: .functions)
        let stored = try container.decode([StoredStack].self, forKey: .stacks)
        let stacks = try stored.map { stack in
            StackCost(frames: try stack.frames.map { index in
                guard functions.indices.contains(index) else {
                    throw DecodingError.dataCorruptedError(forKey: .stacks, in: container, debugDescription: "frame \(index) is not a function")
                }
                return functions[index].name
            }, selfPerFrame: stack.selfPerFrame)
        }
        self.init(
            benchmark: try container.decode(String.self, forKey: .benchmark),
            instructionsPerFrame: try container.decode(Double.self, forKey: .instructionsPerFrame), functions: functions,
            stacks: stacks, stringInstructions: try container.decodeIfPresent([StringInstructionCost].self, forKey: .stringInstructions) ?? [])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var position: [String: Int] = [:]
        for (index, function) in functions.enumerated() where position[function.name] == nil { position[function.name] = index }
        try container.encode(benchmark, forKey: .benchmark)
        try container.encode(Self.rounded(instructionsPerFrame), forKey: .instructionsPerFrame)
        try container.encode(functions.map {
            FunctionCost(name: $0.name, library: $0.library, selfPerFrame: Self.rounded($0.selfPerFrame),
                         inclusivePerFrame: Self.rounded($0.inclusivePerFrame))
        }, forKey: .functions)
        try container.encode(stacks.compactMap { stack -> StoredStack? in
            let frames = stack.frames.compactMap { position[$0] }
            return frames.count == stack.frames.count ? StoredStack(frames: frames, selfPerFrame: Self.rounded(stack.selfPerFrame)) : nil
        }, forKey: .stacks)
        try container.encode(stringInstructions, forKey: .stringInstructions)
    }

    /// `value` to a tenth.
    static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    /// The profile without the functions and stacks below `share` of the frame's instructions
    /// (what a flame graph could not draw and no reader looks for; the totals stay as counted).
    public func pruned(below share: Double = FunctionProfile.smallestShareKept) -> FunctionProfile {
        let floor = instructionsPerFrame * share
        var profile = self
        profile.functions = functions.filter { $0.inclusivePerFrame >= floor }
        let kept = Set(profile.functions.map(\.name))
        profile.stacks = stacks.filter { $0.selfPerFrame >= floor && $0.frames.allSatisfy(kept.contains) }
        return profile
    }

    /// The smallest share of a frame's instructions a stored profile keeps (0.1%: under a pixel of an 800-pixel flame graph).
    public static let smallestShareKept = 0.001
}

import Foundation
import Results

/// The arm64 check's profiles: what its qemu plugin (Arm64/Plugin/insn-count.c) writes beside its
/// counts (`COUNTS.profile`: per counted region, each translated block's instructions under each
/// call path, the path as the call sites it went through), named from the aarch64 binary's symbol
/// table (`aarch64-linux-gnu-nm -n --defined-only BINARY`) into one `FunctionProfile` per
/// counted benchmark: the function a block's address is in, under the functions of the call sites
/// above it. `bench arm64 profile` writes them beside the arm64 run file.
public struct Arm64ProfileReader {
    /// One driver's counting: its benchmark names (one a line), its counts (one a line, the
    /// plugin's), the plugin's profile and the binary's symbols; `library` names the binary.
    public struct Driver: Sendable {
        public var library: String, names: String, counts: String, profile: String, symbols: String

        public init(library: String, names: String, counts: String, profile: String, symbols: String) {
            (self.library, self.names, self.counts, self.profile, self.symbols) = (library, names, counts, profile, symbols)
        }
    }

    /// Why the files cannot be read together.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// The profiles of `driver`'s benchmarks, each checked against its count.
    /// - Throws: `Problem` when a file is missing, the regions and names differ in number, or a
    ///   region's instructions do not add up to its count.
    public static func profiles(of driver: Driver) throws(Problem) -> [FunctionProfile] {
        func text(_ path: String) throws(Problem) -> String {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw Problem(description: "cannot read \(path)") }
            return text
        }
        let names = try text(driver.names).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        let counts = try text(driver.counts).split(separator: "\n").compactMap { Double($0) }
        let symbols = SymbolTable(nmOutput: try text(driver.symbols))
        let regions = try regions(try text(driver.profile))
        guard regions.count == names.count, counts.count == names.count else {
            throw Problem(description: "\(driver.profile): \(regions.count) regions, \(names.count) names and \(counts.count) counts")
        }
        var libraries: [String: String] = [:]
        return try zip(names, zip(regions, counts)).map { name, pair throws(Problem) in
            let (region, count) = pair
            var stacks: [[String]: Double] = [:]
            var paths: [Int: [String]] = [0: []]
            for node in region.nodes where node.id != 0 {
                paths[node.id] = (paths[node.parent] ?? []) + [symbols.function(at: node.callsite)]
            }
            for block in region.blocks {
                let frames = (paths[block.node] ?? []) + [symbols.function(at: block.address)]
                stacks[frames, default: 0] += block.instructions
                for frame in frames where libraries[frame] == nil { libraries[frame] = driver.library }
            }
            let total = stacks.values.reduce(0, +)
            guard total == count else {
                throw Problem(description: "\(name): the profile holds \(Int(total)) instructions, the count \(Int(count))")
            }
            return FunctionProfile(benchmark: name, stacks: stacks.map { StackCost(frames: $0.key, selfPerFrame: $0.value) },
                                   libraries: libraries).pruned()
        }
    }

    /// One counted region of the plugin's profile.
    struct Region {
        struct Node { var id: Int, parent: Int, callsite: UInt64 }
        struct Block { var node: Int, address: UInt64, instructions: Double }
        var nodes: [Node] = []
        var blocks: [Block] = []
    }

    /// The regions of a plugin profile, in order.
    static func regions(_ text: String) throws(Problem) -> [Region] {
        var regions: [Region] = []
        for (index, line) in text.split(separator: "\n").enumerated() {
            let fields = line.split(separator: " ")
            func bad() -> Problem { Problem(description: "plugin profile line \(index + 1): '\(line)'") }
            func address(_ field: Substring) -> UInt64? { field.hasPrefix("0x") ? UInt64(field.dropFirst(2), radix: 16) : nil }
            switch fields.first {
            case "region": regions.append(Region())
            case "node":
                guard fields.count == 4, let id = Int(fields[1]), let parent = Int(fields[2]), let callsite = address(fields[3]),
                      !regions.isEmpty else { throw bad() }
                regions[regions.count - 1].nodes.append(.init(id: id, parent: parent, callsite: callsite))
            case "block":
                guard fields.count == 4, let node = Int(fields[1]), let at = address(fields[2]), let instructions = Double(fields[3]),
                      !regions.isEmpty else { throw bad() }
                regions[regions.count - 1].blocks.append(.init(node: node, address: at, instructions: instructions))
            default: throw bad()
            }
        }
        return regions
    }
}

/// A binary's functions by address, from `nm -n --defined-only` (text symbols), named for a
/// profile (`SymbolName.readable`).
struct SymbolTable {
    private let starts: [UInt64]
    private let names: [String]

    init(nmOutput: String) {
        var symbols: [(UInt64, String)] = []
        for line in nmOutput.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 2)
            guard fields.count == 3, "TtWw".contains(fields[1]), let address = UInt64(fields[0], radix: 16) else { continue }
            symbols.append((address, String(fields[2])))
        }
        symbols.sort { $0.0 < $1.0 }
        starts = symbols.map(\.0)
        names = symbols.map { SymbolName.readable($0.1) }
    }

    /// The function `address` is in: the last symbol at or below it; its address when none is.
    func function(at address: UInt64) -> String {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= address { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? String(format: "0x%llx", address) : names[low - 1]
    }
}

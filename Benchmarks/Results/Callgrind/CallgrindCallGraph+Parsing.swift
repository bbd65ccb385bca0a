/// Why a callgrind dump cannot be read.
public struct CallgrindDumpError: Error, Equatable, CustomStringConvertible {
    /// The 1-based line, or 0 for the file as a whole.
    public let line: Int
    /// What is wrong.
    public let reason: String

    public var description: String { line > 0 ? "callgrind dump, line \(line): \(reason)" : "callgrind dump: \(reason)" }
}

extension CallgrindCallGraph {
    /// Reads a whole dump: the name tables (`(id) name` defines, `(id)` refers), the positions
    /// (`0x1a2b` absolute, `+n`/`-n` relative to the last position written, `*` the same), each
    /// function's cost lines, `calls=` and the call cost line after it, and `jump=`/`jcnd=` with
    /// their target and source positions (a target equal to its source is a self-jump).
    /// - Throws: `CallgrindDumpError` when the text is not a callgrind dump whose first event is Ir.
    public static func parse(_ text: String) throws(CallgrindDumpError) -> CallgrindCallGraph {
        var reader = Reader()
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            do {
                try reader.read(line)
            } catch {
                throw CallgrindDumpError(line: lineNumber, reason: error.reason)
            }
        }
        guard reader.isCallgrind else { throw CallgrindDumpError(line: 0, reason: "not a callgrind dump (no \"# callgrind format\" or \"creator: callgrind\")") }
        guard reader.firstEvent == "Ir" else { throw CallgrindDumpError(line: 0, reason: "its first event is not Ir") }
        var selfJumps: [SelfJump] = []
        for (key, taken) in reader.selfJumpTaken.sorted(by: { ($0.key.object, $0.key.address) < ($1.key.object, $1.key.address) }) {
            guard let function = reader.functionAtAddress[key] else { continue }
            selfJumps.append(SelfJump(function: function, address: key.address, instructions: reader.addressCost[key] ?? 0, taken: taken))
        }
        return CallgrindCallGraph(
            trigger: reader.trigger ?? "", total: reader.summary ?? reader.totals ?? reader.selfCost.values.reduce(0, +),
            selfCost: reader.selfCost, callCost: reader.callCost, callCount: reader.callCount, selfJumps: selfJumps)
    }
}

/// A line the reader refuses, and why.
private struct LineError: Error {
    let reason: String
}

/// The reader's state while it goes through a dump line by line.
private struct Reader {
    struct AddressKey: Hashable {
        var object: String
        var address: UInt64
    }

    var isCallgrind = false
    var firstEvent: String?
    var trigger: String?
    var summary: Int?
    var totals: Int?
    var positionsPerLine = 1
    var addressIndex: Int? = 0

    // Name compression tables, by kind.
    var objects: [Int: String] = [:], files: [Int: String] = [:], functionNames: [Int: String] = [:]
    var object = "", function: CallgrindCallGraph.Function?
    var calledObject: String?, calledFunction: String?
    var pendingCallCount: Int?
    var pendingJump: (taken: Int, target: UInt64?)?
    var last: [Int64] = []

    var selfCost: [CallgrindCallGraph.Function: Int] = [:]
    var callCost: [CallgrindCallGraph.Call: Int] = [:]
    var callCount: [CallgrindCallGraph.Call: Int] = [:]
    var addressCost: [AddressKey: Int] = [:]
    var functionAtAddress: [AddressKey: CallgrindCallGraph.Function] = [:]
    var selfJumpTaken: [AddressKey: Int] = [:]

    mutating func read(_ line: Substring) throws(LineError) {
        if line.isEmpty { return }
        if line.hasPrefix("#") {
            if line.hasPrefix("# callgrind format") { isCallgrind = true }
            return
        }
        let first = line.first!
        if first.isNumber || first == "+" || first == "-" || first == "*" {
            try costLine(line)
            return
        }
        guard let equals = line.firstIndex(where: { $0 == "=" || $0 == ":" }) else { return }
        let key = line[..<equals], value = line[line.index(after: equals)...]
        switch key {
        case "creator": if value.contains("callgrind") { isCallgrind = true }
        case "desc":
            let text = value.drop { $0 == " " }
            if text.hasPrefix("Trigger: ") { trigger = String(text.dropFirst("Trigger: ".count)) }
        case "positions":
            let kinds = value.split(separator: " ")
            positionsPerLine = max(1, kinds.count)
            addressIndex = kinds.firstIndex { $0 == "instr" || $0 == "addr" }
        case "events": firstEvent = value.split(separator: " ").first.map(String.init)
        case "summary": summary = value.split(separator: " ").first.flatMap { Int($0) }
        case "totals": totals = value.split(separator: " ").first.flatMap { Int($0) }
        case "ob": object = try name(value, in: &objects)
        case "fl", "fi", "fe", "cfi", "cfl", "jfi", "jfl": _ = try name(value, in: &files)
        case "fn":
            function = CallgrindCallGraph.Function(object: object, name: try name(value, in: &functionNames))
            calledObject = nil
        case "cob": calledObject = try name(value, in: &objects)
        case "cfn": calledFunction = try name(value, in: &functionNames)
        case "calls":
            let fields = value.split(separator: " ")
            guard let count = fields.first.flatMap({ Int($0) }) else { throw LineError(reason: "calls= without a count") }
            pendingCallCount = count
        case "jump", "jcnd":
            let fields = value.split(separator: " ")
            guard let counts = fields.first else { throw LineError(reason: "\(key)= without counts") }
            let taken = Int(counts.split(separator: "/").first ?? "") ?? 0
            let target = try positions(fields.dropFirst(), relativeTo: last)
            pendingJump = (taken, addressIndex.flatMap { $0 < target.count ? UInt64(bitPattern: target[$0]) : nil })
        default: break
        }
    }

    /// `(id) name` defines id, `(id)` refers to it, a bare name is itself.
    func name(_ value: Substring, in table: inout [Int: String]) throws(LineError) -> String {
        guard value.hasPrefix("("), let close = value.firstIndex(of: ")") else { return String(value) }
        guard let id = Int(value[value.index(after: value.startIndex)..<close]) else { throw LineError(reason: "bad name id in \(value)") }
        let rest = value[value.index(after: close)...].drop { $0 == " " }
        if !rest.isEmpty {
            table[id] = String(rest)
            return String(rest)
        }
        guard let known = table[id] else { throw LineError(reason: "name id (\(id)) used before it is defined") }
        return known
    }

    /// Positions (`positionsPerLine` of them) from the start of `fields`.
    func positions(_ fields: ArraySlice<Substring>, relativeTo last: [Int64]) throws(LineError) -> [Int64] {
        var result: [Int64] = []
        for (index, field) in fields.prefix(positionsPerLine).enumerated() {
            let previous = index < last.count ? last[index] : 0
            if field == "*" {
                result.append(previous)
            } else if field.hasPrefix("+"), let step = Int64(field.dropFirst()) {
                result.append(previous &+ step)
            } else if field.hasPrefix("-"), let step = Int64(field.dropFirst()) {
                result.append(previous &- step)
            } else if field.hasPrefix("0x"), let value = UInt64(field.dropFirst(2), radix: 16) {
                result.append(Int64(bitPattern: value))
            } else if let value = Int64(field) {
                result.append(value)
            } else {
                throw LineError(reason: "bad position '\(field)'")
            }
        }
        guard result.count == positionsPerLine else { throw LineError(reason: "a line with fewer positions than \"positions:\" names") }
        return result
    }

    mutating func costLine(_ line: Substring) throws(LineError) {
        let fields = line.split(separator: " ")
        let position = try positions(fields[...], relativeTo: last)
        last = position
        let cost = fields.count > positionsPerLine ? Int(fields[positionsPerLine]) : nil
        if fields.count > positionsPerLine, cost == nil { throw LineError(reason: "bad cost '\(fields[positionsPerLine])'") }
        let address = addressIndex.flatMap { $0 < position.count ? UInt64(bitPattern: position[$0]) : nil }
        if let jump = pendingJump {
            // The line after jump=/jcnd= is the jump's source position; no cost.
            pendingJump = nil
            if let address, let target = jump.target, target == address {
                selfJumpTaken[AddressKey(object: object, address: address), default: 0] &+= jump.taken
            }
            return
        }
        guard let function else {
            if cost != nil { throw LineError(reason: "a cost line before any fn=") }
            return
        }
        guard let cost else { return }
        if let count = pendingCallCount {
            // The line after calls= is the call's cost: the callee's and below.
            let call = CallgrindCallGraph.Call(
                caller: function, callee: .init(object: calledObject ?? object, name: calledFunction ?? "???"))
            callCost[call, default: 0] &+= cost
            callCount[call, default: 0] &+= count
            pendingCallCount = nil
            calledObject = nil
            return
        }
        selfCost[function, default: 0] &+= cost
        if let address {
            let key = AddressKey(object: object, address: address)
            addressCost[key, default: 0] &+= cost
            functionAtAddress[key] = function
        }
    }
}

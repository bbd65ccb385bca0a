/// The totals of one callgrind dump file (callgrind format version 1), as written by
/// `CALLGRIND_DUMP_STATS_AT(name)` or at program termination.
public struct CallgrindDump: Sendable, Equatable {
    /// The text after "desc: Trigger: ": "Client Request: <name>" for a client-request dump,
    /// "Program termination" for the final one.
    public let trigger: String
    /// The total of the first event (Ir, instructions executed) from "summary:" (or "totals:").
    public let instructions: Int

    /// The benchmark name of a client-request dump, or nil for any other trigger.
    public var clientRequestName: String? {
        let prefix = "Client Request: "
        guard trigger.hasPrefix(prefix) else { return nil }
        return String(trigger.dropFirst(prefix.count))
    }

    /// Reads the header lines of a dump.
    /// - Returns: nil unless the text is a callgrind dump whose first event is Ir and which has a
    ///   trigger and a total.
    public static func parse(_ text: String) -> CallgrindDump? {
        var trigger: String?
        var firstEvent: String?
        var summary: Int?
        var totals: Int?
        var isCallgrind = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("# callgrind format") || line.hasPrefix("creator: callgrind") { isCallgrind = true }
            if line.hasPrefix("desc: Trigger: ") {
                trigger = String(line.dropFirst("desc: Trigger: ".count))
            } else if line.hasPrefix("events: ") {
                firstEvent = line.dropFirst("events: ".count).split(separator: " ").first.map(String.init)
            } else if line.hasPrefix("summary: ") {
                summary = firstNumber(line.dropFirst("summary: ".count))
            } else if line.hasPrefix("totals: ") {
                totals = firstNumber(line.dropFirst("totals: ".count))
            } else if line.hasPrefix("fn=") || line.hasPrefix("fl=") {
                break  // the cost lines start: the header is over
            }
        }
        guard isCallgrind, firstEvent == "Ir", let trigger, let instructions = summary ?? totals else { return nil }
        return CallgrindDump(trigger: trigger, instructions: instructions)
    }

    private static func firstNumber(_ text: Substring) -> Int? {
        text.split(separator: " ").first.flatMap { Int($0) }
    }
}

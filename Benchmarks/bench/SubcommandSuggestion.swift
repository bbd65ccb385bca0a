import ArgumentParser

/// The message for a word the default subcommand (`run`) does not take: most often a mistyped
/// subcommand (`bench recrod`), which Argument Parser hands to `run` as an argument.
enum SubcommandSuggestion {
    /// The visible subcommands' names.
    static var names: [String] {
        Bench.configuration.subcommands.filter { $0.configuration.shouldDisplay }
            .compactMap { $0.configuration.commandName }
    }

    /// "unknown subcommand 'recrod'; did you mean record?" (or the list of subcommands when none
    /// is close), for an argument that is not a flag; nil for a flag.
    static func message(for argument: String) -> String? {
        guard !argument.hasPrefix("-") else { return nil }
        let close = names.map { ($0, distance(argument.lowercased(), $0)) }
            .filter { $0.1 <= max(2, $0.0.count / 3) }.min { $0.1 < $1.1 }?.0
        let hint = close.map { "did you mean \($0)?" } ?? "the subcommands are \(names.joined(separator: ", "))"
        return "unknown subcommand '\(argument)'; \(hint) (bench --help)"
    }

    /// The edit distance (insertions, deletions, substitutions, swaps of neighbours) of two words.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}

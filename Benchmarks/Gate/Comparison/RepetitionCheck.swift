/// Refuses the repetitions that make glibc's regcomp build a tree exponential in their count before
/// it compiles anything: stacked repetition operators (`2+++...`: 50 of them took over 6 GB, found
/// by FuzzOptionValues; POSIX leaves them undefined anyway) and bounds above `largestBound`
/// (`(a{1000}){1000}` copies the group a million times). Runs over the pattern once.
enum RepetitionCheck {
    /// The largest `{n}` or `{n,m}` bound accepted (benchmark names need far less).
    static let largestBound = 255

    /// Why `pattern` is refused, or nil.
    static func problem(in pattern: String) -> String? {
        var escaped = false, inBracket = false, bracketStart = false
        var afterRepetition = false
        var characters = pattern.makeIterator()
        while let character = characters.next() {
            if escaped { escaped = false; afterRepetition = false; continue }
            if inBracket {
                if character == "]" && !bracketStart { inBracket = false }
                bracketStart = bracketStart && character == "^"
                continue
            }
            switch character {
            case "\\": escaped = true
            case "[": inBracket = true; bracketStart = true; afterRepetition = false
            case "*", "+", "?", "{":
                if afterRepetition { return "repetition operators follow one another; write one operator per item" }
                if character == "{" {
                    var bound = ""
                    while let next = characters.next(), next != "}" { bound.append(next) }
                    let numbers = bound.split(separator: ",").compactMap { Int($0) }
                    if numbers.contains(where: { $0 > largestBound }) {
                        return "repetition bound above \(largestBound) in '{\(bound)}'"
                    }
                }
                afterRepetition = true
            default: afterRepetition = false
            }
        }
        return nil
    }
}

/// Refuses the patterns that make glibc's regcomp build a tree exponential in their size before it
/// compiles anything, in one pass over the pattern. glibc copies a repeated item once per copy it
/// needs (`x{3}` is `xxx`, `x+` is `xx*`, `x{2,4}` is four copies), and a copy of a group copies
/// everything inside it, so nested repetitions multiply: `(((a+)+)+...)` with 24 levels took over
/// 6 GB, and so did `2` with 50 `+` (both found by FuzzOptionValues). Refused:
/// - stacked repetition operators (`a*+`; POSIX leaves them undefined);
/// - bounds above `largestBound`;
/// - back-references (`\1`), whose matching time is exponential (a filter never needs them);
/// - `+` or a `{...}` bound on an item that can match the empty string (`()+`, `(a*)+`, `$+`,
///   `(x?$){2}`): glibc makes `x+` of such an item `xx*`, and nested, the copies' epsilon closures
///   explode once the pattern holds an anchor anywhere (`$((((((((((a*)+)+)+)+)+)+)+)+)+)+` ran
///   over 30 s, and FuzzOptionValues found 30-byte inputs that ran over 100 s, where the same
///   nesting with `*`, or with items that cannot match empty, compiles in a millisecond). `*` and
///   `?` on such an item are kept (`(a*)*`); `(a*)+` means the same as `(a*)*`;
/// - patterns whose repetitions, counted the way glibc copies, add more than `largestCopies` items.
/// Copies are what must be bounded: regcomp's epsilon closures are quadratic in a run of optional
/// items (20,000 `a?` take 3 GB; `(` x 14 then `)+` x 14, 16,000 copies of an empty group, took 220 s
/// and 18 GB), so a pattern may not make itself much longer than it is.
enum RepetitionCheck {
    /// The largest `{n}` or `{n,m}` bound accepted (benchmark names need far less).
    static let largestBound = 255
    /// The most items repetitions may add by copying (`x{2,255}` adds 254; `((a{8}){8}){8}`
    /// 511). A filter naming benchmarks one by one (`BenchmarkFilter.exactly`) adds none.
    static let largestCopies = 2_048

    /// Why `pattern` is refused, or nil.
    static func problem(in pattern: String) -> String? {
        var scanner = Scanner(Array(pattern.unicodeScalars))
        return scanner.problem()
    }

    /// One pass over the pattern, keeping the expanded size of each open group.
    private struct Scanner {
        /// One open group (the whole pattern is the outermost one).
        private struct Group {
            /// Expanded size of everything in the group so far.
            var size = 0
            /// Expanded size of the last item (what a repetition operator copies); 0 when there
            /// is none, as after `(` or `|`.
            var last = 0
            /// Whether the last item can match the empty string.
            var lastNullable = false
            /// Whether the items of the current alternative before the last one can all match the
            /// empty string, and whether all of them, the last one included, can.
            var nullableBeforeLast = true
            var alternativeNullable = true
            /// Whether an earlier alternative of the group can match the empty string.
            var earlierAlternativeNullable = false

            /// Whether the whole group can match the empty string.
            var nullable: Bool { earlierAlternativeNullable || alternativeNullable }
        }

        private let characters: [Unicode.Scalar]
        private var index = 0
        private var groups = [Group()]
        private var afterRepetition = false
        /// Items added by copying so far, over the whole pattern.
        private var copied = 0

        init(_ characters: [Unicode.Scalar]) { self.characters = characters }

        mutating func problem() -> String? {
            while index < characters.count {
                let character = characters[index]
                index += 1
                switch character {
                case "\\":
                    if index < characters.count, ("1"..."9").contains(characters[index]) {
                        return "back-references such as '\\\(characters[index])' are not supported in filters"
                    }
                    let anchor = index < characters.count && Self.escapedAnchors.contains(characters[index])
                    index += 1
                    item(size: 1, nullable: anchor)
                case "^", "$":
                    item(size: 1, nullable: true)
                case "[":
                    skipBracket()
                    item(size: 1)
                case "(":
                    groups.append(Group())
                    afterRepetition = false
                case ")" where groups.count > 1:
                    let closed = groups.removeLast()
                    item(size: closed.size + 1, nullable: closed.nullable)
                case "|":
                    var group = groups[groups.count - 1]
                    group.size += 1
                    group.last = 0
                    group.lastNullable = false
                    group.earlierAlternativeNullable = group.nullable
                    group.nullableBeforeLast = true
                    group.alternativeNullable = true
                    groups[groups.count - 1] = group
                    afterRepetition = false
                case "*", "?":
                    if let problem = repeatLast(copies: 1, makesNullable: true) { return problem }
                case "+":
                    if let problem = repeatLast(copies: 2, copiesNullable: false) { return problem }
                case "{":
                    var bound = ""
                    while index < characters.count, characters[index] != "}" {
                        bound.unicodeScalars.append(characters[index])
                        index += 1
                    }
                    index += 1
                    guard let copies = Self.copies(bound: bound) else {
                        return "repetition bound above \(RepetitionCheck.largestBound) in '{\(bound)}'"
                    }
                    let lowest = bound.split(separator: ",", omittingEmptySubsequences: false).first.flatMap { Int($0) } ?? 0
                    if let problem = repeatLast(copies: copies, makesNullable: lowest == 0, copiesNullable: false) { return problem }
                default:
                    item(size: 1)
                }
                if copied > RepetitionCheck.largestCopies {
                    return "the pattern's repetitions copy more than \(RepetitionCheck.largestCopies) items; nest fewer repetitions or use smaller bounds"
                }
            }
            return nil
        }

        /// The characters that make an anchor (which matches the empty string) after a backslash
        /// (GNU: word boundaries, buffer ends).
        private static let escapedAnchors: Set<Unicode.Scalar> = ["b", "B", "<", ">", "`", "'"]

        /// Adds an item of expanded size `size` to the innermost group.
        private mutating func item(size: Int, nullable: Bool = false) {
            var group = groups[groups.count - 1]
            group.size += size
            group.last = size
            group.lastNullable = nullable
            group.nullableBeforeLast = group.alternativeNullable
            group.alternativeNullable = group.alternativeNullable && nullable
            groups[groups.count - 1] = group
            afterRepetition = false
        }

        /// Applies a repetition operator to the innermost group's last item: one that `makesNullable`
        /// (`*`, `?`, `{0,m}`) lets it match the empty string; one that does not allow copies of
        /// such an item (`+`, the other bounds) refuses it when it already can.
        private mutating func repeatLast(copies: Int, makesNullable: Bool = false, copiesNullable: Bool = true) -> String? {
            if afterRepetition { return "repetition operators follow one another; write one operator per item" }
            afterRepetition = true
            var group = groups[groups.count - 1]
            if !copiesNullable, group.lastNullable {
                return "'+' or a '{...}' bound repeats an item that can match the empty string (such as '()', 'a*' or '$'); use '*' there"
            }
            if makesNullable {
                group.lastNullable = true
                group.alternativeNullable = group.nullableBeforeLast
            }
            // Saturating far above the limit, so that the count refused is never the cap itself.
            let ceiling = 1 << 40
            let product = group.last.multipliedReportingOverflow(by: copies)
            let repeated = product.overflow ? ceiling : min(product.partialValue, ceiling)
            copied = min(copied + repeated - group.last, ceiling)
            group.size += repeated - group.last + 1
            group.last = repeated
            groups[groups.count - 1] = group
            return nil
        }

        /// Moves past a bracket expression whose `[` was just read: an optional `^`, a `]` taken
        /// literally when first, and `[:class:]`, `[=x=]`, `[.x.]` as units.
        private mutating func skipBracket() {
            if index < characters.count, characters[index] == "^" { index += 1 }
            if index < characters.count, characters[index] == "]" { index += 1 }
            while index < characters.count {
                let character = characters[index]
                index += 1
                if character == "]" { return }
                if character == "[", index < characters.count, [":", "=", "."].contains(characters[index]) {
                    let delimiter = characters[index]
                    index += 1
                    while index + 1 < characters.count, !(characters[index] == delimiter && characters[index + 1] == "]") {
                        index += 1
                    }
                    index += 2
                }
            }
        }

        /// How many copies glibc makes for the bound inside `{...}`: m for `{n,m}` and `{,m}`,
        /// n + 1 for `{n,}`, n for `{n}` (at least 1: the item is parsed before it is dropped).
        /// Nil when a number is above the largest bound (text that is not a number is left to regcomp).
        private static func copies(bound: String) -> Int? {
            let parts = bound.split(separator: ",", omittingEmptySubsequences: false)
            var numbers: [Int] = []
            for part in parts where !part.isEmpty && part.allSatisfy({ ("0"..."9").contains($0) }) {
                let digits = part.drop { $0 == "0" }
                guard digits.count <= 3, let number = Int(digits.isEmpty ? "0" : String(digits)),
                      number <= RepetitionCheck.largestBound else { return nil }
                numbers.append(number)
            }
            let largest = numbers.max() ?? 1
            let unbounded = parts.count == 2 && parts[1].isEmpty
            return max(1, unbounded ? largest + 1 : largest)
        }
    }
}

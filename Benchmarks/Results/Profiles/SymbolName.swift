import Foundation

/// A function's name as a profile shows it: Swift symbols demangled by the Swift runtime
/// (`swift_demangle`, the demangler `swift demangle` uses) and shortened to what a reader of the
/// source looks for (`PiPKernels.interleaveRow(u:v:into:count:)`: argument labels, no types, no
/// `Swift.` module); C and C++ names as the symbol table (or valgrind's C++ demangler) has them,
/// without a symbol version (`memcpy@@GLIBC_2.14` -> `memcpy`).
public enum SymbolName {
    /// The name to show for the symbol `symbol`.
    public static func readable(_ symbol: String) -> String {
        var name = symbol
        if let at = name.range(of: "@") , !name.hasPrefix("@") { name = String(name[..<at.lowerBound]) }
        guard isSwiftMangled(name), let demangled = demangle(name) else { return name }
        return shortened(demangled)
    }

    /// True for a Swift mangled name (`$s...`, `_$s...`, or the older `_T0...`).
    static func isSwiftMangled(_ name: String) -> Bool {
        name.hasPrefix("$s") || name.hasPrefix("_$s") || name.hasPrefix("$S") || name.hasPrefix("_T0") || name.hasPrefix("$e")
    }

    /// The Swift runtime's demangling of `mangled`, or nil when it is not a Swift symbol.
    public static func demangle(_ mangled: String) -> String? {
        mangled.withCString { pointer -> String? in
            guard let demangled = swiftDemangle(pointer, strlen(pointer), nil, nil, 0) else { return nil }
            defer { free(demangled) }
            return String(cString: demangled)
        }
    }

    /// A demangled Swift name shortened: specialisations marked, parameter lists reduced to their
    /// labels, closure and return types and `Swift.` dropped.
    public static func shortened(_ demangled: String) -> String {
        var text = demangled
        // A thunk between two function types: its types say nothing a reader looks for.
        if let thunk = text.range(of: "reabstraction thunk helper") { text = text[..<thunk.lowerBound] + "reabstraction thunk" }
        // A private declaration's discriminator: "(validate in _C770...)" -> "validate".
        text = text.replacingOccurrences(of: #"\(([A-Za-z_][A-Za-z0-9_]*) in _[0-9A-F]+\)"#, with: "$1", options: .regularExpression)
        for prefix in ["generic specialization ", "function signature specialization ", "generic not re-abstracted specialization "] {
            while let range = text.range(of: prefix) {
                // "<...> of " after the prefix.
                let afterPrefix = text[range.upperBound...]
                guard afterPrefix.first == "<", let close = matching(afterPrefix, open: "<", close: ">"),
                      text[close...].hasPrefix("> of ") else { break }
                text.replaceSubrange(range.lowerBound..<text.index(close, offsetBy: 5), with: "specialized ")
            }
        }
        text = text.replacingOccurrences(of: "specialized specialized ", with: "specialized ")
        // A generic function's signature: "f<A where A: P, A.B == ()>(...)" -> "f(...)".
        while let start = text.range(of: #"<[A-Z][A-Za-z0-9_, ]* where "#, options: .regularExpression),
              let close = matching(text[start.lowerBound...], open: "<", close: ">") {
            text.removeSubrange(start.lowerBound...close)
        }
        text = reducingSignatures(text)
        text = text.replacingOccurrences(of: "Swift.", with: "")
        return text
    }

    /// Parameter lists after a name become labels (`f(a: Int, _: Int)` -> `f(a:_:)`); a closure's
    /// or a property's type (`closure #1 (Int) -> () in f`, `static x : T`) and every return type
    /// (`-> ()`) are dropped.
    static func reducingSignatures(_ text: String) -> String {
        var output = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "(", let close = matching(text[index...], open: "(", close: ")") {
                let inner = text[text.index(after: index)..<close]
                let previous = output.last
                var next = text.index(after: close)
                if let previous, previous.isLetter || previous.isNumber || previous == "_" || previous == ">" {
                    output += "(" + labels(of: inner) + ")"
                } else if output.range(of: #"closure #\d+ (@\w+ )*$"#, options: .regularExpression) != nil {
                    // "closure #1 @Sendable (types) -> R in f": the closure's attributes and type go.
                    output = output.replacingOccurrences(of: #" (@\w+ )*$"#, with: "", options: .regularExpression)
                } else {
                    output += "(" + reducingSignatures(String(inner)) + ")"
                }
                next = skippingReturnType(text, from: next)
                index = next
                continue
            }
            if text[index...].hasPrefix(" : "), let end = endOfType(text, from: text.index(index, offsetBy: 3)) {
                index = end  // "static x : T in ...": the property's type goes
                continue
            }
            output.append(character)
            index = text.index(after: index)
        }
        return output
    }

    /// `a: T, b: U` -> `a:b:`; unlabelled parameters as `_:`; an empty list stays empty.
    static func labels(of parameters: Substring) -> String {
        let parts = topLevelParts(parameters)
        guard !(parts.count == 1 && parts[0].trimmingCharacters(in: .whitespaces).isEmpty) else { return "" }
        return parts.map { part in
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard let colon = trimmed.range(of: ": ") else { return "_:" }
            let label = trimmed[..<colon.lowerBound]
            return label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) && !label.isEmpty ? label + ":" : "_:"
        }.joined()
    }

    /// The parts of a list separated by commas outside brackets.
    static func topLevelParts(_ list: Substring) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in list {
            if "(<[".contains(character) { depth += 1 }
            if ")>]".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }

    /// The index after ` -> T` (and `throws`/`async` before it) at `index`, or `index`.
    static func skippingReturnType(_ text: String, from index: String.Index) -> String.Index {
        var start = index
        if text[start...].hasPrefix(" async") { start = text.index(start, offsetBy: 6) }
        if text[start...].hasPrefix(" throws("), let close = matching(text[text.index(start, offsetBy: 7)...], open: "(", close: ")") {
            start = text.index(after: close)
        } else if text[start...].hasPrefix(" throws") {
            start = text.index(start, offsetBy: 7)
        }
        guard text[start...].hasPrefix(" -> ") else { return start == index ? index : start }
        return endOfType(text, from: text.index(start, offsetBy: 4)) ?? text.endIndex
    }

    /// Where a type written at `index` ends: at ` in `, ` of `, a closing bracket or comma of the
    /// enclosing list, or the end.
    static func endOfType(_ text: String, from index: String.Index) -> String.Index? {
        var depth = 0, position = index
        while position < text.endIndex {
            let character = text[position]
            if depth == 0 && (text[position...].hasPrefix(" in ") || text[position...].hasPrefix(" of ")) { return position }
            if text[position...].hasPrefix("->") {
                position = text.index(position, offsetBy: 2)
                continue
            }
            if "(<[".contains(character) { depth += 1 }
            if ")>]".contains(character) {
                if depth == 0 { return position }
                depth -= 1
            }
            if character == ",", depth == 0 { return position }
            position = text.index(after: position)
        }
        return text.endIndex
    }

    /// The index of the bracket that closes the one `text` starts with, or nil.
    static func matching(_ text: Substring, open: Character, close: Character) -> String.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            // "->" is an arrow, not a closing angle bracket.
            if character == open { depth += 1 }
            if character == close, !(close == ">" && index > text.startIndex && text[text.index(before: index)] == "-") {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }
}

/// The Swift runtime's demangler (exported by libswiftCore on every platform).
@_silgen_name("swift_demangle")
private func swiftDemangle(
    _ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: Int, _ outputBuffer: UnsafeMutablePointer<CChar>?,
    _ outputBufferSize: UnsafeMutablePointer<Int>?, _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?

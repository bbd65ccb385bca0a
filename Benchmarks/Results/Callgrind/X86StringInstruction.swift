/// An x86-64 string instruction decoded from its bytes: `rep`/`repne` prefixes, operand-size and
/// REX prefixes, then one of `movs`, `stos`, `lods`, `cmps`, `scas`. What a profile names a
/// self-jump with, and how many bytes one of its iterations moves.
public struct X86StringInstruction: Sendable, Equatable {
    /// For example "rep movsb", "rep stosq", "repne scasb".
    public let mnemonic: String
    /// Bytes per iteration: 1, 2, 4 or 8.
    public let elementBytes: Int

    /// The instruction at the start of `bytes`, or nil when they are not a prefixed string
    /// instruction.
    public init?(bytes: [UInt8]) {
        var repeatPrefix: String?
        var operandSize16 = false, rexW = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0xF3: repeatPrefix = "rep"
            case 0xF2: repeatPrefix = "repne"
            case 0x66: operandSize16 = true
            case 0x67, 0x2E, 0x36, 0x3E, 0x26, 0x64, 0x65: break  // address size, segments
            case 0x40...0x4F: rexW = byte & 0x08 != 0
            default:
                guard let repeatPrefix, let (operation, wide) = Self.operations[byte] else { return nil }
                let size = !wide ? 1 : rexW ? 8 : operandSize16 ? 2 : 4
                let suffix = ["b", "w", "d", "q"][[1: 0, 2: 1, 4: 2, 8: 3][size]!]
                // rep with cmps/scas is repe; repne exists only for them.
                let prefix = repeatPrefix == "rep" && (operation == "cmps" || operation == "scas") ? "repe" : repeatPrefix
                mnemonic = "\(prefix) \(operation)\(suffix)"
                elementBytes = size
                return
            }
            index += 1
        }
        return nil
    }

    /// The string operations by opcode: name, and whether the opcode is the wide (not byte) form.
    static let operations: [UInt8: (String, Bool)] = [
        0xA4: ("movs", false), 0xA5: ("movs", true), 0xAA: ("stos", false), 0xAB: ("stos", true),
        0xAC: ("lods", false), 0xAD: ("lods", true), 0xA6: ("cmps", false), 0xA7: ("cmps", true),
        0xAE: ("scas", false), 0xAF: ("scas", true),
    ]
}

/// 64-bit FNV-1a, fed in pieces (a whole file streamed through it), as lowercase hex.
public struct FNV1a64: Sendable {
    private var hash: UInt64 = 0xCBF2_9CE4_8422_2325

    public init() {}

    /// Adds `bytes` to the hash.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var hash = self.hash
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01B3
        }
        self.hash = hash
    }

    /// The hash as 16 lowercase hex digits.
    public var hex: String {
        let text = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}

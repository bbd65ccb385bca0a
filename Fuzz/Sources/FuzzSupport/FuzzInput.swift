import CFuzzerDriver

/// The fuzzer's bytes, read front to back as a series of choices. Once the bytes run out every
/// choice is its smallest value, so any input is a complete case.
public struct FuzzInput {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    /// The bytes libFuzzer passes to `LLVMFuzzerTestOneInput`.
    public init(_ data: UnsafePointer<UInt8>?, _ count: Int) {
        bytes = UnsafeBufferPointer(start: count > 0 ? data : nil, count: count)
    }

    /// Whether any byte is left.
    public var isEmpty: Bool { position >= bytes.count }

    /// The next byte (0 when none is left).
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// The next two bytes as a little-endian number.
    public mutating func uint16() -> Int { Int(byte()) | Int(byte()) << 8 }

    /// A value in `range` (modulo its length).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let length = range.upperBound - range.lowerBound + 1
        let raw = length <= 256 ? Int(byte()) : uint16() | Int(byte()) << 16
        return range.lowerBound + raw % length
    }

    /// One of `choices` (which must not be empty).
    public mutating func pick<Element>(_ choices: [Element]) -> Element { choices[int(in: 0...(choices.count - 1))] }

    /// True with probability about `percent` in 100.
    public mutating func chance(_ percent: Int) -> Bool { Int(byte()) * 100 < percent * 256 }

    /// The bytes not read yet as two files: up to the first NUL byte, and after it (nil without one).
    public mutating func twoFiles() -> (first: [UInt8], second: [UInt8]?) {
        let parts = rest().split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        return (Array(parts[0]), parts.count > 1 ? Array(parts[1]) : nil)
    }

    /// Every byte not read yet.
    public mutating func rest() -> [UInt8] {
        defer { position = bytes.count }
        return position < bytes.count ? Array(bytes[position...]) : []
    }
}

/// Reports a finding and aborts, so that libFuzzer saves the input as a crash.
public func fuzzFailure(_ message: String) -> Never {
    print("FUZZ FAILURE: \(message)")
    fatalError(message)
}

/// Hands the process to libFuzzer's driver with `testOneInput` as the target (its flags and
/// corpus directories come from the command line); returns its exit status.
public func runFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32 {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    return LLVMFuzzerRunDriver(&argc, &argv, testOneInput)
}

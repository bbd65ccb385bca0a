/// Reading and writing an entry: the typed fields by their Google Benchmark names, every other
/// field into and out of `fields` unchanged.
extension BenchmarkEntry {
    /// Reads an entry of Google Benchmark's "benchmarks" array.
    /// - Throws: `DecodingError.keyNotFound` without a "name"; `DecodingError.typeMismatch` for a
    ///   typed field of another type (a string `real_time`, ...).
    public init(from decoder: Decoder) throws {
        let typed = try decoder.container(keyedBy: CodingKeys.self)
        name = try typed.decode(String.self, forKey: .name)
        runName = try typed.decodeIfPresent(String.self, forKey: .runName)
        runType = try typed.decodeIfPresent(String.self, forKey: .runType)
        repetitionIndex = try typed.decodeIfPresent(Int.self, forKey: .repetitionIndex)
        iterations = try typed.decodeIfPresent(Double.self, forKey: .iterations)
        realTime = try typed.decodeIfPresent(Double.self, forKey: .realTime)
        cpuTime = try typed.decodeIfPresent(Double.self, forKey: .cpuTime)
        timeUnit = try typed.decodeIfPresent(String.self, forKey: .timeUnit)
        errorOccurred = try typed.decodeIfPresent(Bool.self, forKey: .errorOccurred)
        errorMessage = try typed.decodeIfPresent(String.self, forKey: .errorMessage)
        repetitionOrder = try typed.decodeIfPresent(Double.self, forKey: .repetitionOrder)
        process = try typed.decodeIfPresent(Int.self, forKey: .process)
        let all = try decoder.container(keyedBy: AnyCodingKey.self)
        let typedNames = Set(CodingKeys.allCases.map(\.rawValue))
        for key in all.allKeys where !typedNames.contains(key.stringValue) {
            fields[key.stringValue] = try all.decode(JSONValue.self, forKey: key)
        }
    }

    /// Writes the entry: the typed fields that are set, and `fields`.
    public func encode(to encoder: Encoder) throws {
        var all = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, value) in fields { try all.encode(value, forKey: AnyCodingKey(key)) }
        var typed = encoder.container(keyedBy: CodingKeys.self)
        try typed.encode(name, forKey: .name)
        try typed.encodeIfPresent(runName, forKey: .runName)
        try typed.encodeIfPresent(runType, forKey: .runType)
        try typed.encodeIfPresent(repetitionIndex, forKey: .repetitionIndex)
        try typed.encodeIfPresent(iterations, forKey: .iterations)
        try typed.encodeIfPresent(realTime, forKey: .realTime)
        try typed.encodeIfPresent(cpuTime, forKey: .cpuTime)
        try typed.encodeIfPresent(timeUnit, forKey: .timeUnit)
        try typed.encodeIfPresent(errorOccurred, forKey: .errorOccurred)
        try typed.encodeIfPresent(errorMessage, forKey: .errorMessage)
        try typed.encodeIfPresent(repetitionOrder, forKey: .repetitionOrder)
        try typed.encodeIfPresent(process, forKey: .process)
    }
}

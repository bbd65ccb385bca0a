/// The fields of an entry the suite does not type: `ResultDocument` reads and writes them next to
/// the typed ones (which `BenchmarkEntry`'s synthesised `Codable` handles), so a file read and
/// written again keeps them.
extension BenchmarkEntry {
    /// Every field of the entry at `decoder` that is not typed, by name.
    /// - Throws: `DecodingError` when the entry is not a JSON object.
    static func otherFields(from decoder: Decoder) throws -> [String: JSONValue] {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let typed = Set(CodingKeys.allCases.map(\.rawValue))
        var fields: [String: JSONValue] = [:]
        for key in container.allKeys where !typed.contains(key.stringValue) {
            fields[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
        return fields
    }

    /// Writes `fields` into the entry's object at `encoder` (next to the typed fields).
    func encodeOtherFields(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, value) in fields { try container.encode(value, forKey: AnyCodingKey(key)) }
    }
}

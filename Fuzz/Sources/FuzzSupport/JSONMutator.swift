import Foundation

/// A structure-aware mutation for JSON inputs: parses `text` and changes one value chosen by
/// `seed` (a number to an edge value, a string to another, a key removed, an array element
/// duplicated or dropped, a value's type changed), or returns nil when `text` is not JSON (the
/// caller then falls back to libFuzzer's byte mutations).
public func mutateJSON(_ text: Data, seed: UInt32) -> Data? {
    guard let object = try? JSONSerialization.jsonObject(with: text, options: [.fragmentsAllowed]) else { return nil }
    var generator = SplitMix(seed: UInt64(seed))
    let mutated = mutate(object, &generator, depth: 0)
    return try? JSONSerialization.data(withJSONObject: mutated, options: [.fragmentsAllowed, .sortedKeys])
}

private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
    }
}

/// Values a leaf is replaced by: numbers at and beyond the edges, empty and short strings, null,
/// empty containers, a boolean.
private func edgeValue(_ index: Int) -> Any {
    let values: [Any] = [0, -1, 1, Int.max, Int.min, 1e308, -1e308, 5e-324, 0.5, "", "x", NSNull(), [Any](), [String: Any](), true]
    return values[index % values.count]
}

private func mutate(_ value: Any, _ generator: inout SplitMix, depth: Int) -> Any {
    // Stop here (replace this value) with some probability, always at a leaf.
    switch value {
    case var dictionary as [String: Any] where !dictionary.isEmpty && generator.next(4) != 0:
        let keys = dictionary.keys.sorted()
        let key = keys[generator.next(keys.count)]
        switch generator.next(6) {
        case 0: dictionary[key] = nil
        case 1: dictionary[key + "_"] = dictionary[key]
        default: dictionary[key] = mutate(dictionary[key]!, &generator, depth: depth + 1)
        }
        return dictionary
    case var array as [Any] where !array.isEmpty && generator.next(4) != 0:
        let index = generator.next(array.count)
        switch generator.next(6) {
        case 0: array.remove(at: index)
        case 1: array.insert(array[index], at: index)
        default: array[index] = mutate(array[index], &generator, depth: depth + 1)
        }
        return array
    case let number as NSNumber where generator.next(2) == 0:
        return NSNumber(value: number.doubleValue * [2, -1, 1e6, 0.5, 1e-6][generator.next(5)])
    case let string as String where generator.next(2) == 0:
        return [string + string, String(string.dropLast()), string.uppercased(), "naive/" + string][generator.next(4)]
    default:
        return edgeValue(generator.next(15))
    }
}

import Foundation
import CFuzzerDriver
import FuzzSupport

/// libFuzzer's hook for structure-aware mutation: half the time, a JSON-aware change to the
/// baseline or the run part of the input (see `mutateJSON`); otherwise, or when that part is not
/// JSON, libFuzzer's own byte mutations.
@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    if let data, size > 1, seed % 2 == 0 {
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        var parts = bytes[1...].split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false).map { Array($0) }
        let index = Int(seed / 2) % parts.count
        if let mutated = mutateJSON(Data(parts[index]), seed: seed) {
            parts[index] = Array(mutated)
            let joined = [bytes[0]] + parts.joined(separator: [0])
            if joined.count <= maxSize {
                joined.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: joined.count) }
                return joined.count
            }
        }
    }
    return LLVMFuzzerMutate(data, size, maxSize)
}

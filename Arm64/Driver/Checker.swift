// Runs kernels on random frames and compares their output with a reference; prints one line per
// case with a digest of the kernel's output (the script compares these lines between the x86-64
// and the arm64 build: equal lines mean bit-identical output on both architectures).

/// xorshift64*: the same bytes on every architecture.
struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 2685821657736338717
    }
}

/// Byte written over every destination byte before a kernel runs: samples the kernel does not
/// write keep it (and differ from the reference), padding must keep it.
let canary: UInt8 = 0xA5

final class Checker {
    var random = Random(state: 0x9E37_79B9_7F4A_7C15)
    var cases = 0
    var failures = 0

    /// Fills every byte of the planes, padding included, with random bytes.
    func fill(_ planes: [Plane]) {
        for plane in planes {
            let bytes = plane.baseAddress.assumingMemoryBound(to: UInt8.self)
            for index in 0..<(plane.bytesPerRow * plane.height) { bytes[index] = UInt8(truncatingIfNeeded: random.next() >> 32) }
        }
    }

    /// Fills every byte of the planes with the canary.
    func poison(_ planes: [Plane]) {
        for plane in planes { memset(plane.baseAddress, Int32(canary), plane.bytesPerRow * plane.height) }
    }

    /// FNV-1a over the samples (not the padding) of the planes.
    func digest(_ planes: [Plane]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for plane in planes {
            for y in 0..<plane.height {
                let row = plane.row(y)
                for index in 0..<plane.rowBytes { hash = (hash ^ UInt64(row[index])) &* 0x100_0000_01b3 }
            }
        }
        return hash
    }

    /// Checks `actual` against `expected`: every sample of plane `i` within `tolerances[i]` (0
    /// where not given), every padding byte the canary. Prints `name digest` and, on a mismatch,
    /// `FAIL name: ...`.
    func check(_ name: String, _ actual: [Plane], _ expected: [Plane], tolerances: [Int] = []) {
        cases += 1
        var problem: String? = nil
        for (index, (mine, theirs)) in zip(actual, expected).enumerated() where problem == nil {
            let tolerance = index < tolerances.count ? tolerances[index] : 0
            if tolerance == 0, let at = mine.firstDifference(from: theirs) {
                problem = "plane \(index) differs at x \(at.x), y \(at.y)"
            }
            for y in 0..<mine.height where problem == nil {
                let row = mine.baseAddress + y * mine.bytesPerRow
                for x in 0..<mine.rowBytes where abs(Int(row.load(fromByteOffset: x, as: UInt8.self)) - Int(theirs.row(y)[x])) > tolerance {
                    problem = "plane \(index) byte \(x) of row \(y) is \(row.load(fromByteOffset: x, as: UInt8.self)), expected \(theirs.row(y)[x]) +-\(tolerance)"
                    break
                }
                for x in mine.rowBytes..<mine.bytesPerRow where row.load(fromByteOffset: x, as: UInt8.self) != canary {
                    problem = "plane \(index) padding byte \(x) of row \(y) was written"
                    break
                }
            }
        }
        print(name + " " + hex(digest(actual)))
        if let problem {
            failures += 1
            print("FAIL " + name + ": " + problem)
        }
    }

    /// Counts a case that could not be checked: prints `name digest` and `FAIL name: problem`.
    func fail(_ name: String, _ actual: [Plane], _ problem: String) {
        cases += 1
        failures += 1
        print(name + " " + hex(digest(actual)))
        print("FAIL " + name + ": " + problem)
    }
}

func hex(_ value: UInt64) -> String {
    let digits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "b", "c", "d", "e", "f"]
    var text = ""
    for shift in stride(from: 60, through: 0, by: -4) { text.append(digits[Int((value >> UInt64(shift)) & 15)]) }
    return text
}

extension StaticString {
    /// The text (ASCII ids only).
    var text: String {
        var result = ""
        withUTF8Buffer { for byte in $0 { result.append(Character(Unicode.Scalar(byte))) } }
        return result
    }
}

extension FrameSize {
    var text: String { "\(width)x\(height)" }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Plane {
    /// Row `y` as raw bytes (only the samples, not the padding).
    /// - Precondition: `0 <= y < height` (checked in all builds).
    public func row(_ y: Int) -> UnsafeMutableRawBufferPointer {
        precondition(y >= 0 && y < height, "row \(y) outside plane \(name) of height \(height)")
        return UnsafeMutableRawBufferPointer(start: baseAddress + y * bytesPerRow, count: rowBytes)
    }

    /// Calls `body` with every row, top to bottom.
    public func forEachRow(_ body: (Int, UnsafeMutableRawBufferPointer) throws -> Void) rethrows {
        for y in 0..<height { try body(y, row(y)) }
    }

    /// The first position where the samples of two planes of equal size differ, or nil if they are equal.
    /// Padding bytes are not compared. Planes of different sizes differ at (0, 0).
    public func firstDifference(from other: Plane) -> (x: Int, y: Int)? {
        guard size == other.size, bytesPerSample == other.bytesPerSample else { return (0, 0) }
        for y in 0..<height {
            let mine = row(y)
            let theirs = other.row(y)
            if memcmp(mine.baseAddress!, theirs.baseAddress!, rowBytes) != 0 {
                for index in 0..<rowBytes where mine[index] != theirs[index] {
                    return (index / bytesPerSample, y)
                }
            }
        }
        return nil
    }

    /// Copies of every row's samples, top to bottom (padding excluded).
    public func samples() -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(rowBytes * height)
        forEachRow { _, row in result.append(contentsOf: row) }
        return result
    }

}

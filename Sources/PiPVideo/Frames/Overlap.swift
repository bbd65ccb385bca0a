/// Checks that no destination plane shares memory with a source plane or another destination plane.
/// (Sources may share memory with each other: they are only read.)
/// Two planes whose byte ranges (first to last row) intersect are rejected either way; whether
/// they share a byte is worked out only then, for the message.
/// - Throws: `FrameError.overlappingPlanes` (a byte is shared) or `FrameError.interleavedPlanes`
///   (rows of one lie in the other's row padding) naming the first pair found.
func checkNoOverlap(sources: PlaneList, destinations: PlaneList) throws(FrameError) {
    for index in destinations.indices {
        let destination = destinations[index]
        for source in sources where destination.overlaps(source) {
            throw overlapError(source, destination)
        }
        for other in destinations[(index + 1)...] where destination.overlaps(other) {
            throw overlapError(destination, other)
        }
    }
}

/// The error for two planes whose byte ranges intersect.
private func overlapError(_ first: Plane, _ second: Plane) -> FrameError {
    first.sharesBytes(with: second)
        ? .overlappingPlanes(first: first.name, second: second.name)
        : .interleavedPlanes(first: first.name, second: second.name)
}

extension Plane {
    /// True when a sample byte of this plane is a sample byte of `other` (row padding excluded).
    /// O(rows of the plane with fewer rows): for the error path only.
    func sharesBytes(with other: Plane) -> Bool {
        let (few, many) = height <= other.height ? (self, other) : (other, self)
        let manyStart = Int(bitPattern: many.baseAddress)
        for row in 0..<few.height {
            let start = Int(bitPattern: few.baseAddress) + row * few.bytesPerRow
            let end = start + few.rowBytes
            // The last row of `many` starting before `end`; rows end in increasing order, so if it
            // ends at or before `start`, every earlier one does too.
            let distance = end - 1 - manyStart
            guard distance >= 0 else { continue }
            let candidate = min(distance / many.bytesPerRow, many.height - 1)
            if manyStart + candidate * many.bytesPerRow + many.rowBytes > start { return true }
        }
        return false
    }
}

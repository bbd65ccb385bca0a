/// Checks that no destination plane shares memory with a source plane or another destination plane.
/// (Sources may share memory with each other: they are only read.)
/// - Throws: `FrameError.overlappingPlanes` naming the first pair found.
func checkNoOverlap(sources: PlaneList, destinations: PlaneList) throws(FrameError) {
    for index in destinations.indices {
        let destination = destinations[index]
        for source in sources where destination.overlaps(source) {
            throw FrameError.overlappingPlanes(first: source.name, second: destination.name)
        }
        for other in destinations[(index + 1)...] where destination.overlaps(other) {
            throw FrameError.overlappingPlanes(first: destination.name, second: other.name)
        }
    }
}

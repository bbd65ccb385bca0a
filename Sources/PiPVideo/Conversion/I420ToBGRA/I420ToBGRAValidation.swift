/// The checks every I420 -> BGRA entry point runs before writing anything.
enum I420ToBGRAValidation {
    static func check(source: I420Frame, destination: BGRAFrame) throws {
        guard destination.size == source.size else {
            throw FrameError.destinationSizeMismatch(expected: source.size, actual: destination.size)
        }
        try checkNoOverlap(sources: source.planes, destinations: destination.planes)
    }
}

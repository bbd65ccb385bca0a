/// The checks every I420 -> NV12 entry point runs before writing anything.
enum I420ToNV12Validation {
    static func check(source: I420Frame, destination: NV12Frame) throws {
        guard destination.size == source.size else {
            throw FrameError.destinationSizeMismatch(expected: source.size, actual: destination.size)
        }
        try checkNoOverlap(sources: source.planes, destinations: destination.planes)
    }
}

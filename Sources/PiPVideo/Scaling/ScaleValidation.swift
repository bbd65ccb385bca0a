/// The checks every scaling entry point runs before writing anything.
enum ScaleValidation {
    /// Throws unless `destination` is no wider and no taller than `source` and no destination plane
    /// shares memory with any other plane. Chroma sizes need no check here: `I420Frame` and
    /// `NV12Frame` already tie them to their luma size.
    static func check(source: FrameSize, destination: FrameSize, sourcePlanes: PlaneList, destinationPlanes: PlaneList) throws {
        guard destination.width <= source.width, destination.height <= source.height else {
            throw FrameError.destinationLargerThanSource(source: source, destination: destination)
        }
        try checkNoOverlap(sources: sourcePlanes, destinations: destinationPlanes)
    }

    static func check(_ source: I420Frame, _ destination: I420Frame) throws {
        try check(source: source.size, destination: destination.size,
                  sourcePlanes: source.planes, destinationPlanes: destination.planes)
    }

    static func check(_ source: NV12Frame, _ destination: NV12Frame) throws {
        try check(source: source.size, destination: destination.size,
                  sourcePlanes: source.planes, destinationPlanes: destination.planes)
    }
}

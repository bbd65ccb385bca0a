import PiPVideo
/// libyuv rejected a call the suite had already validated (it returns nonzero for bad arguments), or
/// a libyuv chain could not allocate its scratch memory.
public struct LibYUVError: Error, Equatable, CustomStringConvertible {
    /// The libyuv function that failed, or the allocator ("malloc", "posix_memalign") whose
    /// scratch memory a chain could not have.
    public let function: String
    /// What it returned.
    public let status: Int32

    /// The allocators a chain reports when its scratch memory could not be had.
    static let allocators: Set<String> = ["malloc", "posix_memalign"]

    /// What failed and that the arguments had been validated.
    public var description: String {
        if Self.allocators.contains(function) {
            return "a libyuv chain's scratch memory could not be allocated (\(function)): free memory or use smaller frames"
        }
        return "libyuv \(function) returned \(status) for arguments the suite had validated"
    }
}

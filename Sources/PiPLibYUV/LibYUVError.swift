import PiPVideo
/// libyuv rejected a call the suite had already validated (it returns nonzero for bad arguments).
public struct LibYUVError: Error, Equatable, CustomStringConvertible {
    /// The libyuv function that failed.
    public let function: String
    /// What it returned.
    public let status: Int32

    /// What failed and that the arguments had been validated.
    public var description: String { "libyuv \(function) returned \(status) for arguments the suite had validated" }
}

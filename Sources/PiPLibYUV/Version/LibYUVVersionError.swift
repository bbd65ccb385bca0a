/// Why the version of the libyuv that runs could not be told (`LoadedLibYUV.detect()`).
public enum LibYUVVersionError: Error, Equatable, CustomStringConvertible {
    /// No libyuv.so.0 is loaded in this process, or it lacks this function.
    case symbolNotFound(String)
    /// The function lives in a file that is not a libyuv shared library (libyuv linked statically).
    case notASharedLibYUV(String)
    /// No version header at the library's install root, and no version in the library's file name.
    case headerMissing(library: String, header: String)
    /// The header has no `#define LIBYUV_VERSION <number>`.
    case headerUnreadable(String)
    /// The library's file name names another version than its install root's header.
    case versionsDisagree(library: String, fileName: String, header: String, headerVersion: Int)

    /// What is wrong and what to do.
    public var description: String {
        switch self {
        case let .symbolNotFound(symbol):
            return "no libyuv.so.0 with \(symbol) is loaded in this process; build bench against the shared libyuv (apt-get install libyuv-dev libyuv0)"
        case let .notASharedLibYUV(path):
            return "libyuv's functions come from \(path), not a libyuv.so: link libyuv as a shared library so the version that runs can be read"
        case let .headerMissing(library, header):
            return "libyuv ran from \(library) but \(header) is missing and the file name carries no version (libyuv.so.0.0.<version>): install the matching libyuv-dev (or extract it into the same root as libyuv0)"
        case let .headerUnreadable(header):
            return "\(header) has no line '#define LIBYUV_VERSION <number>'"
        case let .versionsDisagree(library, fileName, header, headerVersion):
            return "\(library) is \(fileName) but \(header) says \(headerVersion): libyuv0 and libyuv-dev of that root come from different versions; extract both from the same version"
        }
    }
}

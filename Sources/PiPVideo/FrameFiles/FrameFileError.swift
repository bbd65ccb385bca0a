/// Why a frame file could not be read or written. Every message names the file and says what to
/// do; a writer that fails leaves no output file behind.
public enum FrameFileError: Error, Equatable, CustomStringConvertible {
    /// Nothing exists at the path.
    case missing(path: String)
    /// The path exists but cannot be opened or read (a directory, no permission, an I/O error).
    case unreadable(path: String, reason: String)
    /// The file holds no bytes (or, for Y4M, a header and no frame).
    case empty(path: String)
    /// A raw file's length is not a whole number of frames of the given size and layout.
    case partialFrame(path: String, byteCount: Int, format: RawLayout, size: FrameSize, frameByteCount: Int)
    /// A size that is not positive or is too large for a frame.
    case invalidSize(path: String, size: FrameSize, limit: Int)
    /// A raw file was given without its size.
    case sizeRequired(path: String)
    /// The Y4M header is missing, truncated or malformed.
    case malformedY4MHeader(path: String, reason: String)
    /// The Y4M colour space is not 8-bit 4:2:0.
    case unsupportedColourSpace(path: String, colourSpace: String)
    /// A Y4M frame does not start with a `FRAME` line, or ends before its samples do.
    case malformedFrame(path: String, index: Int, reason: String)
    /// A frame handed to a writer does not have the file's size.
    case frameSizeMismatch(path: String, expected: FrameSize, actual: FrameSize)
    /// The output cannot be created or written (missing directory, no permission, disk full).
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .missing(path):
            return "\(path): no such file; check the path"
        case let .unreadable(path, reason):
            return "\(path): cannot be read (\(reason)); check that it is a readable file"
        case let .empty(path):
            return "\(path): the file holds no frames; give a file with at least one frame"
        case let .partialFrame(path, byteCount, format, size, frameByteCount):
            let whole = byteCount / max(frameByteCount, 1)
            return "\(path): \(byteCount) bytes is not a whole number of \(format.rawValue) frames of \(size) (\(frameByteCount) bytes each; \(whole) frames and \(byteCount - whole * frameByteCount) bytes left over); check --input-size and --input-format, or trim the file"
        case let .invalidSize(path, size, limit):
            return "\(path): size \(size) is not a frame size; width and height must be between 1 and \(limit)"
        case let .sizeRequired(path):
            return "\(path): a raw file does not say its size; give it (--input-size WxH), or use a .y4m file"
        case let .malformedY4MHeader(path, reason):
            return "\(path): not a valid Y4M header (\(reason)); make the file with ffmpeg (-f yuv4mpegpipe or a .y4m output)"
        case let .unsupportedColourSpace(path, colourSpace):
            return "\(path): Y4M colour space C\(colourSpace) is not supported; convert it to 8-bit 4:2:0 (ffmpeg -pix_fmt yuv420p)"
        case let .malformedFrame(path, index, reason):
            return "\(path): frame \(index) \(reason); the file is truncated or corrupt, make it again"
        case let .frameSizeMismatch(path, expected, actual):
            return "\(path): frame is \(actual) but the file holds \(expected) frames; write frames of one size"
        case let .unwritable(path, reason):
            return "\(path): cannot be written (\(reason)); check that the directory exists and is writable"
        }
    }
}

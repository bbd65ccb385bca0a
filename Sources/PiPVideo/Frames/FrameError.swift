/// Why a plane, a frame or a pair of frames was rejected. Thrown before anything is written.
public enum FrameError: Error, Equatable, CustomStringConvertible {
    /// A width or height is zero or negative.
    case nonPositiveSize(plane: String, width: Int, height: Int)
    /// A width, height or stride is beyond what the suite (and libyuv's 32-bit API) supports.
    case tooLarge(plane: String, quantity: String, value: Int, limit: Int)
    /// Bytes per row is smaller than one row of samples.
    case strideTooSmall(plane: String, bytesPerRow: Int, rowBytes: Int)
    /// The plane starts before its storage.
    case negativeOffset(plane: String, offset: Int)
    /// The storage ends before the plane's last byte.
    case storageTooSmall(plane: String, requiredBytes: Int, availableBytes: Int)
    /// A plane has the wrong number of bytes per sample for its role (1 for Y, U, V; 2 for CbCr;
    /// 4 for BGRA).
    case wrongSampleSize(plane: String, expected: Int, actual: Int)
    /// A plane was described with a sample size no frame format uses (only 1, 2 or 4 bytes are).
    case unsupportedSampleSize(plane: String, bytesPerSample: Int)
    /// A plane's size does not match the size its frame format requires.
    case planeSizeMismatch(plane: String, expected: FrameSize, actual: FrameSize)
    /// The destination frame does not have the size the operation produces from the source.
    case destinationSizeMismatch(expected: FrameSize, actual: FrameSize)
    /// Two planes share bytes where they must not (a source with a destination, or two destinations).
    case overlappingPlanes(first: String, second: String)
    /// Rows of two planes interleave (one lies in the other's row padding): no byte is shared, but
    /// the byte ranges from first to last row intersect, which the suite does not accept.
    case interleavedPlanes(first: String, second: String)
    /// A plane's byte span (stride x (height - 1) + row bytes) does not fit the 32-bit offsets
    /// libyuv computes (`stride * (height - 1)` in `int`): libyuv strategies refuse it.
    case beyondLibYUVOffsetLimit(plane: String, spanBytes: Int, limit: Int)
    /// A libyuv scale whose ratio libyuv's 16.16 step, `(source << 16) / destination` in 32 bits,
    /// cannot hold (SIGFPE): libyuv strategies refuse it.
    case beyondLibYUVScaleLimit(source: FrameSize, destination: FrameSize, limit: Int)
    /// A downscale's destination is wider or taller than its rotated source.
    case destinationLargerThanRotatedSource(source: FrameSize, degrees: Int, rotated: FrameSize, destination: FrameSize)
    /// The system could not provide memory for a buffer.
    case allocationFailed(byteCount: Int)
    /// A downscale's destination is wider or taller than its source.
    case destinationLargerThanSource(source: FrameSize, destination: FrameSize)

    public var description: String {
        switch self {
        case let .nonPositiveSize(plane, width, height):
            return "\(plane): size \(width)x\(height) is not positive; width and height must both be at least 1"
        case let .tooLarge(plane, quantity, value, limit):
            return "\(plane): \(quantity) \(value) exceeds the supported maximum of \(limit)"
        case let .strideTooSmall(plane, bytesPerRow, rowBytes):
            return "\(plane): bytes per row \(bytesPerRow) is smaller than one row of samples (\(rowBytes) bytes); use a stride of at least \(rowBytes)"
        case let .negativeOffset(plane, offset):
            return "\(plane): offset \(offset) into its storage is negative"
        case let .storageTooSmall(plane, required, available):
            return "\(plane): storage holds \(available) bytes but the plane needs \(required) (offset + stride x (height - 1) + row bytes)"
        case let .wrongSampleSize(plane, expected, actual):
            return "\(plane): samples are \(actual) bytes wide but this plane needs \(expected)-byte samples"
        case let .unsupportedSampleSize(plane, bytesPerSample):
            return "\(plane): \(bytesPerSample)-byte samples are not supported; use 1 (Y, U, V), 2 (CbCr) or 4 (BGRA)"
        case let .planeSizeMismatch(plane, expected, actual):
            return "\(plane): plane is \(actual) but the frame format needs \(expected)"
        case let .destinationSizeMismatch(expected, actual):
            return "destination is \(actual) but the operation produces \(expected) from this source; allocate the destination at \(expected)"
        case let .overlappingPlanes(first, second):
            return "\(first) and \(second) share memory; use separate buffers"
        case let .interleavedPlanes(first, second):
            return "\(first) and \(second) interleave: rows of one lie in the row padding of the other (no byte is shared, but their byte ranges intersect); place each plane after the other's last row or use separate buffers"
        case let .beyondLibYUVOffsetLimit(plane, spanBytes, limit):
            return "\(plane): spans \(spanBytes) bytes (stride x (height - 1) + row bytes), beyond libyuv's 32-bit offset limit of \(limit) bytes; use a smaller stride or height, or a Swift strategy"
        case let .beyondLibYUVScaleLimit(source, destination, limit):
            return "scaling \(source) to \(destination) needs a ratio of \(limit):1 or more, beyond libyuv's 16.16 scale step; use a larger destination or a Swift strategy"
        case let .destinationLargerThanRotatedSource(source, degrees, rotated, destination):
            return "destination \(destination) is larger than source \(source) rotated by \(degrees) degrees (\(rotated)) in width or height; the destination must be no wider and no taller than the rotated source"
        case let .allocationFailed(byteCount):
            return "could not allocate \(byteCount) bytes for a buffer; free memory or use smaller frames"
        case let .destinationLargerThanSource(source, destination):
            return "destination \(destination) is larger than source \(source) in width or height; downscaling needs a destination no wider and no taller than its source"
        }
    }
}

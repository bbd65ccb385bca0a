/// One image plane: `height` rows of `width` samples of `bytesPerSample` bytes, rows `bytesPerRow`
/// apart, starting `offset` bytes into `storage`.
///
/// A plane is validated when it is created, so every `Plane` value describes memory that exists:
/// positive size, a stride that holds a row, and storage that holds every row.
public struct Plane: @unchecked Sendable {
    /// Largest width, height or stride the suite accepts (libyuv takes `int` sizes and strides).
    public static let maximumDimension = 1 << 15
    public static let maximumBytesPerRow = 1 << 20

    /// A short name used in error messages, for example "source Y".
    public let name: String
    /// Samples per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Bytes per sample: 1 for Y, U and V planes, 2 for interleaved CbCr, 4 for packed BGRA.
    public let bytesPerSample: Int
    /// Distance between the starts of two rows, in bytes (the stride).
    public let bytesPerRow: Int
    /// The memory the plane lives in.
    public let storage: AlignedStorage
    /// Byte offset of the first row in `storage`.
    public let offset: Int

    /// Describes a plane inside `storage`.
    /// - Throws: `FrameError` when the size is not positive or too large, the sample size is not
    ///   1, 2 or 4 bytes, the stride is shorter than a row, the offset is negative, or the storage
    ///   is too short for the last row.
    public init(
        name: String, width: Int, height: Int, bytesPerSample: Int = 1, bytesPerRow: Int,
        storage: AlignedStorage, offset: Int = 0
    ) throws {
        guard width > 0, height > 0 else { throw FrameError.nonPositiveSize(plane: name, width: width, height: height) }
        guard width <= Self.maximumDimension else {
            throw FrameError.tooLarge(plane: name, quantity: "width", value: width, limit: Self.maximumDimension)
        }
        guard height <= Self.maximumDimension else {
            throw FrameError.tooLarge(plane: name, quantity: "height", value: height, limit: Self.maximumDimension)
        }
        guard bytesPerSample == 1 || bytesPerSample == 2 || bytesPerSample == 4 else {
            throw FrameError.unsupportedSampleSize(plane: name, bytesPerSample: bytesPerSample)
        }
        let rowBytes = width * bytesPerSample
        guard bytesPerRow >= rowBytes else {
            throw FrameError.strideTooSmall(plane: name, bytesPerRow: bytesPerRow, rowBytes: rowBytes)
        }
        guard bytesPerRow <= Self.maximumBytesPerRow else {
            throw FrameError.tooLarge(plane: name, quantity: "bytes per row", value: bytesPerRow, limit: Self.maximumBytesPerRow)
        }
        guard offset >= 0 else { throw FrameError.negativeOffset(plane: name, offset: offset) }
        // The span cannot overflow (its factors are bounded above); offset + span may, and saturates.
        let span = bytesPerRow * (height - 1) + rowBytes
        let (sum, overflow) = offset.addingReportingOverflow(span)
        let required = overflow ? Int.max : sum
        guard required <= storage.byteCount else {
            throw FrameError.storageTooSmall(plane: name, requiredBytes: required, availableBytes: storage.byteCount)
        }
        self.init(validatedName: name, width: width, height: height, bytesPerSample: bytesPerSample,
                  bytesPerRow: bytesPerRow, storage: storage, offset: offset)
    }

    private init(
        validatedName name: String, width: Int, height: Int, bytesPerSample: Int, bytesPerRow: Int,
        storage: AlignedStorage, offset: Int
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.bytesPerSample = bytesPerSample
        self.bytesPerRow = bytesPerRow
        self.storage = storage
        self.offset = offset
    }

    /// Allocates a zeroed plane in storage of its own.
    /// - Throws: `FrameError` as `init(name:width:height:bytesPerSample:bytesPerRow:storage:offset:)`.
    public static func allocate(
        name: String, width: Int, height: Int, bytesPerSample: Int = 1, rowAlignment: RowAlignment = .tight
    ) throws -> Plane {
        guard width > 0, height > 0 else { throw FrameError.nonPositiveSize(plane: name, width: width, height: height) }
        guard width <= maximumDimension, height <= maximumDimension else {
            throw FrameError.tooLarge(plane: name, quantity: "width or height", value: max(width, height), limit: maximumDimension)
        }
        let bytesPerRow = rowAlignment.bytesPerRow(forRowBytes: width * bytesPerSample)
        let storage = try AlignedStorage(byteCount: max(bytesPerRow, 1) * height)
        return try Plane(
            name: name, width: width, height: height, bytesPerSample: bytesPerSample,
            bytesPerRow: bytesPerRow, storage: storage, offset: 0)
    }

    /// Bytes of one row of samples (without padding).
    public var rowBytes: Int { width * bytesPerSample }

    /// Bytes from the first byte of the first row to the last byte of the last row.
    public var spanBytes: Int { bytesPerRow * (height - 1) + rowBytes }

    /// The plane's size in samples.
    public var size: FrameSize { FrameSize(width: width, height: height) }

    /// The first byte of the first row.
    public var baseAddress: UnsafeMutableRawPointer { storage.baseAddress + offset }

    /// True when the byte ranges spanned by the two planes share at least one byte.
    public func overlaps(_ other: Plane) -> Bool {
        let start = UInt(bitPattern: baseAddress)
        let otherStart = UInt(bitPattern: other.baseAddress)
        return start < otherStart + UInt(other.spanBytes) && otherStart < start + UInt(spanBytes)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the frames of a raw (`ffmpeg -f rawvideo -pix_fmt yuv420p|nv12`) or Y4M file one at a
/// time: only one frame's bytes are held at once, so files of any length stream.
///
/// Opening checks what can be checked up front (the path, the Y4M header, a raw file's length
/// against its frame size); each read checks its frame.
public final class FrameFileReader {
    /// The path as given.
    public let path: String
    /// What the file holds.
    public let format: FrameFileFormat
    /// Frames in a raw file, or in a Y4M file of whole, well-formed frames (their `FRAME` lines
    /// with or without parameters); nil when a Y4M file is not (reading throws at the bad frame).
    public let frameCount: Int?
    private let file: UnsafeMutablePointer<FILE>
    private var buffer: [UInt8]
    /// Frames read so far.
    public private(set) var framesRead = 0

    /// Opens `path`. A `.y4m` path is read as Y4M (its header gives size and layout; `format`, if
    /// given, is ignored); any other path is raw and needs `format` (`FrameFileFormat.raw`).
    /// - Throws: `FrameFileError` for a missing, unreadable or empty file, a malformed Y4M header
    ///   or unsupported colour space, a missing or invalid size, or a raw length that is not a
    ///   whole number of frames.
    public init(path: String, format rawFormat: FrameFileFormat? = nil) throws(FrameFileError) {
        self.path = path
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { throw .missing(path: path) }
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw .unreadable(path: path, reason: "not a regular file") }
        guard let file = fopen(path, "rb") else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        let length = Int(status.st_size)
        guard length > 0 else { fclose(file); throw .empty(path: path) }
        do throws(FrameFileError) {
            if FrameContainer(path: path) == .y4m {
                let (header, headerByteCount) = try Self.headerLine(file, path: path)
                format = try Y4MHeader.parse(header, path: path)
                // Counted from the bytes read: a header that is not UTF-8 decodes to more bytes.
                let start = headerByteCount + 1
                guard length - start > 0 else { throw .empty(path: path) }
                frameCount = Self.countFrames(file, from: start, length: length, frameByteCount: format.frameByteCount)
            } else {
                guard let rawFormat else { throw FrameFileError.sizeRequired(path: path) }
                format = FrameFileFormat.raw(rawFormat.layout, size: rawFormat.size)
                try format.validateSize(path: path)
                guard length % format.frameByteCount == 0 else {
                    throw FrameFileError.partialFrame(path: path, byteCount: length, format: format.layout, size: format.size,
                                                      frameByteCount: format.frameByteCount)
                }
                frameCount = length / format.frameByteCount
            }
        } catch {
            fclose(file)
            throw error
        }
        self.file = file
        buffer = [UInt8](repeating: 0, count: format.frameByteCount)
    }

    deinit { fclose(file) }

    /// The next frame, allocated as `Frame` with rows laid out as `rowAlignment` says; nil at the
    /// end of the file.
    /// - Throws: `FrameFileError.malformedFrame` for a Y4M frame without its marker or cut short,
    ///   `.unreadable` for an I/O error.
    public func read<Frame: YUV420Frame>(_: Frame.Type, rowAlignment: RowAlignment = .tight) throws -> Frame? {
        guard try readBytes() else { return nil }
        let frame = try Frame(allocating: format.size, rowAlignment: rowAlignment, name: "frame \(framesRead - 1)")
        buffer.withUnsafeBytes { FramePacking.unpack($0, layout: format.layout, into: frame.planes) }
        return frame
    }

    /// Reads every remaining frame (for rings of a file's frames; a long file is held whole).
    public func readAll<Frame: YUV420Frame>(_: Frame.Type, rowAlignment: RowAlignment = .tight) throws -> [Frame] {
        var frames: [Frame] = []
        while let frame = try read(Frame.self, rowAlignment: rowAlignment) { frames.append(frame) }
        return frames
    }

    /// Reads the next frame's samples into `buffer`; false at a clean end of file.
    private func readBytes() throws(FrameFileError) -> Bool {
        let index = framesRead
        if format.container == .y4m {
            var marker = [UInt8](repeating: 0, count: 5)
            let got = fread(&marker, 1, 5, file)
            if got == 0, feof(file) != 0 {
                guard index > 0 else { throw .empty(path: path) }
                return false
            }
            guard got == 5, marker == Array(Y4MHeader.frameMarker.utf8) else {
                throw .malformedFrame(path: path, index: index, reason: "does not start with FRAME")
            }
            // Frame parameters, if any, up to the newline.
            var skipped = 0
            while true {
                let character = fgetc(file)
                if character == 0x0A { break }
                skipped += 1
                guard character != EOF, skipped < 1024 else {
                    throw .malformedFrame(path: path, index: index, reason: "has a FRAME line without its end")
                }
            }
        }
        let got = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
        if got == 0, format.container == .raw, feof(file) != 0 { return false }
        guard got == buffer.count else {
            if ferror(file) != 0 { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
            throw .malformedFrame(path: path, index: index, reason: "ends after \(got) of its \(buffer.count) bytes")
        }
        framesRead += 1
        return true
    }

    /// The frames of a Y4M file whose frames start at `start`, found by skipping from one `FRAME`
    /// line to the next (only the lines are read); nil unless every frame is whole and marked and
    /// the last one ends the file. Leaves `file` at `start`.
    private static func countFrames(_ file: UnsafeMutablePointer<FILE>, from start: Int, length: Int,
                                    frameByteCount: Int) -> Int? {
        defer { fseeko(file, off_t(start), SEEK_SET) }
        let marker = Array(Y4MHeader.frameMarker.utf8)
        var position = start, count = 0
        while position < length {
            guard fseeko(file, off_t(position), SEEK_SET) == 0 else { return nil }
            var line: [UInt8] = []
            while true {
                let character = fgetc(file)
                if character == 0x0A { break }
                guard character != EOF, line.count < 1024 else { return nil }
                line.append(UInt8(character))
            }
            guard line.starts(with: marker) else { return nil }
            position += line.count + 1 + frameByteCount
            count += 1
        }
        return position == length ? count : nil
    }

    /// The Y4M header line, without its newline, and its length in bytes (newline not counted).
    private static func headerLine(_ file: UnsafeMutablePointer<FILE>, path: String) throws(FrameFileError) -> (String, Int) {
        var bytes: [UInt8] = []
        while bytes.count < 1024 {
            let character = fgetc(file)
            if character == EOF { throw .malformedY4MHeader(path: path, reason: "the header line ends before its newline") }
            if character == 0x0A { return (String(decoding: bytes, as: UTF8.self), bytes.count) }
            bytes.append(UInt8(character))
        }
        throw .malformedY4MHeader(path: path, reason: "no newline in the first 1024 bytes")
    }
}

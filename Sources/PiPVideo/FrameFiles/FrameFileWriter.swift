#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes frames to a raw or Y4M file, one frame at a time, as ffmpeg reads them.
///
/// The frames go to a temporary file next to the output; `finish()` renames it into place. A
/// writer that fails or is dropped before `finish()` removes the temporary file: no partial
/// output is ever left behind, and an existing file at the path is replaced only by a whole one.
public final class FrameFileWriter {
    /// The output path.
    public let path: String
    public let format: FrameFileFormat
    private let temporaryPath: String
    private var file: UnsafeMutablePointer<FILE>?
    private var buffer: [UInt8]
    /// Frames written so far.
    public private(set) var framesWritten = 0

    /// Creates the temporary file and writes the Y4M header if `format` is Y4M.
    /// - Throws: `FrameFileError.unwritable` when the directory cannot take the file;
    ///   `.invalidSize` for a size no frame has.
    public init(path: String, format: FrameFileFormat) throws(FrameFileError) {
        self.path = path
        self.format = format
        try format.validateSize(path: path)
        temporaryPath = Self.temporaryPath(for: path)
        var status = stat()
        if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw .unwritable(path: path, reason: "it is a directory")
        }
        guard let file = fopen(temporaryPath, "wb") else {
            throw .unwritable(path: path, reason: String(cString: strerror(errno)))
        }
        self.file = file
        buffer = [UInt8](repeating: 0, count: format.frameByteCount)
        if format.container == .y4m { try put(Array(Y4MHeader.render(format).utf8)) }
    }

    deinit { abandon() }

    /// Appends `frame` (I420 or NV12, any row padding; converted to the file's layout).
    /// - Throws: `FrameFileError.frameSizeMismatch` for a frame of another size, `.unwritable`
    ///   when the write fails (the temporary file is then removed).
    public func write(_ frame: some YUV420Frame) throws(FrameFileError) {
        guard file != nil else { throw .unwritable(path: path, reason: "the writer is already finished or failed") }
        guard frame.size == format.size else {
            throw .frameSizeMismatch(path: path, expected: format.size, actual: frame.size)
        }
        buffer.withUnsafeMutableBytes { FramePacking.pack(frame.planes, layout: format.layout, into: $0) }
        if format.container == .y4m { try put(Array((Y4MHeader.frameMarker + "\n").utf8)) }
        try put(buffer)
        framesWritten += 1
    }

    /// Flushes the file and renames it to `path`.
    /// - Throws: `FrameFileError.empty` when no frame was written, `.unwritable` when flushing or
    ///   renaming fails (the temporary file is then removed).
    public func finish() throws(FrameFileError) {
        guard let file else { throw .unwritable(path: path, reason: "the writer is already finished or failed") }
        guard framesWritten > 0 else { abandon(); throw .empty(path: path) }
        let flushed = fflush(file) == 0 && fsync(fileno(file)) == 0
        let reason = String(cString: strerror(errno))
        fclose(file)
        self.file = nil
        guard flushed else { unlink(temporaryPath); throw .unwritable(path: path, reason: reason) }
        guard rename(temporaryPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw .unwritable(path: path, reason: reason)
        }
    }

    /// Where an output for `path` is written until it is whole: a hidden file in the same directory
    /// (so the final rename stays on one file system), named after the path and this process.
    public static func temporaryPath(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(directory).\(name).partial-\(getpid())"
    }

    /// Closes and removes the temporary file (nothing is left at `path`).
    public func abandon() {
        guard let file else { return }
        fclose(file)
        unlink(temporaryPath)
        self.file = nil
    }

    private func put(_ bytes: [UInt8]) throws(FrameFileError) {
        guard let file else { return }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        guard written == bytes.count else {
            let reason = String(cString: strerror(errno))
            abandon()
            throw .unwritable(path: path, reason: reason)
        }
    }
}

extension FrameFileReader {
    /// FNV-1a 64 of the whole file at `path`, streamed in 1 MiB pieces (the checksum a run records).
    /// - Throws: `FrameFileError.missing` or `.unreadable`.
    public static func checksum(path: String) throws(FrameFileError) -> String {
        guard let file = fopen(path, "rb") else {
            throw errno == ENOENT ? .missing(path: path) : .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { fclose(file) }
        var hash = FNV1a64()
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count == 0 { break }
            chunk.withUnsafeBytes { hash.update(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        }
        guard ferror(file) == 0 else { throw .unreadable(path: path, reason: "read error") }
        return hash.hex
    }
}

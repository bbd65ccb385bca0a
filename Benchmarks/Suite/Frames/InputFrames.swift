import PiPVideo

/// Frames of the user's own file (`bench --input`): the source of every benchmark's ring instead
/// of noise or the photo mosaic (the zone plate stays synthetic).
///
/// Only the frames a ring can use are read: as many as the cold ring holds (twice the last-level
/// cache), never the whole of a long file. A file with fewer frames is repeated to fill the ring.
public final class InputFrames: Sendable {
    /// The path as given.
    public let path: String
    /// The file's name without its directory (what reports show).
    public let name: String
    /// FNV-1a 64 of the whole file (so a baseline records exactly what it measured).
    public let checksum: String
    /// Container, layout, size and rate.
    public let format: FrameFileFormat
    /// Frames in the file (nil for a Y4M file with frame parameters, where it is not known).
    public let fileFrameCount: Int?
    /// The frames read (the first `frames.count` of the file), tight rows.
    public let frames: [I420Frame]

    /// Reads up to `limit` frames of `path`.
    /// - Throws: `FrameFileError` for a file that cannot be read (see `FrameFileReader`).
    public init(path: String, format: FrameFileFormat?, limit: Int) throws {
        let reader = try FrameFileReader(path: path, format: format)
        var frames: [I420Frame] = []
        while frames.count < max(limit, 1), let frame = try reader.read(I420Frame.self) { frames.append(frame) }
        self.path = path
        name = path.split(separator: "/").last.map(String.init) ?? path
        checksum = try FrameFileReader.checksum(path: path)
        self.format = reader.format
        fileFrameCount = reader.frameCount
        self.frames = frames
    }

    /// Reads as many frames as `configuration`'s cold ring of the file's size holds.
    public convenience init(path: String, format: FrameFileFormat?, configuration: SuiteConfiguration) throws {
        let size = try FrameFileReader(path: path, format: format).format.size
        try self.init(path: path, format: format,
                      limit: configuration.ringLength(frameBytes: size.yuv420ByteCount, cache: .cold))
    }

    /// The picture size of every frame.
    public var size: FrameSize { format.size }

    /// A copy of file frame `index % frames.count` with rows laid out as `rowAlignment` says (each
    /// ring slot gets memory of its own, so a cold ring really is larger than the cache).
    func frame(_ index: Int, rowAlignment: RowAlignment) throws -> I420Frame {
        let source = frames[index % frames.count]
        let copy = try I420Frame.allocate(size: size, rowAlignment: rowAlignment, name: "source")
        for (destination, plane) in zip(copy.planes, source.planes) {
            for y in 0..<plane.height { destination.row(y).copyMemory(from: UnsafeRawBufferPointer(plane.row(y))) }
        }
        return copy
    }

    /// The key/value pairs a run's JSON context records.
    public var context: [(String, String)] {
        [("input_file", name), ("input_fnv1a64", checksum), ("input_format", "\(format.container.rawValue)/\(format.layout.ffmpegPixelFormat)"),
         ("input_size", size.description), ("input_frames_used", String(frames.count))]
    }
}

/// A benchmark asked the user's file for frames of another size.
public struct InputSizeMismatch: Error, CustomStringConvertible {
    public let path: String
    public let fileSize: FrameSize
    public let requested: FrameSize

    public var description: String {
        "\(path): holds \(fileSize) frames but a benchmark needs \(requested); with --input only benchmarks at the file's size run"
    }
}

extension SuiteConfiguration {
    /// Whether a benchmark whose source frames are `size` can run: always without an input file,
    /// and only at the file's size with one (benchmarks of fixed other sizes are left out).
    public func runs(sourceSize size: FrameSize) -> Bool { input.map { $0.size == size } ?? true }
}

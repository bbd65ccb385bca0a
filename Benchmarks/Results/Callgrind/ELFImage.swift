import Foundation

/// The loadable segments of a 64-bit little-endian ELF file (an executable or a shared library),
/// to read the bytes at one of its virtual addresses: what callgrind's dumps give for an
/// instruction (addresses of the object file, whatever its load address in the process).
public struct ELFImage: Sendable {
    struct Segment: Sendable {
        var virtualAddress: UInt64, fileOffset: UInt64, fileSize: UInt64
    }

    let path: String
    let segments: [Segment]

    /// The ELF file at `path`, or nil when it is not a readable 64-bit little-endian ELF file.
    public init?(path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 64), header.count == 64,
              header.prefix(4) == Data([0x7F, 0x45, 0x4C, 0x46]), header[4] == 2, header[5] == 1 else { return nil }
        let programHeaders = Self.integer(header, at: 0x20, size: 8)
        let entrySize = Self.integer(header, at: 0x36, size: 2), count = Self.integer(header, at: 0x38, size: 2)
        guard entrySize >= 56, count > 0, count < 4096, (try? handle.seek(toOffset: programHeaders)) != nil,
              let table = try? handle.read(upToCount: Int(entrySize * count)), table.count == Int(entrySize * count) else { return nil }
        var segments: [Segment] = []
        for index in 0..<Int(count) {
            let base = index * Int(entrySize)
            guard Self.integer(table, at: base, size: 4) == 1 else { continue }  // PT_LOAD
            segments.append(Segment(
                virtualAddress: Self.integer(table, at: base + 0x10, size: 8), fileOffset: Self.integer(table, at: base + 0x08, size: 8),
                fileSize: Self.integer(table, at: base + 0x20, size: 8)))
        }
        self.path = path
        self.segments = segments
    }

    /// Up to `count` bytes at `address`, or nil when no segment holds it in the file.
    public func bytes(at address: UInt64, count: Int) -> [UInt8]? {
        guard let segment = segments.first(where: { address >= $0.virtualAddress && address - $0.virtualAddress < $0.fileSize }),
              let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let available = Int(min(UInt64(max(count, 0)), segment.fileSize - (address - segment.virtualAddress)))
        guard (try? handle.seek(toOffset: segment.fileOffset &+ (address - segment.virtualAddress))) != nil,
              let data = try? handle.read(upToCount: available) else { return nil }
        return [UInt8](data)
    }

    static func integer(_ data: Data, at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in (0..<size).reversed() { value = value << 8 | UInt64(data[data.startIndex + offset + index]) }
        return value
    }
}

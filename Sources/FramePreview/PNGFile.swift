#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLibPNG
import PiPVideo

/// Writes pictures as PNG files with libpng (RGB, 8 bits per channel).
public enum PNGFile {
    /// Writes `image` (BGRA; alpha is dropped) to `path`, through a temporary file next to it that
    /// is renamed into place: a failed write leaves nothing behind.
    /// - Throws: `FrameFileError.unwritable` naming `path` when libpng or the rename fails.
    public static func write(_ image: BGRAFrame, to path: String) throws(FrameFileError) {
        let temporary = FrameFileWriter.temporaryPath(for: path)
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.size.width)
        png.height = UInt32(image.size.height)
        png.format = UInt32(PNG_FORMAT_BGR)
        // libpng reads packed BGR rows: drop alpha into a tight buffer.
        var rows = [UInt8](repeating: 0, count: 3 * image.size.pixelCount)
        for y in 0..<image.size.height {
            let row = image.pixels.row(y)
            for x in 0..<image.size.width {
                for channel in 0..<3 { rows[3 * (y * image.size.width + x) + channel] = row[4 * x + channel] }
            }
        }
        let written = rows.withUnsafeBytes {
            png_image_write_to_file(&png, temporary, 0, $0.baseAddress, Int32(3 * image.size.width), nil)
        }
        guard written != 0 else {
            let message = withUnsafeBytes(of: png.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            png_image_free(&png)
            unlink(temporary)
            throw .unwritable(path: path, reason: "libpng: \(message)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .unwritable(path: path, reason: reason)
        }
    }
}

/// The YUV4MPEG2 stream header: `YUV4MPEG2 W<w> H<h> F<n>:<d> [I<i>] [A<a>:<b>] [C<space>] [X...]`.
/// Only 8-bit 4:2:0 colour spaces are accepted (their samples are laid out alike).
enum Y4MHeader {
    static let magic = "YUV4MPEG2"
    /// The 4:2:0 colour spaces of 8-bit samples (chroma siting differs, the bytes do not).
    static let supportedColourSpaces: Set<String> = ["420jpeg", "420paldv", "420mpeg2", "420"]
    /// The marker before each frame's samples.
    static let frameMarker = "FRAME"

    /// Parses a header line (without its newline).
    /// - Throws: `FrameFileError.malformedY4MHeader`, `.unsupportedColourSpace`, `.invalidSize`.
    static func parse(_ line: String, path: String) throws(FrameFileError) -> FrameFileFormat {
        let tokens = line.split(separator: " ", omittingEmptySubsequences: true)
        guard tokens.first == Substring(magic) else {
            throw .malformedY4MHeader(path: path, reason: "it does not start with \(magic)")
        }
        var width: Int?, height: Int?, rate = FrameRate(30)
        for token in tokens.dropFirst() {
            let value = token.dropFirst()
            switch token.first {
            case "W": width = Int(value)
                if width == nil { throw .malformedY4MHeader(path: path, reason: "width '\(value)' is not a number") }
            case "H": height = Int(value)
                if height == nil { throw .malformedY4MHeader(path: path, reason: "height '\(value)' is not a number") }
            case "F":
                let parts = value.split(separator: ":")
                guard parts.count == 2, let n = Int(parts[0]), let d = Int(parts[1]), n > 0, d > 0 else {
                    throw .malformedY4MHeader(path: path, reason: "frame rate '\(value)' is not N:D")
                }
                rate = FrameRate(n, d)
            case "C":
                guard supportedColourSpaces.contains(String(value)) else {
                    throw .unsupportedColourSpace(path: path, colourSpace: String(value))
                }
            default: break // interlacing, aspect ratio and X extensions do not change the samples' layout
            }
        }
        guard let width, let height else { throw .malformedY4MHeader(path: path, reason: "no W or H parameter") }
        let format = FrameFileFormat.y4m(size: FrameSize(width: width, height: height), frameRate: rate)
        try format.validateSize(path: path)
        return format
    }

    /// The header line ffmpeg reads as yuv420p, newline included.
    static func render(_ format: FrameFileFormat) -> String {
        "\(magic) W\(format.size.width) H\(format.size.height) F\(format.frameRate) Ip A1:1 C420jpeg XYSCSS=420JPEG\n"
    }
}

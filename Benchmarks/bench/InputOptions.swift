import ArgumentParser
import Harness
import PiPVideo
import Suite

extension RawLayout: ExpressibleByArgument {}

/// `--input FILE [--input-size WxH --input-format i420|nv12]`: a frame file of one's own, raw
/// (`ffmpeg -f rawvideo -pix_fmt yuv420p|nv12`) or Y4M (`.y4m`, whose header gives size and layout).
struct InputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("""
        A frame file of your own: raw I420/NV12 or .y4m. For `run`: every benchmark's source frames, \
        at the file's size only. (default: the suite's own content)
        """, valueName: "FILE"))
    var input: String?

    @Option(help: ArgumentHelp("Size of the frames of a raw --input file. (default: none; a .y4m file says its own)", valueName: "WxH"),
            transform: InputOptions.size(parsing:))
    var inputSize: FrameSize?

    @Option(help: ArgumentHelp("Layout of a raw --input file: i420 (ffmpeg yuv420p) or nv12. (default: none; .y4m: i420)", valueName: "i420|nv12"))
    var inputFormat: RawLayout?

    func validate() throws {
        guard let input else {
            if inputSize != nil || inputFormat != nil { throw ValidationError("--input-size and --input-format need --input FILE") }
            return
        }
        if FrameContainer(path: input) == .raw, inputSize == nil || inputFormat == nil {
            throw ValidationError("\(input): a raw file needs --input-size WxH and --input-format i420|nv12 (a .y4m file says its own)")
        }
        if FrameContainer(path: input) == .y4m, inputFormat == .nv12 {
            throw ValidationError("\(input): Y4M frames are planar; leave out --input-format or give i420")
        }
    }

    /// The raw format the options describe (nil for Y4M, whose header describes it).
    var rawFormat: FrameFileFormat? {
        guard let inputSize, let inputFormat else { return nil }
        return .raw(inputFormat, size: inputSize)
    }

    /// The file's frames for `configuration`, or nil without --input.
    /// - Throws: `FrameFileError` for a file that cannot be read; `ValidationError` when a .y4m
    ///   file's size differs from --input-size.
    func frames(for configuration: SuiteConfiguration) throws -> InputFrames? {
        guard let input else { return nil }
        let frames = try InputFrames(path: input, format: rawFormat, configuration: configuration)
        if let inputSize, inputSize != frames.size {
            throw ValidationError("\(input): the Y4M header says \(frames.size) but --input-size says \(inputSize)")
        }
        return frames
    }

    /// `configuration` with the file's frames as its only source and its size as the only size;
    /// the file's name and checksum go into the run's context. Unchanged without --input.
    func apply(to configuration: SuiteConfiguration) throws -> SuiteConfiguration {
        guard let frames = try frames(for: configuration) else { return configuration }
        var configuration = configuration
        configuration.input = frames
        configuration.sizes = [frames.size]
        for (key, value) in frames.context { Harness.addContext(key, value) }
        return configuration
    }

    static func size(parsing text: String) throws -> FrameSize {
        guard let size = FrameSize(parsing: text), size.width <= Plane.maximumDimension, size.height <= Plane.maximumDimension
        else { throw ValidationError("'\(text)' is not a frame size WxH (positive, at most \(Plane.maximumDimension))") }
        return size
    }
}

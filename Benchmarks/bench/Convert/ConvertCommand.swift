import ArgumentParser
import Foundation
import FramePreview
import PiPVideo

/// `bench convert`: one strategy on every frame of a file, verified, written as ffmpeg reads it.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Run one strategy on every frame of a file, verify it, and write the result for ffmpeg.",
        discussion: """
            Reads raw I420/NV12 (ffmpeg -f rawvideo -pix_fmt yuv420p|nv12; give --input-size and \
            --input-format) or .y4m. Each frame is verified against the operation's reference before \
            it is written; the output is raw (nv12 or yuv420p, as the operation writes) or .y4m when \
            its name ends so. Prints the time per frame (one call per frame on the monotonic clock: \
            a tool's figure, use `bench run --input` to benchmark) and the PSNR against the reference.

            Example:
              bench convert --operation ScaleI420 --strategy box-simd \\
                --to 640x360 --input in.y4m --output out.y4m --png out.png

            Exit codes: 0 success; 1 bad input, a failed verification or an unwritable output \
            (no output file is left then); 64 bad arguments.
            """)

    @Option(help: "The operation, e.g. I420ToNV12, RotateNV12, ScaleI420 (see bench --list-strategies).")
    var operation: String

    @Option(help: "The strategy id, e.g. simd, libyuv, box-simd.")
    var strategy: String

    @OptionGroup var destination: DestinationOptions

    @OptionGroup var input: InputOptions

    @Option(help: ArgumentHelp("Where to write the result (.y4m for Y4M, anything else raw).", valueName: "FILE"))
    var output: String

    @Option(help: ArgumentHelp("Also write the first output frame as a PNG (BT.601 full range). (default: none)", valueName: "FILE"))
    var png: String?

    func validate() throws {
        guard input.input != nil else { throw ValidationError("give the frames to convert with --input FILE") }
    }

    func run() throws {
        let operation = try ConvertibleOperations.named(operation)
        try convert(operation)
    }

    private func convert<Operation: ConvertibleOperation>(_: Operation.Type) throws {
        let chosen = try StrategyOnFrame.strategy(strategy, of: Operation.self)
        let parameters = try Operation.parameters(rotation: destination.rotate)
        let reader = try FrameFileReader(path: input.input!, format: input.rawFormat)
        let size = try StrategyOnFrame.destinationSize(Operation.self, source: reader.format.size, to: destination.to, parameters)
        let format: FrameFileFormat = FrameContainer(path: output) == .y4m
            ? .y4m(size: size, frameRate: reader.format.frameRate) : .raw(Operation.destinationLayout, size: size)
        let writer = try FrameFileWriter(path: output, format: format)
        let destination = try Operation.Destination(allocating: size, rowAlignment: .pixelBuffer, name: "destination")
        var runs: [StrategyOnFrame] = []
        while let frame = try reader.read(Operation.Source.self, rowAlignment: .pixelBuffer) {
            runs.append(try StrategyOnFrame(chosen, frame, into: destination, parameters))
            try writer.write(destination)
            if runs.count == 1, let png { try PNGFile.write(try Preview.bgra(of: destination), to: png) }
        }
        try writer.finish()
        BuildWarning.printIfDebug()
        print(ConversionReport(operation: Operation.name, strategy: chosen.id, source: reader.format, output: format, path: output,
                               runs: runs).render())
    }
}

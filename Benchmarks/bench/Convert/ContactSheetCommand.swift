import ArgumentParser
import Foundation
import FramePreview
import PiPVideo
import PiPLibYUV
import Results

/// `bench contact-sheet`: every strategy's output of one frame side by side in one PNG, with a
/// caption file (id, time, PSNR) next to it.
struct ContactSheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contact-sheet",
        abstract: "Every strategy's output of a file's first frame side by side in one PNG.",
        discussion: """
            Runs every strategy of the operation on the first frame of --input (each verified \
            against the reference first), and writes their outputs as RGB (BT.601 full range) in \
            a grid, in the catalogue's order: left to right, then top to bottom. The captions (id, \
            time of one call, PSNR against the exact area average) are not drawn: they go to a \
            Markdown table next to the PNG (sheet.png -> sheet.md) and to standard output.

            Example:
              bench contact-sheet --operation ScaleI420 --to 640x360 \\
                --input in.y4m --png sheet.png
            """)

    @Option(help: "The operation whose strategies to compare (e.g. ScaleI420).")
    var operation: String = ScaleI420.name

    @OptionGroup var destination: DestinationOptions

    @OptionGroup var input: InputOptions

    @Option(help: ArgumentHelp("Where to write the sheet; the captions go next to it as .md.", valueName: "FILE"))
    var png: String

    @Option(help: "Tiles per row.")
    var columns: Int = 4

    func validate() throws {
        guard input.input != nil else { throw ValidationError("give the frame with --input FILE") }
        guard columns > 0 else { throw ValidationError("--columns must be at least 1") }
    }

    func run() throws {
        try sheet(try ConvertibleOperations.named(operation))
    }

    /// The caption file's path: the PNG's with `.md` instead of `.png`.
    var captionPath: String { (png.hasSuffix(".png") ? String(png.dropLast(4)) : png) + ".md" }

    private func sheet<Operation: ConvertibleOperation>(_: Operation.Type) throws {
        let parameters = try Operation.parameters(rotation: destination.rotate)
        let reader = try FrameFileReader(path: input.input!, format: input.rawFormat)
        guard let source = try reader.read(Operation.Source.self, rowAlignment: .pixelBuffer) else {
            throw FrameFileError.empty(path: input.input!)
        }
        let size = try StrategyOnFrame.destinationSize(Operation.self, source: source.size, to: destination.to, parameters)
        var tiles: [BGRAFrame] = []
        var lines = ["# \(Operation.name) \(source.size) -> \(size): \(reader.path)", "",
                     "Tiles left to right, then top to bottom, \(min(columns, Operation.everyStrategy.count)) per row. "
                         + "Time: one call (a tool's figure; `bench run` benchmarks). PSNR against the operation's reference.", "",
                     "| # | strategy | time | PSNR Y | PSNR UV |", "|---|---|---|---|---|"]
        for (index, strategy) in Operation.everyStrategy.enumerated() {
            let destination = try Operation.Destination(allocating: size, rowAlignment: .pixelBuffer, name: strategy.id)
            let run = try StrategyOnFrame(strategy, source, into: destination, parameters)
            tiles.append(try Preview.bgra(of: destination))
            let format = FigureFormat.text
            lines.append("| \(index + 1) | \(strategy.id) | \(format.fixed(run.seconds * 1000, digits: 3, suffix: " ms")) | "
                         + "\(format.fixed(run.lumaDecibels, digits: 2, suffix: " dB")) | \(format.fixed(run.chromaDecibels, digits: 2, suffix: " dB")) |")
        }
        let sheet = try ContactSheet(tiles: tiles, columns: columns)
        let captions = lines.joined(separator: "\n") + "\n"
        try PNGFile.write(sheet.image, to: png)
        do {
            try captions.write(toFile: captionPath, atomically: true, encoding: .utf8)
        } catch {
            throw FrameFileError.unwritable(path: captionPath, reason: "\(error.localizedDescription)")
        }
        BuildWarning.printIfDebug()
        print(captions + "\nwrote \(png) (\(sheet.image.size)) and \(captionPath)")
    }
}

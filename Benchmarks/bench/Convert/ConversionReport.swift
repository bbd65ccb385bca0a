import Foundation
import Results
import Statistics
import PiPVideo

/// What `bench convert` prints: frames, time per frame, PSNR, and how to look at the output.
struct ConversionReport {
    let operation: String
    let strategy: String
    let source: FrameFileFormat
    let output: FrameFileFormat
    let path: String
    let runs: [StrategyOnFrame]

    func render() -> String {
        let times = runs.map(\.seconds).sorted()
        let median = times.median ?? 0
        let luma = runs.map(\.lumaDecibels).min() ?? PSNR.cap, chroma = runs.map(\.chromaDecibels).min() ?? PSNR.cap
        let view = output.container == .y4m
            ? "ffplay \(path)"
            : "ffplay -f rawvideo -pix_fmt \(output.layout.ffmpegPixelFormat) -video_size \(output.size) \(path)"
        return """
            \(operation)/\(strategy): \(runs.count) frame(s) \(source.size) -> \(output.size), verified against the reference
            time per frame: median \(milliseconds(median)), min \(milliseconds(times.first ?? 0)), max \(milliseconds(times.last ?? 0)) (one call each)
            PSNR vs reference (worst frame): Y \(decibels(luma)), UV \(decibels(chroma))\(luma >= PSNR.cap && chroma >= PSNR.cap ? " (identical)" : "")
            wrote \(path) (\(output.container == .y4m ? "y4m" : "raw \(output.layout.ffmpegPixelFormat)")); view: \(view)
            """
    }

    private func milliseconds(_ seconds: Double) -> String { FigureFormat.text.fixed(seconds * 1000, digits: 3, suffix: " ms") }
    private func decibels(_ value: Double) -> String { FigureFormat.text.fixed(value, digits: 2, suffix: " dB") }
}

import PiPVideo

/// Runs a pipeline over the first frames of its stream before it is timed and checks every
/// rendered frame: its size is the one the pipeline's sizing rule gives, and its displayed luma
/// matches the reference composition (the source luma, rotated when the pipeline rotates, then
/// area-averaged in double precision to the output size): exactly for pipelines that only copy or
/// rotate, within `minimumPSNR` otherwise. A wrong picture throws `VerificationError` (the
/// benchmark is reported as failed, not timed). The steps themselves are verified strategy by strategy
/// in their own benchmarks and tests; this catches wiring mistakes (sizes, rotations, planes).
enum PipelineVerification {
    /// PSNR below which a scaled picture is taken for a wiring mistake (a box filter on photos
    /// gives well over 40 dB; a wrong rotation or plane gives under 20).
    static let minimumPSNR = 30.0
    /// Frames run before timing.
    static let framesChecked = 8

    /// - Returns: PSNR of the displayed luma against the reference, over the rendered frames.
    static func verify(
        _ kind: PipelineKind, stream: PipelineStream, source: PipelineSource, pipeline: PiPPipeline,
        clock: StreamClock, name: String
    ) throws -> Double {
        var squaredError = 0.0, samples = 0, rendered = 0
        let expectedSize = try kind.outputSize(for: stream)
        for _ in 0..<framesChecked {
            let index = clock.next()
            guard let output = try pipeline.process(source.input(index, arrival: clock.arrival(index))) else { continue }
            rendered += 1
            guard output.luma.size == expectedSize else {
                throw VerificationError(benchmark: name, problem: "displayed \(output.luma.size), expected \(expectedSize)")
            }
            let reference = try AreaAverageReference.scale(try source.uprightLuma(index, rotated: output.rotated), to: output.luma.size)
            squaredError += try PSNR.meanSquaredError(of: [output.luma], against: [reference]) * Double(reference.count)
            samples += reference.count
        }
        guard rendered > 0 else {
            throw VerificationError(benchmark: name, problem: "rendered none of the first \(framesChecked) frames")
        }
        let psnr = PSNR.decibels(meanSquaredError: squaredError / Double(samples))
        if kind.displaysSourceSamples(for: stream), psnr < PSNR.cap {
            throw VerificationError(benchmark: name, problem: "luma differs from the source (PSNR \(psnr) dB)")
        }
        guard psnr >= minimumPSNR else {
            throw VerificationError(benchmark: name, problem: "luma PSNR \(psnr) dB is below \(minimumPSNR) dB")
        }
        return psnr
    }
}

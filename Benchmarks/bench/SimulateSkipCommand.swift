import ArgumentParser
import Foundation
import PiPVideo
import Results

/// `bench simulate-skip`: how many frames each skip policy renders from typical PiP streams.
struct SimulateSkipCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate-skip",
        abstract: """
            Simulate the skip policies on typical streams and print the frames each renders.
            """,
        discussion: """
            No timing: every policy decides on the same synthetic timestamps, deterministically.

            Streams: 1920x1080 into 640x360 pt, 3840x2160 into 640x480 pt, 1280x720 into 640x480 \
            pt, and upstream's example, 3840x2160 into 240x135 pt (ratio 16), at 30 fps; and the \
            suite's 60 fps streams, 1920x1080 into 640x360 pt and 1280x720 into 640x480 pt. With \
            --frames-per-second, the first four at that rate only.

            Policies: render-all, every-nth n=2 (seed 000), toggle (upstream's first renderer), \
            size-ratio with upstream's thresholds T=2, 3 and 15, and fps-cap F (--fps-cap).

            'output' is the size OutputSizing scales each rendered frame to (window in points, \
            scale 1).
            """)

    @Option(help: ArgumentHelp("Stream length in seconds, at most 3600.", valueName: "SECONDS"))
    var seconds: Double = 10

    @Option(help: ArgumentHelp(
        "Frame rate of the streams, at most 1000. (default: 30, and the 60 fps streams at 60)", valueName: "FPS"))
    var framesPerSecond: Double?

    @Option(help: ArgumentHelp("""
        Timestamp jitter: each frame moves by up to +-this many milliseconds (deterministic), at \
        most 1000.
        """, valueName: "MILLISECONDS"))
    var jitterMilliseconds: Double = 0

    @Option(help: ArgumentHelp("F for the fps-cap policy, in frames per second.", valueName: "F"))
    var fpsCap: Int = 15

    func validate() throws {
        guard seconds.isFinite, seconds > 0, seconds <= 3600 else {
            throw ValidationError("--seconds must be in (0, 3600]")
        }
        if let framesPerSecond, !(framesPerSecond.isFinite && framesPerSecond > 0 && framesPerSecond <= 1000) {
            throw ValidationError("--frames-per-second must be in (0, 1000]")
        }
        guard jitterMilliseconds.isFinite, jitterMilliseconds >= 0, jitterMilliseconds <= 1000 else {
            throw ValidationError("--jitter-milliseconds must be in [0, 1000]")
        }
        do {
            _ = try SkipDecider(policy: .frameRateCap(framesPerSecond: fpsCap))
        } catch {
            throw ValidationError("--fps-cap: \(error)")
        }
    }

    func run() throws {
        let streams = SkipSimulation.standardStreams(
            framesPerSecond: framesPerSecond, durationSeconds: seconds,
            jitterNanoseconds: Int64((jitterMilliseconds * 1e6).rounded()))
        var policies = SkipSimulation.standardPolicies.filter { $0.id != "fps-cap" }
        policies.append(.frameRateCap(framesPerSecond: fpsCap))
        let results = try SkipSimulation.table(policies: policies, streams: streams)
        let table = Table(titles: ["policy", "stream", "fps", "output", "rendered", "of", "rendered fps"], leftAligned: 4, rows: results.map { result in
            [
                result.policy.description, result.stream.description,
                FigureFormat.text.general(result.stream.framesPerSecond, digits: 6), result.outputSize.description,
                String(result.renderedFrames), String(result.totalFrames),
                FigureFormat.text.fixed(result.renderedFramesPerSecond, digits: 1),
            ]
        })
        let rates = framesPerSecond.map { FigureFormat.text.general($0, digits: 6) + " fps" } ?? "30 and 60 fps"
        print("Skip policies over \(FigureFormat.text.general(seconds, digits: 6)) s of \(rates)"
            + (jitterMilliseconds > 0 ? " (timestamps jittered by up to +-\(FigureFormat.text.general(jitterMilliseconds, digits: 6)) ms)" : ""))
        print(table.text, terminator: "")
    }
}

/// A counter of a benchmark's entry, by typed name: every counter the suite writes (through the
/// harness, after the measured loop) and reads back, and any other counter a result file holds.
/// Its `name` is the field's key in the run JSON; this type is the only place that spells the
/// suite's counter names.
public enum Counter: Hashable, Sendable, CustomStringConvertible {
    /// Bytes read plus written per CPU second (Google Benchmark's own, from the bytes processed).
    case bytesPerSecond
    /// Pixels produced per CPU second.
    case pixelsPerSecond
    /// Percent of one core at a frame rate, from CPU time: `cpu_percent_<fps>fps` for a fixed rate
    /// (the operations: 30), `cpu_percent` (no rate) for a pipeline, at its stream's rate.
    case cpuPercent(framesPerSecond: Int?)
    /// Heap allocations per frame, counted in an untimed pass before the measured loop.
    case allocationsPerFrame
    /// Bytes allocated per frame in the same pass: heap bytes as requested, plus the fresh pages of
    /// pixel buffers (which the heap never sees).
    case allocatedBytesPerFrame
    /// Bytes of frame memory (pixel buffers, pools, scratch and intermediate frames) the work
    /// allocated in that pass, from its first frame, and still holds at its end.
    case heldBytes
    /// CPU seconds per frame of the benchmark's own roofline (`RooflineBytes` in the harness):
    /// reading its source once and writing its destination's bytes once, timed right after the
    /// measured loop in the same cache state.
    case rooflineTime
    /// The benchmark's CPU time over `rooflineTime` (1.0 = at the speed of its roofline).
    case rooflineRatio
    /// A pipeline's CPU seconds per source frame.
    case sourceFrameTime
    /// A pipeline's CPU seconds per rendered frame (a pipeline may skip source frames).
    case renderedFrameTime
    /// A pipeline's rendered frames per source frame.
    case renderedFraction
    /// Luma PSNR against the reference, in dB (scaling, rotate+scale, pipelines).
    case psnrY
    /// Chroma PSNR against the reference, in dB.
    case psnrUV
    /// A repetition's position in the run's execution order (for pairing with a calibration).
    case repetitionOrder
    /// An instructions file's count per frame, under a name that says what it is.
    case instructionsPerFrame
    /// x86-64 instructions files: the string instructions' (`rep movsb` and its kin) share of the
    /// count per frame: callgrind counts one per iteration (per byte of a `rep movsb`).
    case stringIterationsPerFrame
    /// x86-64 instructions files: how many times per frame the CPU executed string instructions.
    case stringExecutionsPerFrame
    /// x86-64 instructions files: the bytes the string instructions moved per frame.
    case stringBytesPerFrame
    /// x86-64 instructions files: the count with each string instruction counted once per
    /// execution, as the CPU executes it (`instructionsPerFrame - stringIterationsPerFrame +
    /// stringExecutionsPerFrame`): what a ratio between two strategies divides.
    case instructionsStringOncePerFrame
    /// A counter the suite does not write (a file of another tool), by its name.
    case other(String)

    /// Every counter the suite writes, with the operations' frame rate for `cpuPercent`.
    public static func written(framesPerSecond: Int = 30) -> [Counter] {
        [.bytesPerSecond, .pixelsPerSecond, .cpuPercent(framesPerSecond: framesPerSecond), .cpuPercent(framesPerSecond: nil),
         .allocationsPerFrame, .allocatedBytesPerFrame, .heldBytes, .rooflineTime, .rooflineRatio, .sourceFrameTime, .renderedFrameTime, .renderedFraction,
         .psnrY, .psnrUV, .repetitionOrder, .instructionsPerFrame, .stringIterationsPerFrame, .stringExecutionsPerFrame,
         .stringBytesPerFrame, .instructionsStringOncePerFrame]
    }

    private static let fixedNames: [(Counter, String)] = [
        (.bytesPerSecond, "bytes_per_second"), (.pixelsPerSecond, "pixels_per_second"), (.allocationsPerFrame, "allocations_per_frame"),
        (.allocatedBytesPerFrame, "allocated_bytes_per_frame"), (.heldBytes, "held_bytes"),
        (.rooflineTime, "roofline_time"), (.rooflineRatio, "roofline_ratio"), (.sourceFrameTime, "source_frame_time"),
        (.renderedFrameTime, "rendered_frame_time"), (.renderedFraction, "rendered_fraction"), (.psnrY, "psnr_y"),
        (.psnrUV, "psnr_uv"), (.repetitionOrder, "repetition_order"), (.instructionsPerFrame, "instructions_per_frame"),
        (.stringIterationsPerFrame, "string_iterations_per_frame"), (.stringExecutionsPerFrame, "string_executions_per_frame"),
        (.stringBytesPerFrame, "string_bytes_per_frame"), (.instructionsStringOncePerFrame, "instructions_string_once_per_frame"),
    ]
    private static let cpuPercentPrefix = "cpu_percent"

    /// The counter a field of the run JSON is; a name the suite does not write is `.other(name)`.
    public init(_ name: String) {
        if let known = Self.fixedNames.first(where: { $0.1 == name }) {
            self = known.0
        } else if name == Self.cpuPercentPrefix {
            self = .cpuPercent(framesPerSecond: nil)
        } else if name.hasPrefix(Self.cpuPercentPrefix + "_"), name.hasSuffix("fps"),
                  let rate = Int(name.dropFirst(Self.cpuPercentPrefix.count + 1).dropLast(3)), rate > 0,
                  "\(Self.cpuPercentPrefix)_\(rate)fps" == name {
            self = .cpuPercent(framesPerSecond: rate)
        } else {
            self = .other(name)
        }
    }

    /// The field's key in the run JSON, for example `psnr_y` or `cpu_percent_30fps`.
    public var name: String {
        switch self {
        case let .cpuPercent(rate): return rate.map { "\(Self.cpuPercentPrefix)_\($0)fps" } ?? Self.cpuPercentPrefix
        case let .other(name): return name
        default: return Self.fixedNames.first { $0.0 == self }?.1 ?? ""
        }
    }

    /// The field's name.
    public var description: String { name }
}

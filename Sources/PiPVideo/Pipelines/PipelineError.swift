/// A pipeline was handed a frame it has no path for.
public enum PipelineError: Error, Equatable, CustomStringConvertible {
    case unsupportedInput(pipeline: String, format: String)

    public var description: String {
        switch self {
        case let .unsupportedInput(pipeline, format):
            return "\(pipeline) has no path for \(format) frames; feed it I420 frames or use another pipeline"
        }
    }
}

/// A window's size in pixels as upstream's current path scales to it: points taken as pixels
/// (scale 1), truncated, even, at least 2x2.
enum WindowPixels {
    static func size(of window: WindowSize) throws -> FrameSize {
        guard window.isUsable else { throw SizingError.invalidWindow(window) }
        func side(_ value: Double) -> Int { max(2, Int(min(value, Double(Plane.maximumDimension))) / 2 * 2) }
        return FrameSize(width: side(window.width), height: side(window.height))
    }
}

/// What the source frames of a benchmark show.
public enum SourceContent: Hashable, Sendable {
    /// Pseudo-random bytes (padding included): a decoder's or camera's frame as far as conversions
    /// and rotations care, which read every byte alike.
    case noise
    /// Real picture content, for operations whose picture quality is measured (downscaling).
    case picture(ScalingContent)
}

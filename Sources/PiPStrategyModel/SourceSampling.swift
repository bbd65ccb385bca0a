/// Which of its source's samples a strategy reads. A roofline of reading every source byte bounds
/// only the strategies that do: a point sampler shrinking a frame 3:1 reads a third of its rows.
public enum SourceSampling: Sendable, Equatable {
    /// Every source sample (conversions, rotations, area averages).
    case everySample
    /// At most `horizontal` x `vertical` neighbouring source samples per destination sample, so
    /// every sample only where the ratio along each axis is no more than its taps: point sampling
    /// 1 x 1, bilinear 2 x 2, libyuv's horizontal-only linear 2 x 1.
    case taps(horizontal: Int, vertical: Int)
}

extension SourceSampling {
    /// The taps of `taps(horizontal:vertical:)`; nil for `everySample`.
    public var taps: (horizontal: Int, vertical: Int)? {
        if case let .taps(horizontal, vertical) = self { return (horizontal, vertical) }
        return nil
    }
}

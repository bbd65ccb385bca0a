import Foundation

/// Maps data values to pixel positions along one axis, linearly or logarithmically, over a domain
/// widened to round tick values so the ticks cover the data.
public struct AxisScale: Sendable, Equatable {
    /// Lowest and highest value of the (widened) domain.
    public let lower: Double
    public let upper: Double
    /// Pixel positions of `lower` and `upper` (the end may be smaller than the start, as on a y axis).
    public let start: Double
    public let end: Double
    public let logarithmic: Bool
    /// Values that get a grid line and a label, from `lower` to `upper`.
    public let ticks: [Double]

    /// A scale covering `values` (non-finite ones ignored; for a log scale, non-positive ones too).
    /// - Parameter includeZero: for linear scales, widen the domain to 0 (bar charts).
    public init(covering values: [Double], start: Double, end: Double, logarithmic: Bool = false, includeZero: Bool = false) {
        var finite = values.filter { $0.isFinite && (!logarithmic || $0 > 0) }
        if includeZero && !logarithmic { finite.append(0) }
        let low = finite.min() ?? (logarithmic ? 1 : 0)
        let high = finite.max() ?? (logarithmic ? 10 : 1)
        self.start = start
        self.end = end
        self.logarithmic = logarithmic
        ticks = logarithmic ? Self.logTicks(low, high) : Self.linearTicks(low, high)
        lower = ticks.first!
        upper = ticks.last!
    }

    /// The pixel position of `value` (clamped to the domain).
    public func position(_ value: Double) -> Double {
        let fraction: Double
        if logarithmic {
            let clamped = Swift.min(Swift.max(value, lower), upper)
            fraction = (log10(clamped) - log10(lower)) / (log10(upper) - log10(lower))
        } else {
            fraction = (Swift.min(Swift.max(value, lower), upper) - lower) / (upper - lower)
        }
        return start + fraction * (end - start)
    }

    /// Round values 1, 2 or 5 times a power of ten apart, from at or below `low` to at or above `high`.
    static func linearTicks(_ low: Double, _ high: Double) -> [Double] {
        var low = low, high = high
        if high - low < 1e-12 * Swift.max(1, abs(high)) {
            let pad = low == 0 ? 1 : abs(low) * 0.1
            low -= pad
            high += pad
        }
        let rough = (high - low) / 5
        let power = pow(10, floor(log10(rough)))
        let step = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= rough } ?? 10 * power
        let first = floor(low / step + 1e-9), last = ceil(high / step - 1e-9)
        return stride(from: first, through: last, by: 1).map { ($0 * step * 1e9).rounded() / 1e9 }
    }

    /// Powers of ten around the data (with 2x and 5x between them when the data spans less than
    /// two decades).
    static func logTicks(_ low: Double, _ high: Double) -> [Double] {
        let first = floor(log10(low) + 1e-9), last = Swift.max(ceil(log10(high) - 1e-9), first + 1)
        let decades = stride(from: first, through: last, by: 1).map { pow(10, $0) }
        guard last - first < 2 else { return decades }
        var ticks: [Double] = []
        for decade in decades.dropLast() { ticks += [decade, 2 * decade, 5 * decade] }
        ticks.append(decades.last!)
        // Keep one tick at or below the data and one at or above it.
        let below = ticks.last { $0 <= low * (1 + 1e-9) } ?? ticks.first!
        let above = ticks.first { $0 >= high * (1 - 1e-9) } ?? ticks.last!
        return ticks.filter { $0 >= below && $0 <= above }
    }
}

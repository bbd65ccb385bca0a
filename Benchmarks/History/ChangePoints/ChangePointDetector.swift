import Foundation
import Gate
import Results
import Statistics

/// Finds the steps in one benchmark's series of runs: PELT with the L1 cost on the logarithm of
/// the values, a penalty from the series' own noise, then two rules a level-shift model needs on
/// benchmark data: a lone run off its neighbours' common level is an outlier, not two steps, and
/// a step smaller than `minimumStep`, or within the noise (`significance`), is no step (instruction counts have no noise, so without it
/// any change of one instruction would count).
public struct ChangePointDetector: Sendable {
    /// The smallest relative step reported (0.005 = 0.5%).
    public var minimumStep: Double
    /// The penalty per segment in units of the noise: `penaltyScale · b · ln n`, where b is the
    /// series' mean absolute deviation estimated from its successive differences.
    public var penaltyScale: Double
    /// True for series without noise by construction (callgrind's counts: the same binary and
    /// input give the same count), whose every change is a change of code or toolchain: the noise
    /// is taken as 0 rather than estimated (an estimate from a few runs that mostly step is not 0).
    public var deterministic: Bool
    /// A step must also exceed this many standard errors of the difference of two segment
    /// medians under the noise (`1.25 σ sqrt(1/n1 + 1/n2)`, 1.25 the median's efficiency loss).
    public var significance: Double = 3

    var noiseMultiple: Double { significance * 1.25 }

    /// A detector; the defaults for a metric are `ChangePointDetector(metric:)`'s.
    public init(minimumStep: Double, penaltyScale: Double = 2, deterministic: Bool = false) {
        self.minimumStep = minimumStep
        self.penaltyScale = penaltyScale
        self.deterministic = deterministic
    }

    /// The metric's defaults: half its gate threshold as the smallest step (instructions 0.5%,
    /// time 2.5%); instructions deterministic.
    public init(metric: Metric, minimumStep: Double? = nil) {
        self.init(minimumStep: minimumStep ?? metric.defaultThreshold / 2, deterministic: metric == .instructions)
    }

    /// The series' noise: the standard deviation of log values that a Gaussian noise would have,
    /// estimated from the median absolute successive difference (robust to steps and outliers):
    /// median |x[i+1] - x[i]| / (sqrt(2) · 0.6745). 0 for a noise-free series.
    public static func noise(ofLogValues logs: [Double]) -> Double {
        guard logs.count >= 3 else { return 0 }
        let differences = zip(logs.dropFirst(), logs).map { abs($0 - $1) }
        return (differences.median ?? 0) / (2.0.squareRoot() * 0.674_489_75)
    }

    /// The PELT penalty for a series of log values: the larger of `log(1 + minimumStep)` (the gain
    /// of one noise-free point moved by the smallest step) and `penaltyScale · b · ln n`, with b =
    /// σ·sqrt(2/π) the mean absolute deviation of Gaussian noise σ.
    public func penalty(forLogValues logs: [Double]) -> Double {
        let sigma = deterministic ? 0 : Self.noise(ofLogValues: logs)
        let deviation = sigma * (2 / Double.pi).squareRoot()
        return max(log1p(minimumStep), penaltyScale * deviation * log(Double(max(logs.count, 2))))
    }

    /// The steps of `values` (positive figures, oldest first), and the lone runs set aside as outliers.
    public func analyse(_ values: [Double]) -> SeriesAnalysis {
        let logs = values.map { log(max($0, .leastNormalMagnitude)) }
        let sigma = deterministic ? 0 : Self.noise(ofLogValues: logs)
        guard logs.count >= 2 else { return SeriesAnalysis(changePoints: [], outliers: [], noise: sigma, starts: [0]) }
        let ends = PELT.breakpoints(logs, penalty: penalty(forLogValues: logs), minimumSize: 1, cost: .l1)
        var starts = [0] + ends.dropLast()
        var outliers: [Int] = []
        let step = log1p(minimumStep)
        func level(_ segment: Int) -> Double {
            let end = segment + 1 < starts.count ? starts[segment + 1] : logs.count
            return (starts[segment]..<end).filter { !outliers.contains($0) }.map { logs[$0] }.median ?? 0
        }
        // A lone run between two segments of one level (within the smallest step): an outlier.
        var segment = 1
        while segment + 1 < starts.count {
            if starts[segment + 1] - starts[segment] == 1, abs(level(segment + 1) - level(segment - 1)) < step {
                outliers.append(starts[segment])
                starts.remove(at: segment + 1)
                starts.remove(at: segment)
            } else {
                segment += 1
            }
        }
        // Steps below the smallest one, or within the noise: merge, the weakest first.
        func size(_ segment: Int) -> Int {
            let end = segment + 1 < starts.count ? starts[segment + 1] : logs.count
            return (starts[segment]..<end).filter { !outliers.contains($0) }.count
        }
        while starts.count > 1 {
            let strengths = (1..<starts.count).map { segment -> Double in
                let required = max(step, noiseMultiple * sigma * (1 / Double(max(size(segment - 1), 1)) + 1 / Double(max(size(segment), 1))).squareRoot())
                return abs(level(segment) - level(segment - 1)) / required
            }
            guard let weakest = strengths.indices.min(by: { strengths[$0] < strengths[$1] }), strengths[weakest] < 1 else { break }
            starts.remove(at: weakest + 1)
        }
        let points = (1..<max(starts.count, 1)).map { segment -> ChangePoint in
            let before = (starts[segment - 1]..<starts[segment]).filter { !outliers.contains($0) }
            let afterEnd = segment + 1 < starts.count ? starts[segment + 1] : logs.count
            let after = (starts[segment]..<afterEnd).filter { !outliers.contains($0) }
            let beforeLevel = before.map { values[$0] }.median ?? 0, afterLevel = after.map { values[$0] }.median ?? 0
            let logStep = abs(log(afterLevel / beforeLevel))
            return ChangePoint(
                index: starts[segment], before: beforeLevel, after: afterLevel, runsBefore: before.count, runsAfter: after.count,
                pValue: before.count >= 2 && after.count >= 2
                    ? MannWhitneyU.test(before.map { values[$0] }, after.map { values[$0] })?.pValue : nil,
                noiseMultiple: sigma > 0 ? logStep / sigma : nil)
        }
        return SeriesAnalysis(changePoints: points, outliers: outliers.sorted(), noise: sigma, starts: starts)
    }
}

/// One step of a series.
public struct ChangePoint: Sendable, Equatable {
    /// The first run (position in the series) of the new level.
    public var index: Int
    /// The median of the segment before and of the segment from `index` on (outliers left out).
    public var before: Double
    public var after: Double
    /// How many runs each segment has.
    public var runsBefore: Int
    public var runsAfter: Int
    /// The two-sided Mann-Whitney U test of the two segments' runs, when each has at least two
    /// (indicative: the segments were chosen by the search).
    public var pValue: Double?
    /// The step in units of the series' noise (log scale); nil for a noise-free series.
    public var noiseMultiple: Double?

    /// after / before - 1.
    public var change: Double { after / before - 1 }
}

/// What the detector found in one series.
public struct SeriesAnalysis: Sendable, Equatable {
    /// The steps, oldest first.
    public var changePoints: [ChangePoint]
    /// Positions of lone runs off their neighbours' level, not counted as steps.
    public var outliers: [Int]
    /// The noise estimate (standard deviation of the log values; 0 for noise-free counts).
    public var noise: Double
    /// The first position of every segment.
    public var starts: [Int]
}

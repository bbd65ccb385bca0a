import Statistics

/// Step 2 of the time rule (`TimeRule`): takes the machine's speed out of a benchmark's samples.
///
/// A frame's time is modelled as a memory part, which moves with the memcpy roofline of the same
/// bytes, plus a compute part, which moves with the compute calibration. The memory share is the
/// roofline's time over the benchmark's, both in the baseline (capped at 1): a memory-bound
/// conversion near its roofline is divided almost entirely by memcpy, a per-byte loop 60 times
/// slower than memcpy almost entirely by the compute calibration. Each sample's time is then
/// divided by `share * memcpy / memcpy_baseline + (1 - share) * compute / compute_baseline`: the
/// time it would have taken at the baseline's machine speed.
struct MachineSpeedModel: Equatable {
    /// Fraction of the benchmark's time that its memcpy roofline stands for (0...1).
    let memoryShare: Double
    /// The memcpy roofline's baseline median, when used.
    let memcpyBaseline: Double?
    /// The compute calibration's baseline median, when used.
    let computeBaseline: Double?

    /// The model for a benchmark from its baseline samples; nil when they carry no calibration
    /// (the benchmark is then judged on raw time) or no positive time.
    /// With only the memcpy calibration the share is 1 (everything divided by memcpy); with only the
    /// compute calibration, 0.
    init?(baseline: PairedSamples) {
        guard let time = baseline.times.median, time > 0 else { return nil }
        let memcpy = baseline.memcpyTimes?.median.flatMap { $0 > 0 ? $0 : nil }
        let compute = baseline.computeTimes?.median.flatMap { $0 > 0 ? $0 : nil }
        switch (memcpy, compute) {
        case let (memcpy?, _?): memoryShare = min(1, memcpy / time)
        case (_?, nil): memoryShare = 1
        case (nil, _?): memoryShare = 0
        case (nil, nil): return nil
        }
        memcpyBaseline = memcpy
        computeBaseline = compute
    }

    /// Each sample's time at the baseline's machine speed (nanoseconds per frame).
    func normalised(_ samples: PairedSamples) -> [Double] {
        samples.times.indices.map { index in
            var speed = 0.0
            if let memcpyBaseline, let memcpy = samples.memcpyTimes, memoryShare > 0 {
                speed += memoryShare * memcpy[index] / memcpyBaseline
            }
            if let computeBaseline, let compute = samples.computeTimes, memoryShare < 1 {
                speed += (1 - memoryShare) * compute[index] / computeBaseline
            }
            return speed > 0 ? samples.times[index] / speed : samples.times[index]
        }
    }
}

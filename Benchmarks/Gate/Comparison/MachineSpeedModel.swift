/// How the time rule takes the machine's speed out of a benchmark's time.
///
/// A frame's time is modelled as a memory part, which moves with the memcpy roofline of the same
/// bytes, plus a compute part, which moves with the compute calibration. The memory share is the
/// roofline's time over the benchmark's, both in the baseline (capped at 1): a memory-bound
/// conversion near its roofline is divided almost entirely by memcpy, a per-byte loop 60 times
/// slower than memcpy almost entirely by the compute calibration. Each unit's time is then
/// divided by `share * memory / memory_baseline + (1 - share) * compute / compute_baseline`: the
/// time it would have taken at the baseline's machine speed.
struct MachineSpeedModel: Equatable {
    /// Fraction of the benchmark's time that its memcpy roofline stands for (0...1).
    let memoryShare: Double
    /// The memory calibration's baseline median, when used.
    let memoryReference: Double?
    /// The compute calibration's baseline median, when used.
    let computeReference: Double?

    /// The model for a benchmark from its baseline units; nil when they carry no calibration
    /// (the benchmark is then judged on raw time) or no positive time.
    /// With only a memory calibration the share is 1 (everything divided by memcpy); with only the
    /// compute calibration, 0.
    init?(baseline: TimeUnits) {
        guard let time = baseline.times.median, time > 0 else { return nil }
        let memory = baseline.memory?.median.flatMap { $0 > 0 ? $0 : nil }
        let compute = baseline.compute?.median.flatMap { $0 > 0 ? $0 : nil }
        switch (memory, compute) {
        case let (memory?, _?): memoryShare = min(1, memory / time)
        case (_?, nil): memoryShare = 1
        case (nil, _?): memoryShare = 0
        case (nil, nil): return nil
        }
        memoryReference = memory
        computeReference = compute
    }

    /// Each unit's time at the baseline's machine speed (nanoseconds per frame).
    func normalised(_ units: TimeUnits) -> [Double] {
        units.times.indices.map { index in
            var speed = 0.0
            if let memoryReference, let memory = units.memory, memoryShare > 0 {
                speed += memoryShare * memory[index] / memoryReference
            }
            if let computeReference, let compute = units.compute, memoryShare < 1 {
                speed += (1 - memoryShare) * compute[index] / computeReference
            }
            return speed > 0 ? units.times[index] / speed : units.times[index]
        }
    }
}

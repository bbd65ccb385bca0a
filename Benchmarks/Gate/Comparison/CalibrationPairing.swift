/// How a benchmark's measurements are matched with its calibrations' measurements in the same file.
enum CalibrationPairing: String, Sendable, Codable {
    /// One unit per process: the benchmark's fastest repetition in that process with each
    /// calibration's fastest repetition in the same process. Noise on a shared machine only adds
    /// time, so the fastest repetition is the least disturbed one; and a process is the unit that
    /// varies independently (heap and code addresses, the machine's state while it ran), where the
    /// repetitions inside one process share their luck.
    case sameProcessFastest = "same-process-fastest"
    /// One unit per repetition, with the calibration repetition nearest in execution order (the
    /// harness's `repetition_order` counter): both saw the same moment of the machine's load.
    case nearestInTime = "nearest-in-time"
    /// One unit per repetition, with the calibration repetition of the same repetition index.
    case repetitionIndex = "repetition-index"
    /// One unit per repetition, each with the calibration's median.
    case median

    /// The units of one side: the benchmark's times, each with the memory (memcpy) and compute
    /// calibrations measured alongside it (nil when that calibration is not used). Nil when a
    /// calibration that is used has no usable (positive) value to pair with.
    static func units(_ samples: [Sample], memory: [Sample]?, compute: [Sample]?) -> TimeUnits? {
        guard !samples.isEmpty else { return nil }
        let calibrations = [memory, compute].compactMap { $0 }
        if samples.allSatisfy({ $0.process != nil }), calibrations.allSatisfy({ $0.allSatisfy { $0.process != nil } }) {
            return byProcess(samples, memory: memory, compute: compute)
        }
        let pairedMemory = memory.map { pair(samples, with: $0) }
        let pairedCompute = compute.map { pair(samples, with: $0) }
        if pairedMemory.map({ $0 == nil }) == true || pairedCompute.map({ $0 == nil }) == true { return nil }
        let pairing = pairedMemory??.pairing ?? pairedCompute??.pairing ?? .repetitionIndex
        return TimeUnits(
            times: samples.map(\.value), memory: pairedMemory??.values, compute: pairedCompute??.values, pairing: pairing)
    }

    private static func byProcess(_ samples: [Sample], memory: [Sample]?, compute: [Sample]?) -> TimeUnits? {
        func fastest(_ samples: [Sample]) -> [Int: Double] {
            var fastest: [Int: Double] = [:]
            for sample in samples where sample.value > 0 {
                if let process = sample.process { fastest[process] = min(fastest[process] ?? .infinity, sample.value) }
            }
            return fastest
        }
        let times = fastest(samples), memoryFastest = memory.map(fastest), computeFastest = compute.map(fastest)
        let processes = times.keys.sorted()
        guard !processes.isEmpty else { return nil }
        var units = TimeUnits(times: [], memory: memory == nil ? nil : [], compute: compute == nil ? nil : [], pairing: .sameProcessFastest)
        for process in processes {
            units.times.append(times[process] ?? 0)
            if let memoryFastest {
                guard let value = memoryFastest[process] else { return nil }
                units.memory?.append(value)
            }
            if let computeFastest {
                guard let value = computeFastest[process] else { return nil }
                units.compute?.append(value)
            }
        }
        return units
    }

    /// For each sample, the calibration value it is paired with, and how.
    private static func pair(_ samples: [Sample], with calibration: [Sample]) -> (values: [Double], pairing: CalibrationPairing)? {
        let usable = calibration.filter { $0.value > 0 }
        guard !usable.isEmpty else { return nil }

        let ordered = usable.compactMap { sample in sample.order.map { (order: $0, value: sample.value) } }
        if ordered.count == usable.count, samples.allSatisfy({ $0.order != nil }) {
            let values = samples.map { sample -> Double in
                let order = sample.order ?? 0
                // Nearest by distance in order; the earlier one on a tie, so the result is deterministic.
                let nearest = ordered.min { a, b in
                    let (da, db) = (abs(a.order - order), abs(b.order - order))
                    return da < db || (da == db && a.order < b.order)
                }
                return nearest?.value ?? 1
            }
            return (values, .nearestInTime)
        }

        var byIndex: [Int: Double] = [:]
        for sample in usable { if let index = sample.repetitionIndex { byIndex[index] = sample.value } }
        let pairs = samples.compactMap { sample in sample.repetitionIndex.flatMap { byIndex[$0] } }
        if pairs.count == samples.count, samples.count > 1 {
            return (pairs, .repetitionIndex)
        }

        guard let median = usable.map(\.value).median else { return nil }
        return (Array(repeating: median, count: samples.count), .median)
    }
}

/// What the time rule compares on one side: per unit (a process, or a repetition), the
/// benchmark's time and the calibrations measured alongside it.
struct TimeUnits: Equatable {
    /// The benchmark's nanoseconds per frame.
    var times: [Double]
    /// The memcpy roofline's nanoseconds per frame, unit by unit; nil when not used.
    var memory: [Double]?
    /// The compute calibration's nanoseconds per frame, unit by unit; nil when not used.
    var compute: [Double]?
    /// How the calibrations were matched.
    var pairing: CalibrationPairing
}

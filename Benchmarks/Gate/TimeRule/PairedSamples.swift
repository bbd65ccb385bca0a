import Results
import Statistics

/// Step 1 of the time rule (`TimeRule`): one side's samples of a benchmark, each with the
/// calibrations measured alongside it.
///
/// In files of `bench record`/`check --metric time`, whose repetitions are tagged with the process
/// that measured them, a sample is a process's fastest repetition of the benchmark, paired with
/// each calibration's fastest repetition in the same process. Noise on a shared machine only adds
/// time, so the fastest repetition is the least disturbed one; and a process is the unit that
/// varies independently (heap and code addresses, the machine's state while it ran), where the
/// repetitions inside one process share their luck.
///
/// In files of one process (`bench run --benchmark_out`), a sample is a repetition, paired with
/// each calibration's median.
struct PairedSamples: Equatable {
    /// What one sample is, as the JSON verdict's "units" field names it.
    enum Pairing: String, Sendable, Codable {
        /// A process's fastest repetition, with each calibration's fastest in that process.
        case perProcess = "same-process-fastest"
        /// A repetition, with each calibration's median.
        case perRepetition = "median"
        /// A repetition, with no calibration to pair (the benchmark is judged on raw time). The
        /// name comes from an earlier rule that paired repetitions by index; verdict files keep it.
        case perRepetitionUncalibrated = "repetition-index"
    }

    /// The benchmark's nanoseconds per frame, sample by sample.
    var times: [Double]
    /// The memcpy roofline's nanoseconds per frame, sample by sample; nil when not used.
    var memcpyTimes: [Double]?
    /// The compute calibration's nanoseconds per frame, sample by sample; nil when not used.
    var computeTimes: [Double]?
    /// What one sample is.
    var pairing: Pairing
}

extension PairedSamples {
    /// Pairs a benchmark's repetitions with its calibrations' repetitions in the same file.
    /// - Parameters:
    ///   - benchmark: the benchmark's repetitions.
    ///   - memcpy: the memcpy roofline's repetitions; nil when it is not used.
    ///   - compute: the compute calibration's repetitions; nil when it is not used.
    /// - Returns: nil when there is no sample, or when a calibration that is used has no positive
    ///   value to pair a sample with.
    init?(_ benchmark: [Repetition], memcpy: [Repetition]?, compute: [Repetition]?) {
        guard !benchmark.isEmpty else { return nil }
        if [benchmark, memcpy ?? [], compute ?? []].joined().allSatisfy({ $0.process != nil }) {
            let fastest = benchmark.fastestInEachProcess.mapValues(\.value)
            let processes = fastest.keys.sorted()
            guard !processes.isEmpty else { return nil }
            let inTheSameProcesses = { (calibration: [Repetition]) -> [Double]? in
                let calibrationFastest = calibration.fastestInEachProcess.mapValues(\.value)
                let values = processes.compactMap { calibrationFastest[$0] }
                return values.count == processes.count ? values : nil
            }
            self.init(
                times: processes.compactMap { fastest[$0] }, memcpy: memcpy, compute: compute, pairedBy: inTheSameProcesses,
                pairing: .perProcess)
        } else {
            let medianForEach = { (calibration: [Repetition]) -> [Double]? in
                calibration.map(\.value).filter { $0 > 0 }.median.map { Array(repeating: $0, count: benchmark.count) }
            }
            self.init(
                times: benchmark.map(\.value), memcpy: memcpy, compute: compute, pairedBy: medianForEach,
                pairing: memcpy == nil && compute == nil ? .perRepetitionUncalibrated : .perRepetition)
        }
    }

    /// `times` with each calibration that is used paired by `pair`; nil when one cannot be.
    private init?(
        times: [Double], memcpy: [Repetition]?, compute: [Repetition]?, pairedBy pair: ([Repetition]) -> [Double]?,
        pairing: Pairing
    ) {
        var memcpyTimes: [Double]?, computeTimes: [Double]?
        if let memcpy {
            guard let paired = pair(memcpy) else { return nil }
            memcpyTimes = paired
        }
        if let compute {
            guard let paired = pair(compute) else { return nil }
            computeTimes = paired
        }
        self.init(times: times, memcpyTimes: memcpyTimes, computeTimes: computeTimes, pairing: pairing)
    }
}

@testable import Gate
@testable import Results
import Testing

@Suite struct PairedSamplesTests {
    func repetition(_ value: Double, process: Int? = nil) -> Repetition {
        Repetition(value: value, process: process)
    }

    @Test("per process: the fastest repetition of each process, with each calibration's fastest in that process")
    func fastestPerProcess() throws {
        let benchmark = [repetition(100, process: 0), repetition(90, process: 0), repetition(120, process: 1), repetition(130, process: 1)]
        let memcpy = [repetition(10, process: 1), repetition(9, process: 0), repetition(11, process: 0), repetition(12, process: 1)]
        let compute = [repetition(5, process: 0), repetition(6, process: 1)]
        let samples = try #require(PairedSamples(benchmark, memcpy: memcpy, compute: compute))
        #expect(samples == PairedSamples(times: [90, 120], memcpyTimes: [9, 10], computeTimes: [5, 6], pairing: .perProcess))
    }

    @Test("per process: a calibration missing from one of the benchmark's processes gives no samples")
    func processWithoutCalibration() {
        let benchmark = [repetition(100, process: 0), repetition(120, process: 1)]
        #expect(PairedSamples(benchmark, memcpy: [repetition(9, process: 0)], compute: nil) == nil)
        #expect(PairedSamples(benchmark, memcpy: nil, compute: [repetition(0, process: 0), repetition(1, process: 1)]) == nil)
        let raw = PairedSamples(benchmark, memcpy: nil, compute: nil)
        #expect(raw == PairedSamples(times: [100, 120], memcpyTimes: nil, computeTimes: nil, pairing: .perProcess))
    }

    @Test("a file of one process: each repetition is a sample, with each calibration's median")
    func perRepetition() throws {
        let benchmark = [repetition(100), repetition(200)]
        let samples = try #require(PairedSamples(benchmark, memcpy: [repetition(10), repetition(30), repetition(0)], compute: [repetition(4)]))
        #expect(samples == PairedSamples(times: [100, 200], memcpyTimes: [20, 20], computeTimes: [4, 4], pairing: .perRepetition))
        let raw = try #require(PairedSamples(benchmark, memcpy: nil, compute: nil))
        #expect(raw == PairedSamples(times: [100, 200], memcpyTimes: nil, computeTimes: nil, pairing: .perRepetitionUncalibrated))
    }

    @Test("the JSON verdict names what a sample is as it always has")
    func pairingNames() {
        #expect([PairedSamples.Pairing.perProcess, .perRepetition, .perRepetitionUncalibrated].map(\.rawValue)
            == ["same-process-fastest", "median", "repetition-index"])
    }

    @Test("no usable calibration gives no samples; no repetitions neither")
    func unusable() {
        #expect(PairedSamples([repetition(1)], memcpy: [], compute: nil) == nil)
        #expect(PairedSamples([repetition(1)], memcpy: [repetition(0)], compute: nil) == nil)
        #expect(PairedSamples([repetition(1)], memcpy: nil, compute: [repetition(-1)]) == nil)
        #expect(PairedSamples([], memcpy: [repetition(1)], compute: nil) == nil)
        #expect(PairedSamples([repetition(0, process: 0)], memcpy: nil, compute: nil) == nil)
    }
}

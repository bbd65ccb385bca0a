@testable import Gate
import Testing

@Suite struct CalibrationPairingTests {
    func sample(_ value: Double, order: Double? = nil, index: Int? = nil, process: Int? = nil) -> Sample {
        Sample(value: value, order: order, repetitionIndex: index, process: process)
    }

    @Test("per process: the fastest repetition of each process, with each calibration's fastest in that process")
    func sameProcessFastest() throws {
        let samples = [sample(100, process: 0), sample(90, process: 0), sample(120, process: 1), sample(130, process: 1)]
        let memory = [sample(10, process: 1), sample(9, process: 0), sample(11, process: 0), sample(12, process: 1)]
        let compute = [sample(5, process: 0), sample(6, process: 1)]
        let units = try #require(CalibrationPairing.units(samples, memory: memory, compute: compute))
        #expect(units == TimeUnits(times: [90, 120], memory: [9, 10], compute: [5, 6], pairing: .sameProcessFastest))
    }

    @Test("per process: a calibration missing from one of the benchmark's processes gives no units")
    func processWithoutCalibration() {
        let samples = [sample(100, process: 0), sample(120, process: 1)]
        #expect(CalibrationPairing.units(samples, memory: [sample(9, process: 0)], compute: nil) == nil)
        #expect(CalibrationPairing.units(samples, memory: nil, compute: [sample(0, process: 0), sample(1, process: 1)]) == nil)
        let raw = CalibrationPairing.units(samples, memory: nil, compute: nil)
        #expect(raw?.times == [100, 120] && raw?.memory == nil && raw?.compute == nil)
    }

    @Test("per repetition: each repetition with the calibration repetition nearest in execution order")
    func nearestInTime() throws {
        let samples = [sample(100, order: 1, index: 0), sample(300, order: 9, index: 1)]
        let calibration = [sample(10, order: 0, index: 0), sample(30, order: 8, index: 1), sample(50, order: 12, index: 2)]
        let units = try #require(CalibrationPairing.units(samples, memory: calibration, compute: nil))
        #expect(units.pairing == .nearestInTime)
        #expect(units.times == [100, 300] && units.memory == [10, 30])
    }

    @Test("a tie in distance picks the earlier calibration repetition")
    func tieIsDeterministic() throws {
        let units = try #require(CalibrationPairing.units(
            [sample(60, order: 5, index: 0)], memory: [sample(30, order: 7, index: 1), sample(20, order: 3, index: 0)], compute: nil))
        #expect(units.memory == [20])
    }

    @Test("without execution order: by repetition index, else by the calibration's median")
    func fallbacks() throws {
        let samples = [sample(100, index: 0), sample(200, index: 1)]
        let byIndex = try #require(CalibrationPairing.units(samples, memory: [sample(50, index: 1), sample(10, index: 0)], compute: nil))
        #expect(byIndex.pairing == .repetitionIndex)
        #expect(byIndex.memory == [10, 50])

        let byMedian = try #require(CalibrationPairing.units(samples, memory: [sample(10), sample(30)], compute: nil))
        #expect(byMedian.pairing == .median)
        #expect(byMedian.memory == [20, 20])
    }

    @Test("no usable calibration gives no units; no samples neither")
    func unusable() {
        #expect(CalibrationPairing.units([sample(1, order: 0, index: 0)], memory: [], compute: nil) == nil)
        #expect(CalibrationPairing.units([sample(1, order: 0, index: 0)], memory: [sample(0, order: 1, index: 0)], compute: nil) == nil)
        #expect(CalibrationPairing.units([], memory: [sample(1, order: 1, index: 0)], compute: nil) == nil)
    }
}

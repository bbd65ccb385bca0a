@testable import Gate
import Testing

@Suite struct CalibrationPairingTests {
    @Test("each repetition is divided by the calibration repetition nearest in execution order")
    func nearestInTime() throws {
        let samples = [Sample(value: 100, order: 1, repetitionIndex: 0), Sample(value: 300, order: 9, repetitionIndex: 1)]
        let calibration = [Sample(value: 10, order: 0, repetitionIndex: 0), Sample(value: 30, order: 8, repetitionIndex: 1),
                           Sample(value: 50, order: 12, repetitionIndex: 2)]
        let result = try #require(CalibrationPairing.normalise(samples, by: calibration))
        #expect(result.pairing == .nearestInTime)
        #expect(result.values == [10, 10])
    }

    @Test("a tie in distance picks the earlier calibration repetition")
    func tieIsDeterministic() throws {
        let result = try #require(CalibrationPairing.normalise(
            [Sample(value: 60, order: 5, repetitionIndex: 0)],
            by: [Sample(value: 30, order: 7, repetitionIndex: 1), Sample(value: 20, order: 3, repetitionIndex: 0)]))
        #expect(result.values == [3])
    }

    @Test("without execution order: by repetition index, else by the calibration's median")
    func fallbacks() throws {
        let samples = [Sample(value: 100, order: nil, repetitionIndex: 0), Sample(value: 200, order: nil, repetitionIndex: 1)]
        let byIndex = try #require(CalibrationPairing.normalise(
            samples, by: [Sample(value: 50, order: nil, repetitionIndex: 1), Sample(value: 10, order: nil, repetitionIndex: 0)]))
        #expect(byIndex.pairing == .repetitionIndex)
        #expect(byIndex.values == [10, 4])

        let byMedian = try #require(CalibrationPairing.normalise(
            samples, by: [Sample(value: 10, order: nil, repetitionIndex: nil), Sample(value: 30, order: nil, repetitionIndex: nil)]))
        #expect(byMedian.pairing == .median)
        #expect(byMedian.values == [5, 10])
    }

    @Test("no usable calibration gives no normalisation")
    func unusable() {
        #expect(CalibrationPairing.normalise([Sample(value: 1, order: 0, repetitionIndex: 0)], by: []) == nil)
        #expect(CalibrationPairing.normalise(
            [Sample(value: 1, order: 0, repetitionIndex: 0)], by: [Sample(value: 0, order: 1, repetitionIndex: 0)]) == nil)
        #expect(CalibrationPairing.normalise([], by: [Sample(value: 1, order: 1, repetitionIndex: 0)]) == nil)
    }
}

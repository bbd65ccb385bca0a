@testable import Gate
import Testing

@Suite struct MachineSpeedModelTests {
    @Test("the memory share is the memcpy's baseline time over the benchmark's, capped at 1")
    func memoryShare() throws {
        let model = try #require(MachineSpeedModel(baseline: PairedSamples(times: [100, 100], memcpyTimes: [25, 25], computeTimes: [10, 10], pairing: .perProcess)))
        #expect(model.memoryShare == 0.25)
        let faster = try #require(MachineSpeedModel(baseline: PairedSamples(times: [10], memcpyTimes: [20], computeTimes: [5], pairing: .perRepetition)))
        #expect(faster.memoryShare == 1)
    }

    @Test("samples go to the baseline's machine speed: memory part by memcpy, the rest by the compute calibration")
    func normalises() throws {
        let model = try #require(MachineSpeedModel(baseline: PairedSamples(times: [100], memcpyTimes: [25], computeTimes: [10], pairing: .perRepetition)))
        // memory 2x slower, compute unchanged: expected time 0.25 * 2 + 0.75 = 1.25x.
        let values = model.normalised(PairedSamples(times: [125, 250], memcpyTimes: [50, 50], computeTimes: [10, 20], pairing: .perRepetition))
        #expect(abs(values[0] - 100) < 1e-9)
        // second sample: memory 2x, compute 2x: 2x slower machine.
        #expect(abs(values[1] - 125) < 1e-9)
    }

    @Test("one calibration only: memcpy alone divides everything; the compute calibration alone too; none: raw")
    func oneCalibration() throws {
        let memoryOnly = try #require(MachineSpeedModel(baseline: PairedSamples(times: [100], memcpyTimes: [25], computeTimes: nil, pairing: .perRepetition)))
        #expect(memoryOnly.memoryShare == 1)
        #expect(memoryOnly.normalised(PairedSamples(times: [150], memcpyTimes: [50], computeTimes: nil, pairing: .perRepetition)) == [75])
        let computeOnly = try #require(MachineSpeedModel(baseline: PairedSamples(times: [100], memcpyTimes: nil, computeTimes: [10], pairing: .perRepetition)))
        #expect(computeOnly.memoryShare == 0)
        #expect(computeOnly.normalised(PairedSamples(times: [150], memcpyTimes: nil, computeTimes: [15], pairing: .perRepetition)) == [100])
        #expect(MachineSpeedModel(baseline: PairedSamples(times: [100], memcpyTimes: nil, computeTimes: nil, pairing: .perRepetition)) == nil)
        #expect(MachineSpeedModel(baseline: PairedSamples(times: [0], memcpyTimes: [1], computeTimes: nil, pairing: .perRepetition)) == nil)
    }
}

@testable import Gate
import Testing

@Suite struct MachineSpeedModelTests {
    @Test("the memory share is the memcpy's baseline time over the benchmark's, capped at 1")
    func memoryShare() throws {
        let model = try #require(MachineSpeedModel(baseline: TimeUnits(times: [100, 100], memory: [25, 25], compute: [10, 10], pairing: .sameProcessFastest)))
        #expect(model.memoryShare == 0.25)
        let faster = try #require(MachineSpeedModel(baseline: TimeUnits(times: [10], memory: [20], compute: [5], pairing: .median)))
        #expect(faster.memoryShare == 1)
    }

    @Test("units go to the baseline's machine speed: memory part by memcpy, the rest by the compute calibration")
    func normalises() throws {
        let model = try #require(MachineSpeedModel(baseline: TimeUnits(times: [100], memory: [25], compute: [10], pairing: .median)))
        // memory 2x slower, compute unchanged: expected time 0.25 * 2 + 0.75 = 1.25x.
        let values = model.normalised(TimeUnits(times: [125, 250], memory: [50, 50], compute: [10, 20], pairing: .median))
        #expect(abs(values[0] - 100) < 1e-9)
        // second unit: memory 2x, compute 2x: 2x slower machine.
        #expect(abs(values[1] - 125) < 1e-9)
    }

    @Test("one calibration only: memcpy alone divides everything; the compute calibration alone too; none: raw")
    func oneCalibration() throws {
        let memoryOnly = try #require(MachineSpeedModel(baseline: TimeUnits(times: [100], memory: [25], compute: nil, pairing: .median)))
        #expect(memoryOnly.memoryShare == 1)
        #expect(memoryOnly.normalised(TimeUnits(times: [150], memory: [50], compute: nil, pairing: .median)) == [75])
        let computeOnly = try #require(MachineSpeedModel(baseline: TimeUnits(times: [100], memory: nil, compute: [10], pairing: .median)))
        #expect(computeOnly.memoryShare == 0)
        #expect(computeOnly.normalised(TimeUnits(times: [150], memory: nil, compute: [15], pairing: .median)) == [100])
        #expect(MachineSpeedModel(baseline: TimeUnits(times: [100], memory: nil, compute: nil, pairing: .median)) == nil)
        #expect(MachineSpeedModel(baseline: TimeUnits(times: [0], memory: [1], compute: nil, pairing: .median)) == nil)
    }
}

import Testing
@testable import Report

@Suite struct AxisScaleTests {
    @Test(arguments: [[0.3, 7.9], [12, 187], [1e3, 2.2e6], [-4.5, 3.1], [5, 5]])
    func linearTicksCoverTheData(_ values: [Double]) {
        let scale = AxisScale(covering: values, start: 0, end: 100)
        #expect(scale.lower <= values.min()!)
        #expect(scale.upper >= values.max()!)
        #expect(scale.ticks.count >= 2 && scale.ticks.count <= 12)
        #expect(scale.position(scale.lower) == 0 && scale.position(scale.upper) == 100)
    }

    @Test(arguments: [[3.2e3, 4.1e3], [800, 2.5e6], [0.07, 0.9]])
    func logTicksCoverTheData(_ values: [Double]) {
        let scale = AxisScale(covering: values, start: 10, end: 110, logarithmic: true)
        #expect(scale.lower <= values.min()! && scale.upper >= values.max()!)
        // Equal ratios are equal distances.
        let a = scale.position(values.min()!), b = scale.position(values.min()! * 1.1), c = scale.position(values.min()! * 1.21)
        #expect(abs((b - a) - (c - b)) < 1e-9)
    }

    @Test func barScalesIncludeZero() {
        let scale = AxisScale(covering: [40, 90], start: 0, end: 200, includeZero: true)
        #expect(scale.lower == 0)
        #expect(abs(scale.position(50) - 200 * 50 / scale.upper) < 1e-9)
    }
}

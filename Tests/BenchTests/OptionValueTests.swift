@testable import bench
import PiPVideo
import Testing

@Suite struct OptionValueTests {
    @Test("a size list reads WxH items separated by commas, ignoring spaces and empty items")
    func sizeList() throws {
        let list = try FrameSizeList(parsing: " 640x360,,1279x719 ")
        #expect(list.sizes == [FrameSize(width: 640, height: 360), FrameSize(width: 1279, height: 719)])
        #expect(list.description == "640x360,1279x719")
        #expect(try FrameSizeList(parsing: list.description) == list)
        #expect(try FrameSizeList(parsing: "32768x1").sizes == [FrameSize(width: 32768, height: 1)])
    }

    @Test("a size list names the first item that is not WxH with positive integers", arguments: [
        ("abc", "abc"), ("0x360", "0x360"), ("640x0", "640x0"), ("640x", "640x"), ("640X360", "640X360"),
        ("1.5x2", "1.5x2"), ("640x360x2", "640x360x2"), ("640x360;320x240", "640x360;320x240"),
        ("640x360,abc,0x1", "abc"), (" ", " "),
    ])
    func sizeListRejectsItem(text: String, item: String) {
        #expect(throws: OptionValueError.notASize(item)) { try FrameSizeList(parsing: text) }
        #expect(OptionValueError.notASize(item).description
            == "size '\(item)' is not WxH with positive integers, e.g. 1920x1080")
    }

    @Test("a size list rejects sides above the frame limit, and an empty list")
    func sizeListLimits() {
        let maximum = Plane.maximumDimension
        #expect(throws: OptionValueError.sizeTooLarge("\(maximum + 1)x10", maximum: maximum)) {
            try FrameSizeList(parsing: "\(maximum + 1)x10")
        }
        #expect(throws: OptionValueError.sizeTooLarge("10x99999", maximum: maximum)) {
            try FrameSizeList(parsing: "640x360,10x99999")
        }
        #expect(OptionValueError.sizeTooLarge("10x99999", maximum: 32768).description
            == "size '10x99999' exceeds the maximum of 32768 per side")
        for text in ["", ",", ",,"] {
            #expect(throws: OptionValueError.noSize) { try FrameSizeList(parsing: text) }
        }
    }

    @Test("a percentage is a finite number above 0, with or without a % sign")
    func percent() throws {
        #expect(try Percent(parsing: "5").value == 5)
        #expect(try Percent(parsing: " 2.5% ").value == 2.5)
        #expect(try Percent(parsing: "1000").fraction == 10)
        #expect(try Percent(parsing: "2.5").fraction == 2.5 / 100)
        for text in ["abc", "0", "-1", "", "nan", "inf", "1e400", "5%%", "5 %", "%"] {
            #expect(throws: OptionValueError.notAPercentage(text)) { try Percent(parsing: text) }
        }
    }

    @Test("a percentage's text reads back to the same number",
          arguments: ["5", "2.5", "12.5", "0.001", "1e-05", "33.333"])
    func percentRoundTrip(text: String) throws {
        let percent = try Percent(parsing: text)
        #expect(try Percent(parsing: percent.description) == percent)
        #expect(Double(percent.description) == percent.value)
    }

    @Test("a pipeline budget is PIPELINE=PERCENT, split at the first =")
    func pipelineBudget() throws {
        let budget = try PipelineBudget(parsing: "videosdk=20%")
        #expect(budget.pipeline == "videosdk")
        #expect(budget.percent == Percent(20))
        #expect(budget.description == "videosdk=20")
        #expect(throws: OptionValueError.notAnAssignment("videosdk", expected: "PIPELINE=PERCENT, e.g. videosdk=20")) {
            try PipelineBudget(parsing: "videosdk")
        }
        #expect(throws: OptionValueError.notAnAssignment("=5", expected: "PIPELINE=PERCENT, e.g. videosdk=20")) {
            try PipelineBudget(parsing: "=5")
        }
        #expect(throws: OptionValueError.notAPercentage("b=5")) { try PipelineBudget(parsing: "best=b=5") }
        #expect(throws: OptionValueError.unknownPipeline("a", known: PipelineKind.allCases.map(\.rawValue))) {
            try PipelineBudget(parsing: "a=5")
        }
        let memory = try PipelineMemoryBudget(parsing: "videosdk=32MB")
        #expect(memory.pipeline == "videosdk" && memory.megabytes == Megabytes(32) && memory.description == "videosdk=32")
        #expect(throws: OptionValueError.notMegabytes("-1")) { try Megabytes(parsing: "-1") }
        #expect(throws: OptionValueError.notMegabytes("x")) { try Megabytes(parsing: "x") }
        #expect(try Megabytes(parsing: " 1.5 MB ").byteCount == 1_572_864)
        #expect(throws: OptionValueError.notAPercentage("0")) { try PipelineBudget(parsing: "videosdk=0") }
    }

    @Test("a threshold override is REGEX=PERCENT, split at the last =")
    func thresholdOverride() throws {
        let override = try ThresholdOverride(parsing: "a=b=2.5%")
        #expect(override.filter.pattern == "a=b")
        #expect(override.percent == Percent(2.5))
        #expect(override.description == "a=b=2.5")
        #expect(throws: OptionValueError.notAnAssignment("naive/", expected: "REGEX=PERCENT, e.g. 'naive/=10'")) {
            try ThresholdOverride(parsing: "naive/")
        }
        #expect(throws: OptionValueError.notAPercentage("abc")) { try ThresholdOverride(parsing: "naive/=abc") }
        let error = #expect(throws: OptionValueError.self) { try ThresholdOverride(parsing: "(=5") }
        guard case let .invalidPattern(invalid)? = error else {
            Issue.record("an unbalanced regex gave \(String(describing: error))")
            return
        }
        #expect(invalid.pattern == "(")
        #expect(OptionValueError.invalidPattern(invalid).description.hasPrefix("invalid filter regex '('"))
    }
}

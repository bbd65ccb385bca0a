import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// Exact render patterns of every skip policy.
@Suite struct SkipPolicyTests {
    static let hd = FrameSize(width: 1920, height: 1080)

    /// Decisions for `count` frames at 30 fps of one size in one window.
    static func pattern(
        _ policy: SkipPolicy, count: Int, source: FrameSize = hd, window: WindowSize = .defaultPiP
    ) throws -> [Bool] {
        var decider = try SkipDecider(policy: policy)
        return (0..<count).map { index in
            decider.shouldRender(FrameArrival(
                timestampNanoseconds: Int64(index) * 33_333_333, sourceSize: source, window: window))
        }
    }

    /// "R" for rendered, "." for skipped.
    static func text(_ pattern: [Bool]) -> String { String(pattern.map { $0 ? "R" : "." }) }

    @Test("render-all renders every frame")
    func renderAll() throws {
        #expect(try Self.text(Self.pattern(.renderAll, count: 6)) == "RRRRRR")
    }

    @Test("every-nth (seed 000) counts first, so it skips the first n - 1 frames")
    func everyNth() throws {
        #expect(try Self.text(Self.pattern(.everyNth(2), count: 8)) == ".R.R.R.R")
        #expect(try Self.text(Self.pattern(.everyNth(3), count: 9)) == "..R..R..R")
        #expect(try Self.text(Self.pattern(.everyNth(1), count: 4)) == "RRRR")
    }

    @Test("toggle (upstream's first renderer) flips before deciding: skip, render, ... the same as every-nth n=2")
    func toggle() throws {
        #expect(try Self.text(Self.pattern(.toggle, count: 8)) == ".R.R.R.R")
        #expect(try Self.pattern(.toggle, count: 301) == Self.pattern(.everyNth(2), count: 301))
    }

    @Test("size-ratio: upstream's example, T = 15, a 3840-wide track in a 240-point window: N = 8, 1 of 9 rendered")
    func upstreamExample() throws {
        let pattern = try Self.pattern(.sizeRatio(threshold: 15), count: 27, source: FrameSize(width: 3840, height: 2160),
                                       window: WindowSize(width: 240, height: 135))
        #expect(Self.text(pattern) == "R........R........R........")
        #expect(SizeRatioSkipper.framesToSkip(source: FrameSize(width: 3840, height: 2160), window: WindowSize(width: 240, height: 135),
                                              threshold: 15) == 8)
    }

    @Test("size-ratio N per threshold 2, 3 and 15 (N = max(Int(max ratio) / 2, 1) when either ratio >= T, else 0)")
    func thresholds() {
        func skip(_ width: Int, _ height: Int, _ window: WindowSize, _ threshold: Double) -> Int {
            SizeRatioSkipper.framesToSkip(source: FrameSize(width: width, height: height), window: window, threshold: threshold)
        }
        let pip = WindowSize.defaultPiP
        // 1280x720 in 640x480: ratios 2 and 1.5.
        #expect(skip(1280, 720, pip, 2) == 1)        // triggered at exactly T; Int(2) / 2 = 1
        #expect(skip(1280, 720, pip, 3) == 0)
        // 1920x1080 in 640x480: ratios 3 and 2.25 -> Int(3) / 2 = 1.
        #expect(skip(1920, 1080, pip, 2) == 1 && skip(1920, 1080, pip, 3) == 1 && skip(1920, 1080, pip, 15) == 0)
        // 3840x2160 in 640x480: ratios 6 and 4.5 -> N = 3 for T = 2 and 3.
        #expect(skip(3840, 2160, pip, 2) == 3 && skip(3840, 2160, pip, 3) == 3 && skip(3840, 2160, pip, 15) == 0)
        // Either axis triggers: a tall source in a wide window.
        #expect(skip(480, 4000, WindowSize(width: 640, height: 250), 15) == 8)   // height ratio 16
        // Just below the threshold: 1919 / 640 = 2.998 < 3.
        #expect(skip(1919, 1079, pip, 3) == 0)
        // Triggered with a ratio below 2 (T < 2): N is at least 1.
        #expect(skip(1000, 100, pip, 1.5) == 1)
        #expect(skip(640, 480, pip, 2) == 0)
    }

    @Test("size-ratio recomputes N when the size changes and restarts the phase: the first frame after a change renders")
    func sizeChangeMidStream() throws {
        var decider = try SkipDecider(policy: .sizeRatio(threshold: 2))
        let window = WindowSize.defaultPiP
        func next(_ index: Int, _ source: FrameSize, _ window: WindowSize = window) -> Bool {
            decider.shouldRender(FrameArrival(timestampNanoseconds: Int64(index) * 33_333_333, sourceSize: source, window: window))
        }
        let uhd = FrameSize(width: 3840, height: 2160)   // N = 3 in 640x480
        let sd = FrameSize(width: 640, height: 360)      // N = 0
        var decisions: [Bool] = []
        for index in 0..<6 { decisions.append(next(index, uhd)) }        // R...R.
        for index in 6..<9 { decisions.append(next(index, sd)) }         // RRR (not triggered)
        for index in 9..<14 { decisions.append(next(index, uhd)) }       // R...R (phase restarts)
        decisions.append(next(14, uhd, WindowSize(width: 240, height: 135)))  // window change: N = 8, renders
        for index in 15..<24 { decisions.append(next(index, uhd, WindowSize(width: 240, height: 135))) }
        #expect(Self.text(decisions) == "R...R." + "RRR" + "R...R" + "R" + "........R")
    }

    @Test("size-ratio with an unusable window or source renders every frame; huge ratios do not trap")
    func sizeRatioDegenerate() throws {
        for window in [WindowSize(width: 0, height: 0), WindowSize(width: .nan, height: 480), WindowSize(width: -640, height: 480),
                       WindowSize(width: .infinity, height: .infinity)] {
            #expect(try Self.text(Self.pattern(.sizeRatio(threshold: 15), count: 5, window: window)) == "RRRRR", "\(window)")
        }
        #expect(try Self.text(Self.pattern(.sizeRatio(threshold: 2), count: 3, source: FrameSize(width: 0, height: 0))) == "RRR")
        let huge = SizeRatioSkipper.framesToSkip(source: FrameSize(width: 4096, height: 4096),
                                                 window: WindowSize(width: 1e-300, height: 1e-300), threshold: 15)
        #expect(huge == Int(Int32.max) / 2)
    }

    @Test("invalid parameters are typed errors")
    func invalidParameters() {
        #expect(throws: SkipPolicyError.invalidInterval(0)) { try SkipDecider(policy: .everyNth(0)) }
        #expect(throws: SkipPolicyError.invalidInterval(-3)) { try SkipDecider(policy: .everyNth(-3)) }
        #expect(throws: SkipPolicyError.invalidThreshold(0)) { try SkipDecider(policy: .sizeRatio(threshold: 0)) }
        #expect(throws: SkipPolicyError.invalidThreshold(-.infinity)) { try SkipDecider(policy: .sizeRatio(threshold: -.infinity)) }
        #expect(throws: SkipPolicyError.self) { try SkipDecider(policy: .sizeRatio(threshold: .nan)) }
        #expect(throws: SkipPolicyError.invalidFrameRate(0)) { try SkipDecider(policy: .frameRateCap(framesPerSecond: 0)) }
        #expect(throws: SkipPolicyError.invalidFrameRate(1001)) { try SkipDecider(policy: .frameRateCap(framesPerSecond: 1001)) }
        #expect(SkipPolicyError.invalidThreshold(0).description.contains("upstream: 2, 3 or 15"))
    }

    @Test("ids and descriptions")
    func names() {
        #expect(SkipSimulation.standardPolicies.map(\.id) == ["render-all", "every-nth", "toggle", "size-ratio", "size-ratio", "size-ratio", "fps-cap"])
        #expect(SkipPolicy.sizeRatio(threshold: 15).description == "size-ratio T=15")
        #expect(SkipPolicy.sizeRatio(threshold: 2.5).description == "size-ratio T=2.5")
        #expect(SkipPolicy.frameRateCap(framesPerSecond: 15).description == "fps-cap F=15")
        #expect(SkipPolicy.everyNth(2).description == "every-nth n=2")
    }

    @Test("a decider is a value: a copy continues from the same state, independently")
    func valueSemantics() throws {
        var original = try SkipDecider(policy: .everyNth(3))
        let frame = FrameArrival(timestampNanoseconds: 0, sourceSize: Self.hd, window: .defaultPiP)
        _ = original.shouldRender(frame)
        var copy = original
        #expect([copy.shouldRender(frame), copy.shouldRender(frame)] == [false, true])
        #expect([original.shouldRender(frame), original.shouldRender(frame)] == [false, true])
    }
}

import Testing
@testable import PiPLibYUV
@testable import PiPVideo

@Suite struct OutputSizingTests {
    private func size(_ width: Int, _ height: Int) -> FrameSize { FrameSize(width: width, height: height) }

    @Test("aspect-fit into the default 640x480-point window, truncated, even")
    func aspectFit() throws {
        let sizing = OutputSizing()
        #expect(try sizing.outputSize(for: size(1920, 1080)) == size(640, 360))
        #expect(try sizing.outputSize(for: size(3840, 2160)) == size(640, 360))
        #expect(try sizing.outputSize(for: size(1080, 1920)) == size(270, 480))  // portrait: height binds
        #expect(try sizing.outputSize(for: size(720, 1280)) == size(270, 480))
        #expect(try sizing.outputSize(for: size(1280, 960)) == size(640, 480))   // same aspect: exactly the window
        // 1279x719: ratio 640/1279 -> 640 x 359.72 -> 640 x 359 -> 640 x 358 (rounded down to even).
        #expect(try sizing.outputSize(for: size(1279, 719)) == size(640, 358))
    }

    @Test("the binding side equals the window exactly despite floating point (1920 x (640 / 1920) is 640)")
    func bindingSideIsExact() throws {
        for width in stride(from: 642, through: 8192, by: 2) {
            let output = try OutputSizing(window: WindowSize(width: 640, height: 10_000)).outputSize(for: size(width, 2))
            #expect(output.width == 640, "source width \(width)")
        }
    }

    @Test("a source that already fits is not enlarged, only rounded down to even")
    func neverUpscales() throws {
        let sizing = OutputSizing()
        #expect(try sizing.outputSize(for: size(320, 180)) == size(320, 180))
        #expect(try sizing.outputSize(for: size(639, 479)) == size(638, 478))
        #expect(try sizing.outputSize(for: size(640, 480)) == size(640, 480))
        #expect(try sizing.outputSize(for: size(641, 100)) == size(640, 98))  // 100 x 640/641 = 99.84 -> 99 -> 98
    }

    @Test("the window is in points times the screen scale (upstream: points, scale 1)")
    func screenScale() throws {
        let window = WindowSize(width: 320, height: 180)
        #expect(try OutputSizing(window: window).outputSize(for: size(1920, 1080)) == size(320, 180))
        #expect(try OutputSizing(window: window, screenScale: 2).outputSize(for: size(1920, 1080)) == size(640, 360))
        #expect(try OutputSizing(window: window, screenScale: 3).outputSize(for: size(1920, 1080)) == size(960, 540))
        #expect(try OutputSizing(window: WindowSize(width: 213.5, height: 120), screenScale: 1.5).outputSize(for: size(1920, 1080))
            == size(320, 180))  // 320.25 x 180 pixels
    }

    @Test("tiny windows and extreme aspect ratios give at least 2x2, never zero")
    func minimumSize() throws {
        #expect(try OutputSizing(window: WindowSize(width: 0.5, height: 0.5)).outputSize(for: size(1920, 1080)) == size(2, 2))
        #expect(try OutputSizing().outputSize(for: size(3840, 20)) == size(640, 2))   // 20 / 6 = 3.33 -> 3 -> 2
        #expect(try OutputSizing().outputSize(for: size(20, 3840)) == size(2, 480))
        #expect(try OutputSizing().outputSize(for: size(1, 1)) == size(2, 2))         // the minimum wins over "never enlarge"
        #expect(try OutputSizing(window: WindowSize(width: 1e-300, height: 1e-300)).outputSize(for: size(8, 8)) == size(2, 2))
    }

    @Test("degenerate windows, scales and sources are typed errors; the fallback is the default window or 2x2")
    func degenerateInputs() throws {
        let source = size(1920, 1080)
        for window in [WindowSize(width: 0, height: 480), WindowSize(width: 640, height: -1), WindowSize(width: .nan, height: 480),
                       WindowSize(width: .infinity, height: 480), WindowSize(width: 0, height: 0)] {
            #expect {
                try OutputSizing(window: window).outputSize(for: source)
            } throws: { error in
                guard case let .invalidWindow(reported) = error as? SizingError else { return false }
                return reported.description == window.description
            }
            #expect(OutputSizing(window: window).outputSizeOrFallback(for: source) == size(640, 360))
        }
        for scale in [0, -2, Double.nan, .infinity, 1e308] {
            #expect {
                try OutputSizing(screenScale: scale).outputSize(for: source)
            } throws: { error in
                guard case .invalidScreenScale = error as? SizingError else { return false }
                return true
            }
            #expect(OutputSizing(screenScale: scale).outputSizeOrFallback(for: source) == size(640, 360))
        }
        for bad in [size(0, 1080), size(1920, 0), size(-4, -4)] {
            #expect {
                try OutputSizing().outputSize(for: bad)
            } throws: { error in
                guard case let .invalidSource(reported) = error as? SizingError else { return false }
                return reported == bad
            }
            #expect(OutputSizing().outputSizeOrFallback(for: bad) == OutputSizing.minimumSize)
        }
        #expect(SizingError.invalidWindow(WindowSize(width: 0, height: 480)).description.contains("use the default 640x480"))
    }

    @Test("every output is even, at least 2x2, no larger than the source (when the source is at least 2x2) and fits the window")
    func properties() throws {
        let windows = [WindowSize.defaultPiP, WindowSize(width: 320, height: 180), WindowSize(width: 100.7, height: 333.3)]
        for window in windows {
            let sizing = OutputSizing(window: window)
            for width in stride(from: 2, through: 4000, by: 97) {
                for height in stride(from: 2, through: 4000, by: 89) {
                    let output = try sizing.outputSize(for: size(width, height))
                    #expect(output.width % 2 == 0 && output.height % 2 == 0 && output.width >= 2 && output.height >= 2)
                    #expect(output.width <= width && output.height <= height)
                    #expect(Double(output.width) <= max(window.width, 2) && Double(output.height) <= max(window.height, 2))
                }
            }
        }
    }
}

import PiPVideo

/// A frame format the fuzzer can assemble from planes it placed itself.
protocol AssembledFrame: VideoFrame {
    /// The frame of `planes` (in the order `planes` lists them).
    /// - Throws: `FrameError` when they do not make a frame of this format.
    init(assembling planes: [Plane]) throws
}

extension I420Frame: AssembledFrame {
    init(assembling planes: [Plane]) throws { try self.init(y: planes[0], u: planes[1], v: planes[2]) }
}

extension NV12Frame: AssembledFrame {
    init(assembling planes: [Plane]) throws { try self.init(y: planes[0], cbcr: planes[1]) }
}

extension BGRAFrame: AssembledFrame {
    init(assembling planes: [Plane]) throws { try self.init(pixels: planes[0]) }
}

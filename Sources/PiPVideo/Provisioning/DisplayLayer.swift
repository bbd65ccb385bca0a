/// A model of AVSampleBufferDisplayLayer's hold on buffers: the last enqueued buffer stays in use
/// (on screen) until the next one replaces it, so a renderer always has one buffer displayed while
/// it writes the next.
public final class DisplayLayer<Frame: PixelBufferFrame>: @unchecked Sendable {
    private var displayed: PixelBuffer<Frame>?
    /// Buffers enqueued so far.
    public private(set) var enqueuedCount = 0

    public init() {}

    /// Shows `buffer`, releasing the one shown before (back to its pool, or freed).
    public func enqueue(_ buffer: consuming PixelBuffer<Frame>) {
        displayed = consume buffer
        enqueuedCount += 1
    }

    /// Releases the displayed buffer (PiP stopped).
    public func flush() { displayed = nil }

    /// The frame on screen, if any.
    public var displayedFrame: Frame? {
        switch displayed {
        case let .some(buffer): return buffer.frame
        case .none: return nil
        }
    }
}

import Foundation

/// A model of AVSampleBufferDisplayLayer's hold on buffers: the last enqueued buffer stays in use
/// (on screen) until the next one replaces it, so a renderer always has one buffer displayed while
/// it writes the next.
///
/// Thread-safe, as the layer it models: frames are enqueued on a processing queue while the main
/// thread may flush it (PiP stopped) or look at what is shown. A buffer replaced or flushed goes
/// back to its pool while the layer's lock is held (the pool never calls back into the layer).
public final class DisplayLayer<Frame: PixelBufferFrame>: @unchecked Sendable {
    private let lock = NSLock()
    private var displayed: PixelBuffer<Frame>?
    private var enqueued = 0

    public init() {}

    /// Buffers enqueued so far.
    public var enqueuedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return enqueued
    }

    /// Shows `buffer`, releasing the one shown before (back to its pool, or freed).
    public func enqueue(_ buffer: consuming PixelBuffer<Frame>) {
        lock.lock()
        displayed = consume buffer
        enqueued += 1
        lock.unlock()
    }

    /// Releases the displayed buffer (PiP stopped).
    public func flush() {
        lock.lock()
        displayed = nil
        lock.unlock()
    }

    /// The storage of the buffer on screen (nothing when none is).
    public var keptStorage: KeptStorage { displayedFrame.map { KeptStorage($0.planes) } ?? KeptStorage() }

    /// The frame on screen, if any.
    public var displayedFrame: Frame? {
        lock.lock()
        defer { lock.unlock() }
        switch displayed {
        case let .some(buffer): return buffer.frame
        case .none: return nil
        }
    }
}

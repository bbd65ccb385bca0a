import Dispatch
import Testing
@testable import PiPLibYUV
@testable import PiPVideo

struct NoBuffer: Error {}

/// The pool's next buffer, or a thrown `NoBuffer` (`#require` does not take non-copyable values).
func next(_ pool: PixelBufferPool<NV12Frame>) throws -> PixelBuffer<NV12Frame> {
    guard let buffer = try pool.makeBuffer() else { throw NoBuffer() }
    return buffer
}

func next(_ provider: BufferProvider<NV12Frame>, _ size: FrameSize) throws -> PixelBuffer<NV12Frame> {
    guard let buffer = try provider.makeBuffer(size: size) else { throw NoBuffer() }
    return buffer
}

/// True when the pool hands out nothing (and drops the frame).
func dropsFrame(_ pool: PixelBufferPool<NV12Frame>) throws -> Bool {
    guard let buffer = try pool.makeBuffer() else { return true }
    _ = consume buffer
    return false
}

@Suite struct PixelBufferPoolTests {
    let size = FrameSize(width: 33, height: 17)

    @Test("buffers are created on first demand and reused once released")
    func reuse() throws {
        let pool = try PixelBufferPool<NV12Frame>(size: size, minimumBufferCount: 2)
        #expect(pool.bufferCount == 0)
        let first = try next(pool)
        let firstAddress = first.frame.y.baseAddress
        #expect(first.isPooled && first.frame.size == size)
        let second = try next(pool)
        #expect(pool.statistics == .init(buffersCreated: 2, buffersReused: 0))
        #expect(second.frame.y.baseAddress != firstAddress)
        _ = consume first
        let again = try next(pool)
        #expect(pool.statistics == .init(buffersCreated: 2, buffersReused: 1))
        #expect(again.frame.y.baseAddress == firstAddress)
        #expect(pool.bufferCount == 2)
    }

    @Test("a pool buffer's memory is fresh pages, 64-byte aligned rows, zeroed")
    func layout() throws {
        let pool = try PixelBufferPool<NV12Frame>(size: size)
        let buffer = try next(pool)
        #expect(buffer.frame.y.storage.backing == .freshPages)
        #expect(buffer.frame.y.bytesPerRow == 64 && buffer.frame.cbcr.bytesPerRow == 64)
        #expect(buffer.frame.y.storage.snapshot().allSatisfy { $0 == 0 })
    }

    @Test("when every buffer is in use: allocate beyond the minimum, or drop the frame; both are reported")
    func exhaustion() throws {
        let growing = try PixelBufferPool<NV12Frame>(size: size, minimumBufferCount: 2, exhaustionPolicy: .allocateBeyondMinimum)
        let a = try next(growing), b = try next(growing), c = try next(growing)
        #expect(growing.statistics == .init(buffersCreated: 3, allocationsBeyondMinimum: 1))
        #expect(Set([a.frame.y.baseAddress, b.frame.y.baseAddress, c.frame.y.baseAddress]).count == 3)

        let dropping = try PixelBufferPool<NV12Frame>(size: size, minimumBufferCount: 2, exhaustionPolicy: .dropFrame)
        let d = try next(dropping), e = try next(dropping)
        #expect(try dropsFrame(dropping))
        #expect(dropping.statistics == .init(buffersCreated: 2, framesDropped: 1))
        _ = consume d
        #expect(try !dropsFrame(dropping))
        _ = (a.isPooled, b.isPooled, c.isPooled, e.isPooled)
    }

    @Test("bad configuration is rejected with a typed error")
    func badConfiguration() {
        #expect(throws: PixelBufferPool<NV12Frame>.PoolError.invalidMinimumBufferCount(0)) {
            try PixelBufferPool<NV12Frame>(size: size, minimumBufferCount: 0)
        }
        #expect(throws: FrameError.nonPositiveSize(plane: "pool NV12", width: 0, height: 4)) {
            try PixelBufferPool<NV12Frame>(size: FrameSize(width: 0, height: 4))
        }
        #expect(throws: FrameError.self) { try PixelBufferPool<NV12Frame>(size: FrameSize(width: 1 << 20, height: 4)) }
        #expect(throws: PixelBufferPool<NV12Frame>.PoolError.invalidMinimumBufferCount(-1)) {
            try BufferProvider<NV12Frame>(.pool, minimumBufferCount: -1)
        }
    }

    @Test("many threads share one pool: no buffer is ever handed to two holders at once")
    func threads() throws {
        let pool = try PixelBufferPool<NV12Frame>(size: size, minimumBufferCount: 3)
        let failures = ProvisioningCounter()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<200 {
                guard let buffer = try? next(pool) else { failures.add(); continue }
                let marker = UInt8(truncatingIfNeeded: thread * 31 + round)
                buffer.frame.y.storage.fill(with: marker)
                if !buffer.frame.y.storage.snapshot().allSatisfy({ $0 == marker }) { failures.add() }
            }
        }
        #expect(failures.value == 0)
        let statistics = pool.statistics
        #expect(statistics.buffersCreated + statistics.buffersReused == 1600)
        #expect(statistics.buffersCreated == pool.bufferCount && pool.bufferCount <= 8)
    }
}

final class ProvisioningCounter: @unchecked Sendable {
    private let lock = NSLockLike()
    private(set) var value = 0
    func add() { lock.withLock { value += 1 } }
}

/// A tiny lock so the test target needs no Foundation import.
final class NSLockLike: @unchecked Sendable {
    private let queue = DispatchQueue(label: "lock")
    func withLock(_ body: () -> Void) { queue.sync(execute: body) }
}

@Suite struct BufferProviderTests {
    @Test("pool: created on first use, kept while the size stays, recreated when it changes")
    func poolRecreation() throws {
        let provider = try BufferProvider<NV12Frame>(.pool)
        #expect(provider.poolsCreated == 0 && provider.poolStatistics == nil)
        for _ in 0..<5 { _ = try provider.makeBuffer(size: FrameSize(width: 64, height: 32)) }
        #expect(provider.poolsCreated == 1)
        #expect(provider.poolStatistics == .init(buffersCreated: 1, buffersReused: 4))
        let resized = try next(provider, FrameSize(width: 32, height: 64))
        #expect(resized.frame.size == FrameSize(width: 32, height: 64))
        #expect(provider.poolsCreated == 2)
    }

    @Test("fresh: a new unpooled buffer every frame; pool-per-frame: a new pool every frame")
    func freshAndPoolPerFrame() throws {
        let fresh = try BufferProvider<NV12Frame>(.fresh)
        let one = try next(fresh, FrameSize(width: 8, height: 8))
        #expect(!one.isPooled && fresh.poolsCreated == 0)
        let perFrame = try BufferProvider<NV12Frame>(.poolPerFrame)
        for _ in 0..<3 { _ = try perFrame.makeBuffer(size: FrameSize(width: 8, height: 8)) }
        #expect(perFrame.poolsCreated == 3 && perFrame.poolStatistics == nil)
        #expect(throws: FrameError.self) { try fresh.makeBuffer(size: FrameSize(width: -2, height: 8)) }
    }

    @Test("with a display layer holding the last frame, a 2-buffer pool alternates between two buffers")
    func displayLayerSteadyState() throws {
        let provider = try BufferProvider<NV12Frame>(.pool, minimumBufferCount: 2, exhaustionPolicy: .dropFrame)
        let display = DisplayLayer<NV12Frame>()
        var addresses: [UnsafeMutableRawPointer] = []
        for _ in 0..<10 {
            let buffer = try next(provider, FrameSize(width: 16, height: 16))
            addresses.append(buffer.frame.y.baseAddress)
            display.enqueue(buffer)
        }
        #expect(Set(addresses).count == 2)
        #expect(provider.poolStatistics == .init(buffersCreated: 2, buffersReused: 8))
        #expect(display.enqueuedCount == 10 && display.displayedFrame?.y.baseAddress == addresses.last)
        display.flush()
        #expect(display.displayedFrame == nil)
    }
}

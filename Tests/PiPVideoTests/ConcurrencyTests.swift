import Dispatch
import Foundation
import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// The types the suite shares across threads, hammered from several threads at once (meant for
/// ThreadSanitizer: `scripts/ci/sanitize.sh thread`; without it they still check the counts and that
/// no buffer is handed to two holders at once).
@Suite struct ConcurrencyTests {
    static let threads = 4
    static let iterations = 5000
    static let size = FrameSize(width: 32, height: 16)

    @Test("a pool shared by several threads never hands one buffer to two holders; its counts add up",
          arguments: [PixelBufferPool<NV12Frame>.ExhaustionPolicy.allocateBeyondMinimum, .dropFrame])
    func poolFromSeveralThreads(policy: PixelBufferPool<NV12Frame>.ExhaustionPolicy) throws {
        let pool = try PixelBufferPool<NV12Frame>(size: Self.size, minimumBufferCount: 2, exhaustionPolicy: policy)
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for iteration in 0..<Self.iterations {
                guard let buffer = try? pool.makeBuffer() else {
                    if policy == .allocateBeyondMinimum { failures.add() }
                    continue
                }
                // Mark the buffer as this holder's, and check that nobody else wrote it meanwhile.
                let mark = UInt8(truncatingIfNeeded: thread &* 61 &+ iteration)
                let row = buffer.frame.y.row(0)
                for index in row.indices { row[index] = mark }
                for index in row.indices where row[index] != mark { failures.add(); break }
            }
        }
        let statistics = pool.statistics
        #expect(failures.value == 0)
        let made = statistics.buffersCreated + statistics.buffersReused
        #expect(made + statistics.framesDropped == Self.threads * Self.iterations)
        #expect(pool.bufferCount == statistics.buffersCreated)
        #expect(pool.bufferCount <= (policy == .dropFrame ? 2 : Self.threads))
    }

    @Test("a display layer fed, read and flushed from several threads counts every buffer and returns them to their pool")
    func displayLayerFromSeveralThreads() throws {
        let pool = try PixelBufferPool<NV12Frame>(size: Self.size, minimumBufferCount: 2)
        let display = DisplayLayer<NV12Frame>()
        let enqueued = Counter()
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for iteration in 0..<Self.iterations {
                if thread == 0, iteration % 3 == 0 {
                    display.flush()
                } else if let frame = display.displayedFrame {
                    #expect(frame.size == Self.size)
                } else if let buffer = try? pool.makeBuffer() {
                    display.enqueue(buffer)
                    enqueued.add()
                }
            }
        }
        #expect(display.enqueuedCount == enqueued.value)
        display.flush()
        // Every buffer is back: the pool hands each out again without creating one.
        let created = pool.statistics.buffersCreated
        try holdBuffers(pool.bufferCount, from: pool)
        #expect(pool.statistics.buffersCreated == created)
    }

    @Test("strategies run from several threads at once (shared catalogues, libyuv, scratch) give each thread the bytes of one run")
    func strategiesFromSeveralThreads() throws {
        let source = try NV12Frame.pseudoRandom(FrameSize(width: 64, height: 36))
        let expected = try NV12Frame.filled(with: 0, FrameSize(width: 16, height: 6))
        let strategies = ScaleNV12.everyStrategy
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: Self.threads) { _ in
            for strategy in strategies {
                guard let a = try? NV12Frame.filled(with: 0, expected.size), let b = try? NV12Frame.filled(with: 0, expected.size),
                      (try? strategy.run(source, into: a)) != nil, (try? strategy.run(source, into: b)) != nil else {
                    failures.add()
                    continue
                }
                if zip(a.planes, b.planes).contains(where: { $0.firstDifference(from: $1) != nil }) { failures.add() }
            }
        }
        #expect(failures.value == 0)
        _ = try RotateScaleNV12.libyuv.run(source, into: expected, .degrees90)
    }
}

/// Takes `count` buffers from `pool` and holds them all at once (buffers are non-copyable: one
/// per recursion level), then releases them.
private func holdBuffers(_ count: Int, from pool: PixelBufferPool<NV12Frame>) throws {
    guard count > 0 else { return }
    guard let buffer = try pool.makeBuffer() else {
        Issue.record("the pool handed out nothing")
        return
    }
    try holdBuffers(count - 1, from: pool)
    let pooled = buffer.isPooled
    #expect(pooled)
}

/// A thread-safe count for the tests.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

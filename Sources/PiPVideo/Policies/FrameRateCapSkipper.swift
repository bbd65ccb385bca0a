/// At most F rendered frames per second, by timestamps.
///
/// Exactly, with I = ceil(10^9 / F) ns and a tolerance of I / 4:
/// 1. Hard cap: a frame at time t is never rendered when F frames were already rendered with
///    timestamps in (t - 1 s, t]. So any 1-second window of timestamps holds at most F rendered
///    frames, whatever the timestamps.
/// 2. Pacing on a grid of slots I apart: the first frame is rendered and opens the grid (next
///    slot: t + I). A later frame takes the next slot, and is rendered, if it is at most I/4 early
///    (t >= slot - I/4); the slot after it is then slot + I. A frame more than one interval late
///    (t > slot + I: a pause, or a stream slower than F) is rendered and restarts the grid at t + I,
///    so pacing never bursts to catch up. A frame refused by the hard cap leaves the slot open for
///    the next frame.
/// 3. Timestamps going backwards (a new timeline) reset the state: that frame counts as the first.
///
/// The grid keeps the long-run rate at F and spreads the rendered frames evenly (a 30 fps stream
/// capped at 24 renders 4 of every 5 frames); the tolerance lets a slightly early frame take its
/// slot, so a 30 fps stream capped at 15 renders every other frame even when its timestamps
/// jitter by up to +-16 ms. With jitter, the hard cap occasionally refuses a frame (the one 1 s
/// earlier was late, this one is early) and the next frame takes the slot; when F is close to the
/// stream's rate, jitter costs frames (30 fps +-10 ms capped at 30 renders about 28 per second).
struct FrameRateCapSkipper: FrameSkipper {
    /// The largest F accepted (it bounds the timestamps kept for the hard cap).
    static let maximumFramesPerSecond = 1000
    static let nanosecondsPerSecond: Int64 = 1_000_000_000

    let framesPerSecond: Int
    /// I in nanoseconds.
    let interval: Int64
    /// How early a frame may be and still take its slot: I / 4.
    let tolerance: Int64
    private var due: Int64?
    /// Timestamps of the rendered frames of the last second, oldest first (at most F).
    private var recent: [Int64] = []

    init(framesPerSecond: Int) throws(SkipPolicyError) {
        guard (1...Self.maximumFramesPerSecond).contains(framesPerSecond) else { throw .invalidFrameRate(framesPerSecond) }
        self.framesPerSecond = framesPerSecond
        interval = (Self.nanosecondsPerSecond + Int64(framesPerSecond) - 1) / Int64(framesPerSecond)
        tolerance = interval / 4
    }

    mutating func shouldRender(_ frame: FrameArrival) -> Bool {
        let time = frame.timestampNanoseconds
        if let last = recent.last, time < last {
            due = nil
            recent.removeAll(keepingCapacity: true)
        }
        // Saturating: timestamps near Int64's limits must not trap.
        let windowStart = time.subtractingReportingOverflow(Self.nanosecondsPerSecond)
        if !windowStart.overflow { recent.removeAll { $0 <= windowStart.partialValue } }
        guard recent.count < framesPerSecond else { return false }
        if let due, time <= Self.adding(due, interval) {
            guard time >= due.subtractingReportingOverflow(tolerance).partialValue else { return false }
            self.due = Self.adding(due, interval)
        } else {
            due = Self.adding(time, interval)
        }
        recent.append(time)
        return true
    }

    private static func adding(_ a: Int64, _ b: Int64) -> Int64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int64.max : sum
    }
}

import Foundation

/// One round of `bench ab`: a process of the head build and one of the base build, run back to
/// back (in the order A B, then B A in the next round, and so on), each giving per benchmark its
/// fastest repetition in nanoseconds per frame.
public struct ABRound: Sendable, Equatable {
    /// The head process's fastest repetition per benchmark.
    public var head: [String: Double]
    /// The base process's fastest repetition per benchmark.
    public var base: [String: Double]
    /// True when the base process ran first in this round.
    public var baseFirst: Bool

    /// A round.
    public init(head: [String: Double], base: [String: Double], baseFirst: Bool) {
        self.head = head
        self.base = base
        self.baseFirst = baseFirst
    }

    /// log(head / base) of `name`, or nil when a side has no positive value.
    public func logRatio(_ name: String) -> Double? {
        guard let head = head[name], let base = base[name], head > 0, base > 0 else { return nil }
        return log(head / base)
    }

    /// The order in which round `index` (from 0) runs its processes: head first in even rounds,
    /// base first in odd ones (A B B A A B ...), so that a drift of the machine over two rounds
    /// falls on both sides equally.
    public static func baseFirst(inRound index: Int) -> Bool { index % 2 == 1 }
}

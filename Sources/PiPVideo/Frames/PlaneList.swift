/// The planes of one frame (up to three), as a collection that lives on the stack: iterating a
/// frame's planes in a per-frame path allocates nothing.
public struct PlaneList: RandomAccessCollection, Sendable {
    private let first: Plane
    private let second: Plane?
    private let third: Plane?

    public init(_ first: Plane, _ second: Plane? = nil, _ third: Plane? = nil) {
        self.first = first
        self.second = second
        self.third = second == nil ? nil : third
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { third != nil ? 3 : second != nil ? 2 : 1 }

    public subscript(position: Int) -> Plane {
        switch position {
        case 0: return first
        case 1: if let second { return second }
        case 2: if let third { return third }
        default: break
        }
        preconditionFailure("plane index \(position) out of range 0..<\(endIndex)")
    }
}

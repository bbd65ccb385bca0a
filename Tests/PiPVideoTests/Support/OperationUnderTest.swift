import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// An operation whose call parameters are `Parameters`, erased so that sweeps take several
/// operations as arguments of one parameterized test (and run them in parallel).
struct OperationUnderTest<Parameters: Sendable>: Sendable, CustomStringConvertible {
    /// The operation's name.
    let description: String
    private let check: @Sendable (FrameSize, FrameSize?, RowLayout, Parameters, UInt64) throws -> Void

    init<Operation: LibYUVOperation>(_: Operation.Type) where Operation.Parameters == Parameters {
        description = Operation.name
        check = { sourceSize, size, layout, parameters, seed in
            let source = try Operation.Source.pseudoRandom(sourceSize, layout.source, seed: seed)
            try PiPVideoTests.expectContractsKept(Operation.self, on: source, size: size, destination: layout.destination, parameters)
        }
    }

    /// `expectContractsKept` on a pseudo-random source of `sourceSize` (from `seed`) laid out as
    /// `layout` says, into a destination of `size` (nil: the operation's destination size).
    func expectContractsKept(
        _ sourceSize: FrameSize, to size: FrameSize? = nil, _ layout: RowLayout, _ parameters: Parameters, seed: UInt64 = 1
    ) throws {
        try check(sourceSize, size, layout, parameters, seed)
    }
}

extension OperationUnderTest where Parameters == Rotation {
    /// The operations of fixed size that rotate.
    static let rotations = [OperationUnderTest(RotateNV12.self), OperationUnderTest(RotateI420.self),
                            OperationUnderTest(I420ToNV12Rotate.self)]

    /// Every (rotation operation, angle) pair: the arguments of the rotation sweeps.
    static let rotationsAtEveryAngle: [(OperationUnderTest, Rotation)] = rotations.flatMap { operation in
        Rotation.allCases.map { (operation, $0) }
    }
}

extension OperationUnderTest where Parameters == Void {
    /// The downscaling operations.
    static let downscales = [OperationUnderTest(ScaleI420.self), OperationUnderTest(ScaleNV12.self),
                             OperationUnderTest(ScaleI420ToNV12.self)]
}

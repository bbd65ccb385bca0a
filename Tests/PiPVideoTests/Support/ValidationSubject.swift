import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// One way to run an operation (one of its strategies, or the plain reference that writes a
/// destination), erased so that one parameterized test holds every operation to the same
/// validation rules: bad input gets the typed error before anything is written.
struct ValidationSubject: Sendable, CustomStringConvertible {
    /// "<operation>/<strategy id or reference>".
    let description: String
    private let wrongSizes: @Sendable () throws -> Void
    private let overlaps: @Sendable () throws -> Void

    /// A subject that runs an `Operation` with `run` and calls it with each of `parameters`;
    /// `largest` is the largest destination a downscaling operation accepts for a source size.
    private init<Operation: LibYUVOperation>(
        _: Operation.Type, _ name: String, parameters: [Operation.Parameters],
        largest: @escaping @Sendable (FrameSize, Operation.Parameters) -> FrameSize = { size, _ in size },
        tooLarge: @escaping @Sendable (FrameSize, FrameSize, Operation.Parameters) -> FrameError = tooLargeForSource,
        run: @escaping @Sendable (Operation.Source, Operation.Destination, Operation.Parameters) throws -> Void
    ) where Operation.Source: AssembledFromPlanes, Operation.Destination: AssembledFromPlanes {
        description = "\(Operation.name)/\(name)"
        wrongSizes = { try expectSizeRule(Operation.self, parameters: parameters, largest: largest, tooLarge: tooLarge, run: run) }
        overlaps = { try expectOverlapRule(Operation.self, parameters[0], run: run) }
    }

    /// Every strategy of `Operation`, and `reference` (the plain reference writing a destination)
    /// when given.
    static func subjects<Operation: LibYUVOperation>(
        of operation: Operation.Type, _ parameters: [Operation.Parameters],
        largest: @escaping @Sendable (FrameSize, Operation.Parameters) -> FrameSize = { size, _ in size },
        tooLarge: @escaping @Sendable (FrameSize, FrameSize, Operation.Parameters) -> FrameError = tooLargeForSource,
        reference: (@Sendable (Operation.Source, Operation.Destination, Operation.Parameters) throws -> Void)? = nil
    ) -> [ValidationSubject] where Operation.Source: AssembledFromPlanes, Operation.Destination: AssembledFromPlanes {
        let strategies = Operation.everyStrategy.map { strategy in
            ValidationSubject(operation, strategy.id, parameters: parameters, largest: largest, tooLarge: tooLarge) {
                try strategy.run($0, into: $1, $2)
            }
        }
        return strategies + (reference.map { [ValidationSubject(operation, "reference", parameters: parameters, largest: largest, tooLarge: tooLarge, run: $0)] } ?? [])
    }

    /// Every strategy of every operation, and the references that write a destination.
    static let all: [ValidationSubject] =
        subjects(of: I420ToNV12.self, [()], reference: { source, destination, _ in try I420ToNV12Reference.convert(source, into: destination) })
        + subjects(of: I420ToBGRA.self, ColorRange.allCases, reference: { try I420ToBGRAReference.convert($0, into: $1, range: $2) })
        + subjects(of: RotateNV12.self, Rotation.allCases, reference: { try RotationReference.rotate($0, by: $2, into: $1) })
        + subjects(of: RotateI420.self, Rotation.allCases, reference: { try RotationReference.rotate($0, by: $2, into: $1) })
        + subjects(of: I420ToNV12Rotate.self, Rotation.allCases, reference: { try RotationReference.convert($0, rotatedBy: $2, into: $1) })
        + subjects(of: ScaleI420.self, [()])
        + subjects(of: ScaleNV12.self, [()])
        + subjects(of: ScaleI420ToNV12.self, [()])
        + subjects(of: RotateScaleNV12.self, Rotation.allCases, largest: { $1.rotatedSize(of: $0) }, tooLarge: {
            .destinationLargerThanRotatedSource(source: $0, degrees: $2.rawValue, rotated: $2.rotatedSize(of: $0), destination: $1)
        })

    /// Destinations of a size the operation does not produce from the source (fixed-size
    /// operations: any other size; downscaling: wider or taller than `largest`) are rejected with
    /// the typed error naming both sizes, and neither frame changes; the right size is accepted.
    func expectWrongSizesRejected() throws { try wrongSizes() }

    /// Destinations sharing memory with a source plane, or two of whose planes share memory, are
    /// rejected with the typed error naming the pair, and no byte changes; adjacent planes are accepted.
    func expectOverlapsRejected() throws { try overlaps() }
}

/// Expects `run` to throw `error` and to change neither `source` nor `destination`.
private func expectRejected<Source: VideoFrame, Destination: VideoFrame, Parameters>(
    _ error: FrameError, _ run: (Source, Destination, Parameters) throws -> Void, _ source: Source, _ destination: Destination,
    _ parameters: Parameters, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let before = (source.storage.snapshot(), destination.storage.snapshot())
    #expect(throws: error, "\(label)", sourceLocation: sourceLocation) { try run(source, destination, parameters) }
    #expect(source.storage.snapshot() == before.0, "\(label): changed the source", sourceLocation: sourceLocation)
    #expect(destination.storage.snapshot() == before.1, "\(label): wrote after rejecting", sourceLocation: sourceLocation)
}

/// The error of a downscale whose destination is larger than its source (`tooLarge`'s default).
private func tooLargeForSource<Parameters>(_ source: FrameSize, _ destination: FrameSize, _: Parameters) -> FrameError {
    .destinationLargerThanSource(source: source, destination: destination)
}

private func expectSizeRule<Operation: LibYUVOperation>(
    _: Operation.Type, parameters: [Operation.Parameters], largest: (FrameSize, Operation.Parameters) -> FrameSize,
    tooLarge: (FrameSize, FrameSize, Operation.Parameters) -> FrameError,
    run: (Operation.Source, Operation.Destination, Operation.Parameters) throws -> Void
) throws {
    for parameters in parameters {
        for sourceSize in [FrameSize(width: 8, height: 6), FrameSize(width: 15, height: 7)] {
            let source = try Operation.Source.pseudoRandom(sourceSize)
            let accepted: FrameSize
            let rejected: [(FrameSize, FrameError)]
            if let expected = Operation.destinationSize(for: sourceSize, parameters) {
                accepted = expected
                // Width and height swapped (a quarter turn forgotten, or made), one off, twice as large.
                rejected = [FrameSize(width: expected.height, height: expected.width),
                            FrameSize(width: expected.width + 1, height: expected.height),
                            FrameSize(width: expected.width, height: expected.height - 1),
                            FrameSize(width: 2 * expected.width, height: 2 * expected.height)]
                    .map { ($0, FrameError.destinationSizeMismatch(expected: expected, actual: $0)) }
            } else {
                let largest = largest(sourceSize, parameters)
                accepted = largest
                rejected = [FrameSize(width: largest.width + 1, height: largest.height),
                            FrameSize(width: largest.width, height: largest.height + 1),
                            FrameSize(width: 2 * largest.width, height: 2 * largest.height),
                            FrameSize(width: largest.width + 1, height: 2), FrameSize(width: 2, height: largest.height + 1)]
                    .map { ($0, tooLarge(sourceSize, $0, parameters)) }
            }
            for (size, error) in rejected {
                let destination = try Operation.Destination.filled(with: 0x33, size)
                expectRejected(error, run, source, destination, parameters, "\(sourceSize) -> \(size), \(parameters)")
            }
            try run(source, Operation.Destination.filled(with: 0x33, accepted), parameters)
        }
    }
}

private func expectOverlapRule<Operation: LibYUVOperation>(
    _: Operation.Type, _ parameters: Operation.Parameters,
    run: (Operation.Source, Operation.Destination, Operation.Parameters) throws -> Void
) throws where Operation.Source: AssembledFromPlanes, Operation.Destination: AssembledFromPlanes {
    let storage = try AlignedStorage(byteCount: 8192)
    storage.fillPseudoRandom(seed: 11)
    // An 8x4 source, tight planes at bytes 0 (Y: 0..<32), 64 and 128 (chroma: at most 16 bytes each).
    let source = try Operation.Source.placed(FrameSize(width: 8, height: 4), in: storage, at: [0, 64, 128], name: "source")
    let size = Operation.destinationSize(for: source.size, parameters) ?? FrameSize(width: 4, height: 2)
    let sourceY = source.planes[0], last = source.planes[source.planes.count - 1]
    let sourceEnd = last.offset + last.spanBytes
    func destination(_ offsets: [Int]) throws -> Operation.Destination {
        try .placed(size, in: storage, at: offsets, name: "destination")
    }
    // Destination planes far from everything (each holds at most 128 bytes).
    let far = [2048, 3072, 4096]
    let count = try destination(far).planes.count
    func overlapping(_ offsets: [Int], _ first: (Operation.Destination) -> String, _ second: (Operation.Destination) -> String,
                     _ label: String) throws -> (Operation.Destination, FrameError, String) {
        let frame = try destination(offsets)
        return (frame, .overlappingPlanes(first: first(frame), second: second(frame)), label)
    }
    var cases = try [
        // (A BGRA destination spans the source's U and V: the check names the first source plane.)
        overlapping([66] + far.dropFirst(), { _ in source.planes[1].name }, { $0.planes[0].name },
                    "its first plane over the source's second plane"),
        overlapping([sourceEnd - 1] + far.dropFirst(), { _ in last.name }, { $0.planes[0].name },
                    "its first plane over the source's last byte"),
        overlapping([2] + far.dropFirst(), { _ in sourceY.name }, { $0.planes[0].name }, "its first plane inside the source's Y"),
    ]
    if count > 1 {
        var offsets = far
        offsets[count - 1] = sourceY.spanBytes - 1
        cases += try [
            overlapping(offsets, { _ in sourceY.name }, { $0.planes[count - 1].name }, "its last plane over the source Y's last byte"),
            overlapping([far[0], far[0] + 2, far[2]], { $0.planes[0].name }, { $0.planes[1].name }, "its second plane over its first"),
        ]
    }
    for (destination, error, label) in cases {
        let before = storage.snapshot()
        #expect(throws: error, "\(label)") { try run(source, destination, parameters) }
        #expect(storage.snapshot() == before, "\(label): wrote after rejecting")
    }
    // Right after the source's last plane is fine.
    try run(source, destination([sourceEnd] + far.dropFirst()), parameters)
}

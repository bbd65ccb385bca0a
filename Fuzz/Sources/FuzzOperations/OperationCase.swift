import Foundation
import FuzzSupport
import PiPLibYUV
import PiPVideo

/// One hostile call: a strategy of `Operation` (libyuv ones included) with parameters, a source and
/// a destination whose sizes, strides, plane sizes and places (in one storage or two, packed,
/// apart or on top of each other) come from the fuzzer's bytes.
///
/// `check()` requires one of two outcomes: a `FrameError` with no byte of any storage changed, or
/// success with no byte outside the destination's samples changed and, where the source and the
/// destination live apart, the output keeping the strategy's contract against the operation's
/// reference (`Strategy.verify`). Anything else (another error, a trap, an ASan report) is a finding.
struct OperationCase<Operation: LibYUVOperation> where Operation.Source: AssembledFrame, Operation.Destination: AssembledFrame {
    private let strategy: Strategy<Operation>
    private let parameters: Operation.Parameters
    private let source: Operation.Source
    private let destination: Operation.Destination
    /// Whether source and destination share one storage.
    private let shared: Bool
    /// Whether the storage is mapped fresh pages too large to compare byte by byte.
    private let huge: Bool

    /// Storages above this are mapped pages (never all touched) and only the outcome is checked.
    private static var comparedBytesLimit: Int { 1 << 20 }
    /// Storages above this are not made (a `Plane` over 2 GiB + a little is the largest case of interest).
    private static var mappedBytesLimit: Int { 5 << 30 }

    /// The case the bytes describe, or nil when the library rejected it while it was being built
    /// (checked: with a `FrameError`).
    init?(_ input: inout FuzzInput, _ parameterChoices: [Operation.Parameters]) {
        strategy = input.pick(Operation.everyStrategy)
        parameters = input.pick(parameterChoices)
        let sourceSize = FuzzSizes.size(&input)
        let destinationSize: FrameSize
        if let fixed = Operation.destinationSize(for: sourceSize, parameters), !input.chance(6) {
            destinationSize = fixed
        } else {
            destinationSize = FuzzSizes.destinationSize(for: sourceSize, &input)
        }
        var sourceRecipe = FrameRecipe(Operation.Source.self, size: sourceSize, name: "source", &input)
        var destinationRecipe = FrameRecipe(Operation.Destination.self, size: destinationSize, name: "destination", &input)
        let shared = input.chance(30)
        self.shared = shared
        let slack = input.chance(5) ? -input.int(in: 1...16) : input.int(in: 0...64)
        guard let sourceBytes = sourceRecipe.packedBytes, let destinationBytes = destinationRecipe.packedBytes,
              sourceBytes + destinationBytes + slack <= Self.mappedBytesLimit else {
            // Nonsense numbers: the planes must be refused with a typed error.
            Self.expectRefused { _ = try sourceRecipe.make(Operation.Source.self, in: AlignedStorage(byteCount: 4096), from: 0) }
            Self.expectRefused { _ = try destinationRecipe.make(Operation.Destination.self, in: AlignedStorage(byteCount: 4096), from: 0) }
            return nil
        }
        var destinationStart = 0
        if shared {
            destinationStart = input.chance(50) ? sourceBytes + input.int(in: 0...64) : input.int(in: 0...max(sourceBytes, 0))
            if input.chance(20) {
                let index = input.int(in: 0...(destinationRecipe.planes.count - 1))
                destinationRecipe.planes[index].forcedOffset = input.int(in: 0...max(sourceBytes + destinationBytes, 0))
            }
        }
        if input.chance(5) {
            let index = input.int(in: 0...(sourceRecipe.planes.count - 1))
            sourceRecipe.planes[index].forcedOffset = input.int(in: 0...max(sourceBytes, 0))
        }
        let sourceStorageBytes = shared ? max(sourceBytes, destinationStart + destinationBytes) + slack : sourceBytes + slack
        let huge = max(sourceStorageBytes, destinationBytes + slack) > Self.comparedBytesLimit
        self.huge = huge
        let backing: AlignedStorage.Backing = huge ? .freshPages : .heap
        let built: (Operation.Source, Operation.Destination)? = Self.expectRefused {
            let sourceStorage = try AlignedStorage(byteCount: sourceStorageBytes, backing: backing)
            if !huge { sourceStorage.fillPseudoRandom(seed: UInt64(sourceStorageBytes)) }
            let source = try sourceRecipe.make(Operation.Source.self, in: sourceStorage, from: 0)
            let destinationStorage = shared ? sourceStorage : try AlignedStorage(byteCount: destinationBytes + slack, backing: backing)
            return (source, try destinationRecipe.make(Operation.Destination.self, in: destinationStorage, from: destinationStart))
        }
        guard let built else { return nil }
        (source, destination) = built
    }

    /// Runs `build`; a `FrameError` is an expected refusal (nil), any other error a finding.
    @discardableResult
    private static func expectRefused<Value>(_ build: () throws -> Value) -> Value? {
        do {
            return try build()
        } catch is FrameError {
            return nil
        } catch {
            fuzzFailure("building a case threw \(type(of: error)): \(error)")
        }
    }

    /// Runs the case and checks its outcome (see the type's description).
    func check() {
        let label = "\(Operation.name)/\(strategy.id) \(parameters) \(source.size) -> \(destination.size)"
        // FUZZ_PRINT=1: say what a (crashing) input runs.
        if getenv("FUZZ_PRINT") != nil { print("case: \(label), strides \(source.planes.map(\.bytesPerRow)) -> \(destination.planes.map(\.bytesPerRow))"); fflush(nil) }
        guard !huge else {
            do { try strategy.run(source, into: destination, parameters) } catch is FrameError {} catch {
                fuzzFailure("\(label): threw \(type(of: error)): \(error)")
            }
            return
        }
        let canary: UInt8 = 0xA5
        if !shared { destination.storage.fill(with: canary) }
        let storages = shared ? [source.storage] : [source.storage, destination.storage]
        let before = storages.map { $0.snapshot() }
        let reference: [ReferencePlane]?
        do {
            reference = try Operation.reference(source, size: destination.size, parameters)
        } catch is FrameError {
            reference = nil
        } catch {
            fuzzFailure("\(label): the reference threw \(type(of: error)): \(error)")
        }
        do {
            if !shared, let reference {
                try strategy.verify(source, into: destination, parameters, against: reference, canary: canary)
            } else {
                try strategy.run(source, into: destination, parameters)
                if reference == nil { fuzzFailure("\(label): accepted a destination size its reference rejects") }
            }
        } catch is FrameError {
            for (storage, bytes) in zip(storages, before) where storage.snapshot() != bytes {
                fuzzFailure("\(label): wrote before throwing its typed error")
            }
            return
        } catch {
            fuzzFailure("\(label): \(type(of: error)): \(error)")
        }
        for (storage, bytes) in zip(storages, before) {
            if let offset = firstChange(in: storage, from: bytes, outside: destination.planes) {
                fuzzFailure("\(label): changed storage byte \(offset), outside the destination's samples")
            }
        }
    }
}

/// The first byte of `storage` that differs from `before` and is not a sample of `planes`.
func firstChange(in storage: AlignedStorage, from before: [UInt8], outside planes: PlaneList) -> Int? {
    var sample = [Bool](repeating: false, count: storage.byteCount)
    for plane in planes where plane.storage === storage {
        for row in 0..<plane.height {
            let start = plane.offset + row * plane.bytesPerRow
            for index in start..<(start + plane.rowBytes) { sample[index] = true }
        }
    }
    let after = storage.snapshot()
    return after.indices.first { !sample[$0] && after[$0] != before[$0] }
}

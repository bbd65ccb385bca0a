@testable import PiPVideo

/// Row layouts (source, destination) the rotation tests cover.
enum RotationLayout: String, CaseIterable, CustomStringConvertible {
    case tight, oddPadding, multipleOf64, mismatched

    var source: RowAlignment {
        switch self {
        case .tight: return .tight
        case .oddPadding: return .padded(by: 3)
        case .multipleOf64: return .multiple(of: 64)
        case .mismatched: return .padded(by: 64)
        }
    }

    var destination: RowAlignment {
        switch self {
        case .tight, .mismatched: return .tight
        case .oddPadding: return .padded(by: 7)
        case .multipleOf64: return .multiple(of: 64)
        }
    }

    var description: String { rawValue }
}

/// An NV12 source frame filled (padding included) with pseudo-random bytes.
func makeNV12Source(_ size: FrameSize, _ alignment: RowAlignment = .tight, seed: UInt64 = 1) throws -> NV12Frame {
    let frame = try NV12Frame.allocate(size: size, rowAlignment: alignment, name: "source")
    frame.y.storage.fillPseudoRandom(seed: seed &+ UInt64(size.width * 131 + size.height))
    return frame
}

/// An I420 destination frame whose every byte (padding included) is `fill`.
func makeI420Destination(_ size: FrameSize, _ alignment: RowAlignment = .tight, fill: UInt8 = 0xA5) throws -> I420Frame {
    let frame = try I420Frame.allocate(size: size, rowAlignment: alignment, name: "destination")
    frame.y.storage.fill(with: fill)
    return frame
}

/// A description of where `actual` first differs from `expected` (same size and layout, the
/// expected frame written by the reference into storage filled like the actual one's): a sample, or
/// a byte outside the samples (padding) that the strategy wrote; nil when both storages are equal.
func rotationMismatch(actual: PlaneList, expected: PlaneList) -> String? {
    let storage = actual[0].storage, reference = expected[0].storage
    guard memcmp(storage.baseAddress, reference.baseAddress, storage.byteCount) != 0 else { return nil }
    for (plane, referencePlane) in zip(actual, expected) {
        if let difference = plane.firstDifference(from: referencePlane) { return "\(plane.name) differs at \(difference)" }
    }
    let bytes = UnsafeRawBufferPointer(start: storage.baseAddress, count: storage.byteCount)
    let referenceBytes = UnsafeRawBufferPointer(start: reference.baseAddress, count: reference.byteCount)
    let written = paddingOffsets(of: actual).first { bytes[$0] != referenceBytes[$0] }
    return "wrote into padding at storage offset \(written ?? -1)"
}

/// The strategies of one rotation operation, checked against its reference on shared inputs.
struct RotationOperationUnderTest: CustomStringConvertible, Sendable {
    let name: String
    let strategyIDs: [String]
    /// Rotates one pseudo-random source of `size` laid out as `layout` with the reference and with
    /// every strategy; returns a description of each mismatch ("<strategy>: ...").
    let check: @Sendable (FrameSize, RotationLayout, Rotation) throws -> [String]

    var description: String { name }

    /// The byte every destination is filled with before it is written.
    static let fill: UInt8 = 0x5A

    static let rotateNV12 = RotationOperationUnderTest(name: "RotateNV12", strategyIDs: RotateNV12Strategy.all.map(\.id)) {
        size, layout, rotation in
        let source = try makeNV12Source(size, layout.source)
        let destination = { try makeDestination(rotation.rotatedSize(of: size), layout.destination, fill: fill) }
        let expected = try destination()
        try RotationReference.rotate(source, by: rotation, into: expected)
        return try RotateNV12Strategy.all.compactMap { strategy in
            let actual = try destination()
            try strategy.rotate(source, by: rotation, into: actual)
            return rotationMismatch(actual: actual.planes, expected: expected.planes).map { "\(strategy.id): \($0)" }
        }
    }

    static let rotateI420 = RotationOperationUnderTest(name: "RotateI420", strategyIDs: RotateI420Strategy.all.map(\.id)) {
        size, layout, rotation in
        let source = try makeSource(size, layout.source)
        let destination = { try makeI420Destination(rotation.rotatedSize(of: size), layout.destination, fill: fill) }
        let expected = try destination()
        try RotationReference.rotate(source, by: rotation, into: expected)
        return try RotateI420Strategy.all.compactMap { strategy in
            let actual = try destination()
            try strategy.rotate(source, by: rotation, into: actual)
            return rotationMismatch(actual: actual.planes, expected: expected.planes).map { "\(strategy.id): \($0)" }
        }
    }

    static let i420ToNV12Rotate = RotationOperationUnderTest(
        name: "I420ToNV12Rotate", strategyIDs: I420ToNV12RotateStrategy.all.map(\.id)
    ) { size, layout, rotation in
        let source = try makeSource(size, layout.source)
        let destination = { try makeDestination(rotation.rotatedSize(of: size), layout.destination, fill: fill) }
        let expected = try destination()
        try RotationReference.convert(source, rotatedBy: rotation, into: expected)
        return try I420ToNV12RotateStrategy.all.compactMap { strategy in
            let actual = try destination()
            try strategy.convert(source, rotatedBy: rotation, into: actual)
            return rotationMismatch(actual: actual.planes, expected: expected.planes).map { "\(strategy.id): \($0)" }
        }
    }

    static let all = [rotateNV12, rotateI420, i420ToNV12Rotate]

    /// Every (operation, rotation) pair: the arguments of the sweeping tests, so they run in parallel.
    static let allWithRotations: [(RotationOperationUnderTest, Rotation)] = all.flatMap { operation in
        Rotation.allCases.map { (operation, $0) }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Strategy {
    /// Checks this strategy against its contract on one input: fills the destination's storage
    /// with `canary`, runs the strategy, and then requires that no byte outside the destination's
    /// samples changed and that the samples keep the contract against `reference` (the operation's
    /// reference for this source and size). A `sameBytes` twin is verified on the same input and
    /// must produce the same samples.
    /// - Throws: what `run(_:into:_:)` throws; `ContractViolation` when the output breaks the contract.
    public func verify(
        _ source: Operation.Source, into destination: Operation.Destination, _ parameters: Operation.Parameters,
        against reference: [ReferencePlane], canary: UInt8 = 0xA5
    ) throws {
        let storages = distinctStorages(of: destination.planes)
        for storage in storages { storage.fill(with: canary) }
        try run(source, into: destination, parameters)
        for storage in storages {
            if let offset = firstChangedByteOutsideSamples(of: destination.planes, in: storage, canary: canary) {
                throw ContractViolation(strategy: id, plane: destination.planes[0].name, x: offset, y: -1,
                                        problem: "wrote outside its samples at storage offset \(offset)")
            }
        }
        switch contract {
        case .exact:
            try checkDeviation(destination, reference, limit: { _, _ in 0 }, label: "exact")
        case let .within(tolerance):
            let allowed = Double(tolerance.largestDifference(parameters))
            try checkDeviation(destination, reference, limit: { plane, channel in
                Operation.holdsExactly(plane: plane, channel: channel) ? 0 : allowed
            }, label: tolerance.description)
        case .withinHalfOfAreaAverage:
            try checkDeviation(destination, reference, limit: { _, _ in 0.5 }, label: "+-1/2")
        case .withinOneOfAreaAverageOnWholeRatios:
            let sources = source.planes
            try checkDeviation(destination, reference, limit: { _, _ in 1 }, label: "+-1", onlyPlanes: { index, plane in
                guard index < sources.count else { return false }
                let from = sources[index]
                return from.width % plane.width == 0 && from.height % plane.height == 0
                    && from.width / plane.width <= 7 && from.height / plane.height <= 7
            })
        case .pointSampledAtCentres:
            try checkPointSampling(source, destination)
        case let .sameBytes(twin):
            let expected = try Operation.Destination(allocating: destination.size, rowAlignment: .tight, name: "twin")
            try twin.verify(source, into: expected, parameters, against: reference, canary: canary)
            for (plane, twinPlane) in zip(destination.planes, expected.planes) {
                if let difference = plane.firstDifference(from: twinPlane) {
                    throw ContractViolation(strategy: id, plane: plane.name, x: difference.x, y: difference.y,
                                            problem: "differs from its twin \(twin.id)")
                }
            }
        case .unbounded:
            break
        }
    }

    /// Throws at the first destination sample that is not the source sample under its centre: on
    /// each axis destination sample `i` of `D` takes source sample `(2i + 1) * S / (2D)` of the plane
    /// and channel `Operation.pointSampledSource` names.
    private func checkPointSampling(_ source: Operation.Source, _ destination: Operation.Destination) throws {
        let sources = source.planes
        for (index, plane) in destination.planes.enumerated() {
            let channels = plane.bytesPerSample
            for channel in 0..<channels {
                let origin = Operation.pointSampledSource(plane: index, channel: channel)
                guard origin.plane < sources.count else {
                    throw ContractViolation(strategy: id, plane: plane.name, x: 0, y: 0, problem: "samples no source plane")
                }
                let from = sources[origin.plane]
                for y in 0..<plane.height {
                    let sourceRow = from.row((2 * y + 1) * from.height / (2 * plane.height)), row = plane.row(y)
                    for x in 0..<plane.width {
                        let expected = sourceRow[(2 * x + 1) * from.width / (2 * plane.width) * from.bytesPerSample + origin.channel]
                        let actual = row[x * channels + channel]
                        guard actual == expected else {
                            throw ContractViolation(strategy: id, plane: plane.name, x: x, y: y, problem: "\(actual)\(channels > 1 ? " channel \(channel)" : ""), expected \(expected) (the source sample under its centre)")
                        }
                    }
                }
            }
        }
    }

    /// Throws at the first sample further from the reference than `limit(plane, channel)`, on the
    /// planes `onlyPlanes` selects.
    private func checkDeviation(
        _ destination: Operation.Destination, _ reference: [ReferencePlane], limit: (Int, Int) -> Double, label: String,
        onlyPlanes: (Int, Plane) -> Bool = { _, _ in true }
    ) throws {
        let planes = destination.planes
        guard planes.count == reference.count else {
            throw ContractViolation(strategy: id, plane: planes[0].name, x: 0, y: 0,
                                    problem: "has \(planes.count) planes, the reference \(reference.count)")
        }
        for (index, (plane, expected)) in zip(planes, reference).enumerated() where onlyPlanes(index, plane) {
            guard plane.size == expected.size, plane.bytesPerSample == expected.channels else {
                throw ContractViolation(strategy: id, plane: plane.name, x: 0, y: 0,
                                        problem: "is \(plane.size), the reference \(expected.size)")
            }
            let limits = (0..<plane.bytesPerSample).map { limit(index, $0) + 1e-9 }
            if let miss = expected.firstDeviation(of: plane, limits: limits) {
                let channel = plane.bytesPerSample > 1 ? " channel \(miss.channel)" : ""
                throw ContractViolation(
                    strategy: id, plane: plane.name, x: miss.x, y: miss.y,
                    problem: "\(miss.actual)\(channel), expected \(miss.expected) (allowed \(label))")
            }
        }
    }
}

extension ReferencePlane {
    /// The first sample of `plane` (same size and channels) further from this reference than
    /// `limits[channel]`, or nil.
    func firstDeviation(of plane: Plane, limits: [Double]) -> (x: Int, y: Int, channel: Int, actual: UInt8, expected: Double)? {
        let channels = plane.bytesPerSample, rowBytes = plane.rowBytes
        var exactBytes: [UInt8]?
        if case let .bytes(bytes) = storage, limits.allSatisfy({ $0 < 1 }) { exactBytes = bytes }
        for y in 0..<plane.height {
            let row = plane.row(y)
            let start = y * rowBytes
            if let exactBytes {
                // Exact: compare the row as bytes; only a mismatching row is searched sample by sample.
                let equal = exactBytes.withUnsafeBufferPointer { memcmp(row.baseAddress!, $0.baseAddress! + start, rowBytes) == 0 }
                if equal { continue }
            }
            for i in 0..<rowBytes where abs(Double(row[i]) - self[start + i]) > limits[i % channels] {
                return (i / channels, y, i % channels, row[i], self[start + i])
            }
        }
        return nil
    }
}

/// The storages `planes` live in, each once.
func distinctStorages(of planes: PlaneList) -> [AlignedStorage] {
    var storages: [AlignedStorage] = []
    for plane in planes where !storages.contains(where: { $0 === plane.storage }) { storages.append(plane.storage) }
    return storages
}

/// The offset in `storage` of the first byte outside the samples of `planes` that live there (row
/// padding, gaps between planes, the bytes before the first and after the last) that is not
/// `canary`, or nil.
func firstChangedByteOutsideSamples(of planes: PlaneList, in storage: AlignedStorage, canary: UInt8) -> Int? {
    var samples: [Range<Int>] = []
    // Planes that passed validation do not overlap: their rows, plane by plane in storage order, ascend.
    for plane in planes.sorted(by: { $0.offset < $1.offset }) where plane.storage === storage {
        for y in 0..<plane.height {
            let start = plane.offset + y * plane.bytesPerRow
            samples.append(start..<(start + plane.rowBytes))
        }
    }
    // Each gap is compared with memcmp against canary bytes and searched byte by byte only on a
    // mismatch: a per-byte loop costs as much as the strategies themselves in debug builds.
    var canaries = [UInt8](repeating: canary, count: 64)
    var position = 0
    for range in samples + [storage.byteCount..<storage.byteCount] {
        while position < range.lowerBound {
            let length = min(range.lowerBound - position, canaries.count)
            if memcmp(storage.baseAddress + position, &canaries, length) != 0 {
                let bytes = storage.baseAddress.assumingMemoryBound(to: UInt8.self)
                return (position..<(position + length)).first { bytes[$0] != canary }
            }
            position += length
        }
        position = max(position, range.upperBound)
    }
    return nil
}

/// The frame storage something keeps between frames, each storage once: what a memory count sees
/// as held (`PiPPipeline.keptStorage`).
public struct KeptStorage: Sendable {
    /// The storages, each once, in the order first seen.
    public private(set) var storages: [AlignedStorage] = []

    /// Nothing kept.
    public init() {}

    /// The storages of `planes`, each once.
    public init(_ planes: PlaneList) { add(planes) }

    /// Adds the storages of `planes` not already kept.
    public mutating func add(_ planes: PlaneList) {
        for plane in planes where !storages.contains(where: { $0 === plane.storage }) { storages.append(plane.storage) }
    }

    /// Adds the storages of `other` not already kept.
    public mutating func add(_ other: KeptStorage) {
        for storage in other.storages where !storages.contains(where: { $0 === storage }) { storages.append(storage) }
    }

    /// The bytes of every storage kept.
    public var byteCount: Int { storages.reduce(0) { $0 + $1.byteCount } }
}

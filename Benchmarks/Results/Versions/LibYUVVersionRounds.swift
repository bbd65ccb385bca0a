/// Which libyuv version each process of a `bench libyuv-versions` file ran, as its context
/// records it: the versions in the order of the first round, and the version of each process
/// (the `process` of its entries, `ProcessRuns.merge`). A round runs every version once, so
/// process `p` belongs to round `p / versions.count`.
public struct LibYUVVersionRounds: Sendable, Equatable {
    /// The context key of the versions (also the key of the loaded version in a plain run's context).
    public static let versionsKey = "libyuv_version"
    /// The context key of each process's version, comma-separated in process order.
    public static let processVersionsKey = "libyuv_process_versions"
    /// The context key of the libraries loaded, in the order of `versions`.
    public static let librariesKey = "libyuv_libraries"

    /// The versions, in the order of the first round.
    public let versions: [Int]
    /// The version each process ran, by process index.
    public let processVersions: [Int]
    /// The library each version loaded (same order as `versions`).
    public let libraries: [String]

    /// Rounds from their parts.
    public init(versions: [Int], processVersions: [Int], libraries: [String] = []) {
        self.versions = versions
        self.processVersions = processVersions
        self.libraries = libraries
    }

    /// The rounds a file's context records; nil for a file of one libyuv (no process versions),
    /// or one whose processes are not whole rounds of its versions.
    public init?(context: [String: JSONValue]) {
        guard let processes = context[Self.processVersionsKey]?.text, let listed = context[Self.versionsKey]?.text else { return nil }
        let processVersions = processes.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let versions = listed.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !versions.isEmpty, !processVersions.isEmpty, processVersions.count % versions.count == 0,
              Set(processVersions) == Set(versions) else { return nil }
        self.init(
            versions: versions, processVersions: processVersions,
            libraries: context[Self.librariesKey]?.text?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } ?? [])
    }

    /// Writes the rounds into a file's context.
    public func record(in context: inout [String: JSONValue]) {
        context[Self.versionsKey] = .string(versions.map(String.init).joined(separator: ", "))
        context[Self.processVersionsKey] = .string(processVersions.map(String.init).joined(separator: ","))
        if !libraries.isEmpty { context[Self.librariesKey] = .string(libraries.joined(separator: ", ")) }
    }

    /// Rounds run (each ran every version once).
    public var rounds: Int { processVersions.count / versions.count }

    /// The round process `process` belongs to.
    public func round(ofProcess process: Int) -> Int { process / versions.count }
}

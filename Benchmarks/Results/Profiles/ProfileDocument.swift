import Foundation

/// The function profiles of one instructions file (`FunctionProfile` per counted benchmark),
/// kept beside it: `baselines/linux-x86_64-2core-instructions.json` has
/// `baselines/linux-x86_64-2core-instructions.profile.json`, a check's saved run
/// `.build/gate/run-instructions.json` has `.build/gate/run-instructions.profile.json`. Written
/// with sorted keys and no date, so the same counts give the same bytes.
public struct ProfileDocument: Sendable, Equatable, Codable {
    /// The format this bench writes and reads.
    public static let currentFormatVersion = 1
    /// What every profile file says it is.
    public static let kindName = "pip-frame-bench function profile"

    /// `kindName`.
    public var kind: String
    /// The format's version (`currentFormatVersion`).
    public var formatVersion: Int
    /// What counted the instructions: "callgrind", or the arm64 check's qemu plugin.
    public var counter: String
    /// The architecture the instructions are of ("x86_64", "aarch64").
    public var architecture: String
    /// The commit that was counted.
    public var gitCommit: String
    /// One profile per counted benchmark, in the instructions file's order.
    public var benchmarks: [FunctionProfile]

    /// A document of `benchmarks`.
    public init(counter: String, architecture: String, gitCommit: String, benchmarks: [FunctionProfile]) {
        kind = Self.kindName
        formatVersion = Self.currentFormatVersion
        self.counter = counter
        self.architecture = architecture
        self.gitCommit = gitCommit
        self.benchmarks = benchmarks
    }

    /// The profile of `benchmark`, if it was counted.
    public subscript(benchmark: String) -> FunctionProfile? { benchmarks.first { $0.benchmark == benchmark } }

    /// Where the profiles of the instructions file at `resultPath` are: `X.json` -> `X.profile.json`.
    public static func path(besideResult resultPath: String) -> String {
        (resultPath.hasSuffix(".json") ? String(resultPath.dropLast(5)) : resultPath) + ".profile.json"
    }

    /// The file's JSON: pretty-printed, sorted keys.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }

    /// Reads the profile file at `path`.
    /// - Throws: `ProfileFileError`: `.notFound`, `.unreadable`, `.notAProfile` (another file, or
    ///   damaged), `.newerFormat`.
    public static func read(path: String) throws(ProfileFileError) -> ProfileDocument {
        guard FileManager.default.fileExists(atPath: path) else { throw .notFound(path: path) }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        return try decode(data, path: path)
    }

    /// Decodes a profile file's bytes (`path` names it in errors).
    /// - Throws: `ProfileFileError.notAProfile` or `.newerFormat`.
    public static func decode(_ data: Data, path: String) throws(ProfileFileError) -> ProfileDocument {
        struct Header: Decodable { let kind: String?, formatVersion: Int? }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            throw .notAProfile(path: path, reason: "not a JSON object")
        }
        guard header.kind == kindName else { throw .notAProfile(path: path, reason: "its \"kind\" is not \"\(kindName)\"") }
        if let version = header.formatVersion, version > currentFormatVersion { throw .newerFormat(path: path, version: version) }
        let document: ProfileDocument
        do {
            document = try JSONDecoder().decode(ProfileDocument.self, from: data)
        } catch {
            throw .notAProfile(path: path, reason: "damaged (\(String(describing: error).prefix(160)))")
        }
        if let bad = document.benchmarks.first(where: { !$0.isPlausible }) {
            throw .notAProfile(path: path, reason: "damaged: the figures of \(bad.benchmark) are negative or not numbers")
        }
        return document
    }
}

extension FunctionProfile {
    /// False when a figure is negative or not a finite number (a file edited or damaged).
    var isPlausible: Bool {
        let figures = [instructionsPerFrame] + functions.flatMap { [$0.selfPerFrame, $0.inclusivePerFrame] } + stacks.map(\.selfPerFrame)
            + stringInstructions.flatMap { [$0.iterationsPerFrame, $0.executionsPerFrame] }
        return figures.allSatisfy { $0.isFinite && $0 >= 0 }
    }
}

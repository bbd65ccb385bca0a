import Foundation
import Gate
import Harness
import Results
import Suite

/// The `memory` metric: runs copies of this executable in the `count-memory` mode, one process per
/// benchmark, which prepare the benchmark and count its memory in an untimed pass
/// (`AllocationCounter.measure`: heap allocations and bytes per frame, frame memory held).
///
/// One process per benchmark, as callgrind's counts are made, and each process made the same on
/// every machine: a benchmark's counts follow the heap it meets (an array's capacity is what the
/// allocator's chunk holds, so whether an append allocates depends on the chunks free; a Swift
/// allocation aligned to 16 bytes is counted at the chunk's usable size). So each process runs a
/// copy of `bench` at a path of the same length (`/tmp/bench-memory-<UUID>/bench`), in that folder,
/// with an empty environment but `PATH` and `SWIFT_DETERMINISTIC_HASHING=1` (Swift seeds its hashes
/// per process otherwise, and a dictionary's growth moves the heap), alone with its benchmark. The
/// processes run in parallel (one per core): counting is not timing.
struct MemoryCounter: Sendable {
    /// The suite whose benchmarks are counted (hot cache).
    let configuration: SuiteConfiguration

    /// Counts `benchmarks` and returns, per benchmark, one entry per `MemoryMeasure` whose real
    /// and CPU "time" hold the value.
    /// - Throws: `MeasurementError` when a process fails or writes no outcome.
    func count(_ benchmarks: [SuiteBenchmark]) throws -> [BenchmarkEntry] {
        let directory = URL(fileURLWithPath: "/tmp").appendingPathComponent("bench-memory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let executable = try Self.copyExecutable(into: directory)
        let names = benchmarks.map(\.descriptor.name)
        let results = MemoryResults(count: names.count)
        let width = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 4))
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = width
        FileHandle.standardError.write(Data("""
            memory: \(names.count) benchmarks, each counted in a process of its own, \(width) at a time

            """.utf8))
        let progress = Progress(total: names.count)
        for (index, name) in names.enumerated() {
            queue.addOperation {
                let result = self.countAlone(name, index: index, executable: executable, directory: directory)
                results.store(result, at: index)
                progress.step(name + ((try? result.get())?.error != nil ? " FAILED" : ""))
            }
        }
        queue.waitUntilAllOperationsAreFinished()
        return try names.indices.flatMap { index in try Self.entries(results.outcome(at: index, name: names[index]).get()) }
    }

    /// Counts one benchmark in its own process.
    private func countAlone(_ name: String, index: Int, executable: String, directory: URL) -> Result<MemoryOutcome, MeasurementError> {
        let outcomesPath = directory.appendingPathComponent("outcomes.\(index).json").path
        let status = ChildProcess.run(Self.sameEverywhere(in: directory) + [executable] + ChildCommandLine.countMemory(
            sizes: configuration.sizes, scope: configuration.scope, filter: BenchmarkFilter.exactly([name]), outcomes: outcomesPath),
            discardingOutput: true)
        guard status == 0 else { return .failure(.processFailed(status: status)) }
        guard let data = FileManager.default.contents(atPath: outcomesPath),
              let outcome = (try? JSONDecoder().decode([MemoryOutcome].self, from: data))?.first, outcome.name == name else {
            return .failure(.unreadableOutput("count-memory wrote no outcome for \(name)"))
        }
        return .success(outcome)
    }

    /// `env`'s arguments that start a process the same way on every machine: in `directory`, with
    /// nothing of this environment but `PATH`, and Swift's hashing unseeded.
    static func sameEverywhere(in directory: URL) -> [String] {
        ["-i", "-C", directory.path, "PATH=/usr/bin:/bin", "SWIFT_DETERMINISTIC_HASHING=1"]
    }

    /// A copy of this executable in `directory` (a path of the same length wherever the checkout
    /// is), with copies of the shared libraries beside it (found through $ORIGIN) and of its
    /// resource bundles (the photo content, 2 MB): a link's target would put the checkout's path
    /// in the heap.
    static func copyExecutable(into directory: URL) throws -> String {
        let original = try ChildProcess.ownExecutable()
        let copy = directory.appendingPathComponent("bench").path
        do {
            try FileManager.default.copyItem(atPath: original, toPath: copy)
            let folder = URL(fileURLWithPath: original).deletingLastPathComponent()
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                let source = folder.appendingPathComponent(name).path, target = directory.appendingPathComponent(name).path
                if name.hasSuffix(".so") || name.hasSuffix(".resources") {
                    try FileManager.default.copyItem(atPath: source, toPath: target)
                }
            }
        } catch {
            throw MeasurementError.unreadableOutput("could not copy bench to \(directory.path) for the memory count: \(error)")
        }
        return copy
    }

    /// The entries of one benchmark's outcome: one per measure, failed when the benchmark failed.
    static func entries(_ outcome: MemoryOutcome) -> [BenchmarkEntry] {
        MemoryMeasure.allCases.map { measure in
            let name = measure.entryName(benchmark: outcome.name)
            guard let figures = outcome.figures else {
                return BenchmarkEntry(name: name, iterations: 0, realTime: 0, errorOccurred: true, errorMessage: outcome.error ?? "no figures")
            }
            let value: Double
            switch measure {
            case .allocationsPerFrame: value = figures.allocationsPerFrame
            case .allocatedBytesPerFrame: value = figures.allocatedBytesPerFrame
            case .heldBytes: value = Double(figures.heldBytes)
            }
            var entry = BenchmarkEntry(name: name, iterations: Double(outcome.frames), realTime: value)
            entry.fields[measure.rawValue] = .number(value)
            entry.fields["label"] = .string("\(measure.unit) (real_time and cpu_time hold the value, not ns)")
            return entry
        }
    }
}

/// What `count-memory` found for one benchmark: its figures, or why it failed.
public struct MemoryOutcome: Sendable, Equatable, Codable {
    /// The benchmark's name.
    public let name: String
    /// Frames counted (after the warm-up).
    public let frames: Int
    /// Allocations and bytes per frame and bytes held; nil when the benchmark failed.
    public let figures: MemoryFigures?
    /// Why the benchmark failed (preparation, verification or a frame), or nil.
    public let error: String?

    /// An outcome.
    public init(name: String, frames: Int, figures: MemoryFigures?, error: String?) {
        self.name = name
        self.frames = frames
        self.figures = figures
        self.error = error
    }
}

/// Outcomes of the parallel counting processes, by benchmark index.
private final class MemoryResults: @unchecked Sendable {
    private var results: [Result<MemoryOutcome, MeasurementError>?]
    private let lock = NSLock()

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func store(_ result: Result<MemoryOutcome, MeasurementError>, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        results[index] = result
    }

    func outcome(at index: Int, name: String) -> Result<MemoryOutcome, MeasurementError> {
        lock.lock()
        defer { lock.unlock() }
        return results[index] ?? .failure(.unreadableOutput("no outcome for \(name)"))
    }
}

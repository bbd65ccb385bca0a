import Foundation
import Gate
import Harness
import Results
import Suite

/// The `instructions` metric: runs a copy of this executable under
/// `valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no` in the `count-instructions`
/// mode, which counts a benchmark's frames between callgrind client requests (see
/// `InstructionCounting`), then reads the benchmark's callgrind dump. Callgrind instruments nothing
/// until the counting starts, so the benchmark's preparation (its frames, their verification)
/// runs on valgrind's core alone, several times faster; the counts are the same.
///
/// Each benchmark is counted in a process of its own. glibc's memcpy takes different paths
/// depending on the distance between source and destination addresses (4K aliasing), so a count
/// depends on the heap layout; alone in its process a benchmark always gets the same layout,
/// whichever other benchmarks are selected, added or removed. The processes run in parallel (one
/// per core): counting is not timing, load does not change a count.
struct CallgrindCounter: Sendable {
    /// The suite whose benchmarks are counted (hot cache).
    let configuration: SuiteConfiguration
    /// Frames counted per benchmark, after one uncounted warm-up frame.
    let frames: Int

    /// Counts `benchmarks` and returns one Google Benchmark-shaped entry per benchmark whose
    /// real and CPU "time" hold instructions per frame.
    /// - Throws: `MeasurementError` when valgrind is missing or fails, or a dump is missing.
    func count(_ benchmarks: [SuiteBenchmark]) throws -> [BenchmarkEntry] {
        guard MachineFacts.command("valgrind", ["--version"]) != nil else { throw MeasurementError.valgrindMissing }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-callgrind-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        // valgrind 3.19 cannot read the DWARF 5 debug information Swift 6 emits: count a copy without it,
        // with stripped copies of the shared libraries it loads from its own folder (found through
        // $ORIGIN, e.g. the allocation counter's) and links to its resource bundles (the photo content).
        let original = try ChildProcess.ownExecutable()
        let executable = directory.appendingPathComponent("bench").path
        let strip = ChildProcess.run(["objcopy", "--strip-debug", original, executable])
        guard strip == 0 else { throw MeasurementError.stripFailed("objcopy exited with status \(strip)") }
        let folder = URL(fileURLWithPath: original).deletingLastPathComponent()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            let source = folder.appendingPathComponent(name).path
            let copy = directory.appendingPathComponent(name).path
            if name.hasSuffix(".so") {
                let status = ChildProcess.run(["objcopy", "--strip-debug", source, copy])
                guard status == 0 else { throw MeasurementError.stripFailed("objcopy \(name) exited with status \(status)") }
            } else if name.hasSuffix(".resources") {
                try? FileManager.default.createSymbolicLink(atPath: copy, withDestinationPath: source)
            }
        }

        let names = benchmarks.map(\.descriptor.name)
        let results = CountResults(count: names.count)
        let width = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 4))
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = width
        FileHandle.standardError.write(Data("""
            instructions: \(names.count) benchmarks, each counted under callgrind in a process of its own, \
            \(width) at a time

            """.utf8))
        let progress = Progress(total: names.count)
        for (index, name) in names.enumerated() {
            queue.addOperation {
                let result = self.countAlone(name, index: index, executable: executable, directory: directory)
                results.store(result, at: index)
                progress.step(name + ((try? result.get())?.failed == true ? " FAILED" : ""))
            }
        }
        queue.waitUntilAllOperationsAreFinished()
        return try names.indices.map { index in try results.entry(at: index, name: names[index]).get() }
    }

    /// Counts one benchmark in its own valgrind process.
    private func countAlone(_ name: String, index: Int, executable: String, directory: URL) -> Result<BenchmarkEntry, MeasurementError> {
        let outFile = directory.appendingPathComponent("callgrind.out.\(index)").path
        let outcomesPath = directory.appendingPathComponent("outcomes.\(index).json").path
        let status = ChildProcess.run([
            "valgrind", "--tool=callgrind", "--quiet", "--instr-atstart=no", "--collect-atstart=no", "--dump-instr=no",
            "--callgrind-out-file=\(outFile)", executable,
        ] + ChildCommandLine.countInstructions(
            sizes: configuration.sizes, scope: configuration.scope,
            filter: BenchmarkFilter.exactly([name]), frames: frames, outcomes: outcomesPath), discardingOutput: true)
        guard status == 0 else { return .failure(.valgrindFailed(status: status)) }
        guard let outcomeData = FileManager.default.contents(atPath: outcomesPath),
              let outcome = (try? JSONDecoder().decode([InstructionCounting.Outcome].self, from: outcomeData))?.first,
              outcome.name == name else {
            return .failure(.unreadableOutput("count-instructions wrote no outcome for \(name)"))
        }
        if let error = outcome.error {
            return .success(BenchmarkEntry(name: name, iterations: 0, realTime: 0, errorOccurred: true, errorMessage: error))
        }
        // Dumps of this process: <outFile>.1 holds the client-request dump, <outFile> the final one.
        let dumps = [outFile + ".1", outFile].compactMap { path in
            (try? String(contentsOfFile: path, encoding: .utf8)).flatMap(CallgrindDump.parse)
        }
        guard let instructions = dumps.first(where: { $0.clientRequestName == name })?.instructions, outcome.frames > 0 else {
            return .failure(.missingCounts([name]))
        }
        return .success(BenchmarkEntry(
            name: name, iterations: Double(outcome.frames), realTime: Double(instructions) / Double(outcome.frames)))
    }
}

/// Results of the parallel counting processes, by benchmark index.
private final class CountResults: @unchecked Sendable {
    private var results: [Result<BenchmarkEntry, MeasurementError>?]
    private let lock = NSLock()

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func store(_ result: Result<BenchmarkEntry, MeasurementError>, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        results[index] = result
    }

    func entry(at index: Int, name: String) -> Result<BenchmarkEntry, MeasurementError> {
        lock.lock()
        defer { lock.unlock() }
        return results[index] ?? .failure(.missingCounts([name]))
    }
}

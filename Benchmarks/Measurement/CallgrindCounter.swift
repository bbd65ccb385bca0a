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
/// The dump is written per instruction with its jumps (`--dump-instr=yes --collect-jumps=yes`,
/// which cost no measurable time), so that each benchmark also gets its `FunctionProfile`: where
/// its instructions went by function and call stack, and its string instructions (a `rep movsb`
/// jumps to itself once per byte), named from the bytes of the object file at their address.
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
    /// A folder to keep each benchmark's callgrind dump in (`<benchmark with / as _>.callgrind`),
    /// for callgrind_annotate, kcachegrind or gprof2dot; nil keeps none.
    var keepDumps: String? = nil

    /// What counting made: one Google Benchmark-shaped entry per benchmark whose real and CPU
    /// "time" hold instructions per frame (with the string instructions' counters), and the
    /// profile of each benchmark that did not fail.
    struct Counted: Sendable {
        var entries: [BenchmarkEntry]
        var profiles: [FunctionProfile]
    }

    /// Counts `benchmarks`.
    /// - Throws: `MeasurementError` when valgrind is missing or fails, or a dump is missing.
    func count(_ benchmarks: [SuiteBenchmark]) throws -> Counted {
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
                progress.step(name + ((try? result.get())?.entry.failed == true ? " FAILED" : ""))
            }
        }
        queue.waitUntilAllOperationsAreFinished()
        let counted = try names.indices.map { index in try results.entry(at: index, name: names[index]).get() }
        return Counted(entries: counted.map(\.entry), profiles: counted.compactMap(\.profile))
    }

    /// One benchmark's entry and profile.
    typealias CountedBenchmark = (entry: BenchmarkEntry, profile: FunctionProfile?)

    /// Counts one benchmark in its own valgrind process. The paths it is given have the same
    /// length whatever its position (`index` zero-padded), so its process starts with the same
    /// stack and heap layout whichever benchmarks are selected with it.
    private func countAlone(_ name: String, index: Int, executable: String, directory: URL) -> Result<CountedBenchmark, MeasurementError> {
        let tag = String(format: "%05d", index)
        let outFile = directory.appendingPathComponent("callgrind.out.\(tag)").path
        let outcomesPath = directory.appendingPathComponent("outcomes.\(tag).json").path
        let status = ChildProcess.run([
            "valgrind", "--tool=callgrind", "--quiet", "--instr-atstart=no", "--collect-atstart=no", "--dump-instr=yes",
            "--dump-line=no", "--collect-jumps=yes", "--callgrind-out-file=\(outFile)", executable,
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
            return .success((BenchmarkEntry(name: name, iterations: 0, realTime: 0, errorOccurred: true, errorMessage: error), nil))
        }
        // Dumps of this process: <outFile>.1 holds the client-request dump, <outFile> the final one.
        let texts = [outFile + ".1", outFile].compactMap { path in try? String(contentsOfFile: path, encoding: .utf8) }
        guard let text = texts.first(where: { CallgrindDump.parse($0)?.clientRequestName == name }),
              let instructions = CallgrindDump.parse(text)?.instructions, outcome.frames > 0 else {
            return .failure(.missingCounts([name]))
        }
        let graph: CallgrindCallGraph
        do {
            graph = try CallgrindCallGraph.parse(text)
        } catch {
            return .failure(.unreadableOutput("the callgrind dump of \(name): \(error)"))
        }
        if let keepDumps {
            try? FileManager.default.createDirectory(atPath: keepDumps, withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: URL(fileURLWithPath: keepDumps).appendingPathComponent(
                name.replacingOccurrences(of: "/", with: "_") + ".callgrind"))
        }
        let profile = graph.profile(benchmark: name, frames: outcome.frames, instruction: ObjectBytes().stringInstruction)
        var entry = BenchmarkEntry(name: name, iterations: Double(outcome.frames), realTime: Double(instructions) / Double(outcome.frames))
        entry.fields[Counter.stringIterationsPerFrame.name] = .number(profile.stringIterationsPerFrame)
        entry.fields[Counter.stringExecutionsPerFrame.name] = .number(profile.stringExecutionsPerFrame)
        if let bytes = profile.stringBytesPerFrame { entry.fields[Counter.stringBytesPerFrame.name] = .number(bytes) }
        entry.fields[Counter.instructionsStringOncePerFrame.name] = .number(profile.instructionsStringOncePerFrame)
        return .success((entry, profile.pruned()))
    }
}

/// The object files a dump names, opened once each, to decode the instruction at an address.
private final class ObjectBytes {
    private var images: [String: ELFImage?] = [:]

    /// The string instruction at `address` of `function`'s object, or nil when its bytes cannot be
    /// read or are not one.
    func stringInstruction(_ function: CallgrindCallGraph.Function, _ address: UInt64) -> X86StringInstruction? {
        if images[function.object] == nil { images[function.object] = .some(ELFImage(path: function.object)) }
        guard let image = images[function.object] ?? nil, let bytes = image.bytes(at: address, count: 16) else { return nil }
        return X86StringInstruction(bytes: bytes)
    }
}

/// Results of the parallel counting processes, by benchmark index.
private final class CountResults: @unchecked Sendable {
    private var results: [Result<CallgrindCounter.CountedBenchmark, MeasurementError>?]
    private let lock = NSLock()

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func store(_ result: Result<CallgrindCounter.CountedBenchmark, MeasurementError>, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        results[index] = result
    }

    func entry(at index: Int, name: String) -> Result<CallgrindCounter.CountedBenchmark, MeasurementError> {
        lock.lock()
        defer { lock.unlock() }
        return results[index] ?? .failure(.missingCounts([name]))
    }
}

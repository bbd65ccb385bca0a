import Foundation

/// The processes `bench` starts: copies of itself (`time-process`, and `count-instructions` under
/// valgrind) and tools found on PATH.
public enum ChildProcess {
    /// The path of the running executable.
    /// - Throws: `MeasurementError.unreadableOutput` when neither /proc nor the bundle tells.
    public static func ownExecutable() throws -> String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        guard let path = Bundle.main.executablePath else {
            throw MeasurementError.unreadableOutput("cannot find the path of the running bench executable")
        }
        return path
    }

    /// Runs a program found on PATH with inherited standard error, and standard output inherited
    /// or discarded; its exit status (127 when it cannot start).
    public static func run(_ arguments: [String], discardingOutput: Bool = false) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if discardingOutput { process.standardOutput = FileHandle.nullDevice }
        do { try process.run() } catch { return 127 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Runs a program found on PATH with standard error discarded; its standard output, trimmed,
    /// or nil when it cannot start or exits non-zero.
    public static func output(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

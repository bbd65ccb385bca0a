#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered writes to standard error (file descriptor 2), the console's progress channel.
public enum StandardError {
    public static func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                Darwin.write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if written <= 0 { return }
            offset += written
        }
        bytes.removeAll()
    }

    /// Whether standard error is a terminal (progress is then redrawn in place).
    public static var isTerminal: Bool { isatty(STDERR_FILENO) != 0 }

    /// The terminal's width in columns, or 80 when it cannot be read.
    public static var columns: Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// Seconds on the monotonic clock.
    public static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

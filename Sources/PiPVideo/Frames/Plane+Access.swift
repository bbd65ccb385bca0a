#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Plane {
    /// The first sample byte, typed for kernels.
    package var bytes: UnsafeMutablePointer<UInt8> { baseAddress.assumingMemoryBound(to: UInt8.self) }

    /// Copies this plane's samples into `destination` row by row (one memcpy per row).
    /// - Precondition: equal sizes and sample sizes (checked by the caller's validation).
    package func copySamples(to destination: Plane) {
        for y in 0..<height {
            memcpy(destination.baseAddress + y * destination.bytesPerRow, baseAddress + y * bytesPerRow, rowBytes)
        }
    }
}

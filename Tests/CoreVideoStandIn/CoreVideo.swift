// A stand-in for the few CoreVideo calls of the README's app example (Tests/AppExampleTests), so that
// the example compiles and runs on Linux exactly as written for iOS. Built only where CoreVideo does
// not exist (Package.swift adds this target on Linux). Signatures as CoreVideo's Swift overlay
// imports them, reduced to what the example calls.

/// A bi-planar pixel buffer (Y, then CbCr) in memory of its own.
public final class CVPixelBuffer {
    let planes: [(base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int)]
    /// How many times the buffer is locked now.
    public private(set) var lockCount = 0

    /// An NV12 buffer of `width` x `height` whose rows are `rowAlignment`-byte multiples, as
    /// CVPixelBufferCreate makes them.
    public init(nv12Width width: Int, height: Int, rowAlignment: Int = 64) {
        let chroma = (width: (width + 1) / 2, height: (height + 1) / 2)
        planes = [(width, height, 1), (chroma.width, chroma.height, 2)].map { width, height, channels in
            let bytesPerRow = (width * channels + rowAlignment - 1) / rowAlignment * rowAlignment
            let base = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 64)
            base.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
            return (base, width, height, bytesPerRow)
        }
    }

    deinit { planes.forEach { $0.base.deallocate() } }

    func begin() { lockCount += 1 }
    func end() { lockCount -= 1 }
}

/// CVPixelBufferLockFlags.
public struct CVPixelBufferLockFlags: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let readOnly = CVPixelBufferLockFlags(rawValue: 1)
}

/// CVReturn: 0 is kCVReturnSuccess.
public typealias CVReturn = Int32

@discardableResult
public func CVPixelBufferLockBaseAddress(_ buffer: CVPixelBuffer, _ flags: CVPixelBufferLockFlags) -> CVReturn {
    buffer.begin()
    return 0
}

@discardableResult
public func CVPixelBufferUnlockBaseAddress(_ buffer: CVPixelBuffer, _ flags: CVPixelBufferLockFlags) -> CVReturn {
    buffer.end()
    return 0
}

/// The plane's first byte, or nil when the buffer is not locked (CoreVideo's contract).
public func CVPixelBufferGetBaseAddressOfPlane(_ buffer: CVPixelBuffer, _ plane: Int) -> UnsafeMutableRawPointer? {
    buffer.lockCount > 0 && plane < buffer.planes.count ? buffer.planes[plane].base : nil
}

public func CVPixelBufferGetBytesPerRowOfPlane(_ buffer: CVPixelBuffer, _ plane: Int) -> Int {
    plane < buffer.planes.count ? buffer.planes[plane].bytesPerRow : 0
}

public func CVPixelBufferGetWidthOfPlane(_ buffer: CVPixelBuffer, _ plane: Int) -> Int {
    plane < buffer.planes.count ? buffer.planes[plane].width : 0
}

public func CVPixelBufferGetHeightOfPlane(_ buffer: CVPixelBuffer, _ plane: Int) -> Int {
    plane < buffer.planes.count ? buffer.planes[plane].height : 0
}

// The driver's own frames: planes in heap memory with optional row padding, handed to the kernels
// as `SampleGrid`s (the kernels know no frame type). PiPVideo's frames validate with untyped
// throws, which Embedded Swift does not have; the driver needs none of that.

/// Heap memory owned by the frames that share it, freed with the last of them.
public final class StandInStorage {
    public let baseAddress: UnsafeMutableRawPointer
    public let byteCount: Int

    public init(byteCount: Int) {
        self.byteCount = max(byteCount, 1)
        baseAddress = UnsafeMutableRawPointer.allocate(byteCount: self.byteCount, alignment: 64)
        baseAddress.initializeMemory(as: UInt8.self, repeating: 0, count: self.byteCount)
    }

    deinit { baseAddress.deallocate() }
}

/// One image plane (as Sources/PiPVideo/Frames/Plane.swift, without validation): `height` rows of `width` samples of
/// `bytesPerSample` bytes, rows `bytesPerRow` apart.
public struct Plane {
    public let name: StaticString
    public let width: Int
    public let height: Int
    public let bytesPerSample: Int
    public let bytesPerRow: Int
    public let storage: StandInStorage

    /// A zeroed plane in storage of its own, each row followed by `padding` bytes.
    public init(name: StaticString, width: Int, height: Int, bytesPerSample: Int = 1, padding: Int = 0) {
        self.name = name
        self.width = width
        self.height = height
        self.bytesPerSample = bytesPerSample
        bytesPerRow = width * bytesPerSample + padding
        storage = StandInStorage(byteCount: bytesPerRow * height)
    }

    public var rowBytes: Int { width * bytesPerSample }
    public var size: FrameSize { FrameSize(width: width, height: height) }
    public var baseAddress: UnsafeMutableRawPointer { storage.baseAddress }

    /// The plane as the kernels take it.
    public var grid: SampleGrid {
        SampleGrid(base: baseAddress.assumingMemoryBound(to: UInt8.self), width: width, height: height,
                   bytesPerRow: bytesPerRow, channels: bytesPerSample)
    }

    /// Row `y`'s samples (not its padding).
    public func row(_ y: Int) -> UnsafeMutableRawBufferPointer {
        UnsafeMutableRawBufferPointer(start: baseAddress + y * bytesPerRow, count: rowBytes)
    }

    /// The first position where the samples of two planes of equal size differ, or nil.
    public func firstDifference(from other: Plane) -> (x: Int, y: Int)? {
        guard size == other.size, bytesPerSample == other.bytesPerSample else { return (0, 0) }
        for y in 0..<height {
            let mine = row(y), theirs = other.row(y)
            for index in 0..<rowBytes where mine[index] != theirs[index] { return (index / bytesPerSample, y) }
        }
        return nil
    }
}

/// A frame: its size and planes.
public protocol VideoFrame {
    var size: FrameSize { get }
    var planes: [Plane] { get }
}

public struct I420Frame: VideoFrame {
    public let y: Plane
    public let u: Plane
    public let v: Plane

    public init(size: FrameSize, padding: Int = 0) {
        let chroma = size.chroma
        y = Plane(name: "Y", width: size.width, height: size.height, padding: padding)
        u = Plane(name: "U", width: chroma.width, height: chroma.height, padding: padding)
        v = Plane(name: "V", width: chroma.width, height: chroma.height, padding: padding)
    }

    public var size: FrameSize { y.size }
    public var planes: [Plane] { [y, u, v] }
}

public struct NV12Frame: VideoFrame {
    public let y: Plane
    public let cbcr: Plane

    public init(size: FrameSize, padding: Int = 0) {
        let chroma = size.chroma
        y = Plane(name: "Y", width: size.width, height: size.height, padding: padding)
        cbcr = Plane(name: "CbCr", width: chroma.width, height: chroma.height, bytesPerSample: 2, padding: padding)
    }

    public var size: FrameSize { y.size }
    public var planes: [Plane] { [y, cbcr] }
}

public struct BGRAFrame: VideoFrame {
    public let pixels: Plane

    public init(size: FrameSize, padding: Int = 0) {
        pixels = Plane(name: "BGRA", width: size.width, height: size.height, bytesPerSample: 4, padding: padding)
    }

    public var size: FrameSize { pixels.size }
    public var planes: [Plane] { [pixels] }
}

extension I420Frame {
    /// The planes as the kernels take them.
    var picture: I420Picture { I420Picture(y: y.grid, u: u.grid, v: v.grid) }
}

extension NV12Frame {
    /// The planes as the kernels take them.
    var picture: NV12Picture { NV12Picture(y: y.grid, cbcr: cbcr.grid) }
}

// Stand-ins for the frame types in the Embedded (arm64) build of the kernels.
//
// The real `Plane`, `I420Frame`, `NV12Frame`, `BGRAFrame` (Sources/PiPVideo/Frames) validate with
// untyped throws and keep their bytes in `AlignedStorage`; Embedded Swift has neither `any Error`
// nor dynamic casts, so they cannot be compiled there. The kernels read only the properties below,
// which mean the same here as there; every kernel file, and the real FrameSize, PlaneList,
// RowAlignment, Plane+Access and Plane+Rows files, are compiled unchanged against these.

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

/// One image plane (see Sources/PiPVideo/Frames/Plane.swift): `height` rows of `width` samples of
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
}

/// The frame protocol, as far as the kernels use it.
public protocol VideoFrame {
    var size: FrameSize { get }
    var planes: PlaneList { get }
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
    public var planes: PlaneList { PlaneList(y, u, v) }
}

public struct NV12Frame: VideoFrame {
    public let y: Plane
    public let cbcr: Plane

    public init(size: FrameSize, padding: Int = 0) {
        let chroma = size.chroma
        y = Plane(name: "Y", width: size.width, height: size.height, padding: padding)
        cbcr = Plane(name: "CbCr", width: chroma.width, height: chroma.height, bytesPerSample: 2, padding: padding)
    }

    /// As `NV12Frame.allocate` (used by the `composed` rotate-scale kernel); never fails here.
    public static func allocate(size: FrameSize, rowAlignment _: RowAlignment, name _: StaticString) -> NV12Frame {
        NV12Frame(size: size)
    }

    public var size: FrameSize { y.size }
    public var planes: PlaneList { PlaneList(y, cbcr) }
}

public struct BGRAFrame: VideoFrame {
    public let pixels: Plane

    public init(size: FrameSize, padding: Int = 0) {
        pixels = Plane(name: "BGRA", width: size.width, height: size.height, bytesPerSample: 4, padding: padding)
    }

    public var size: FrameSize { pixels.size }
    public var planes: PlaneList { PlaneList(pixels) }
}

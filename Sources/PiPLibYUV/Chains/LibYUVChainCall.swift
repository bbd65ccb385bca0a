import CLibYUVChains
import PiPVideo

/// A frame a libyuv chain reads or writes, handed over as the C side's `PiPLibYUVFrame`.
protocol LibYUVChainFrame: VideoFrame {
    /// The frame's size and planes as a chain takes them (the planes it lacks empty).
    var chainFrame: PiPLibYUVFrame { get }
}

extension Plane {
    /// The plane as a chain takes it. (Every size and stride of a `Plane` fits in 32 bits: at most
    /// `maximumDimension` and `maximumBytesPerRow`.)
    var chainPlane: PiPLibYUVPlane {
        PiPLibYUVPlane(bytes: bytes, stride: Int32(truncatingIfNeeded: bytesPerRow), width: Int32(truncatingIfNeeded: width),
                       height: Int32(truncatingIfNeeded: height))
    }
}

extension PiPLibYUVFrame {
    /// A frame of `size` (a plane's size: 32 bits suffice) with these planes.
    init(_ size: FrameSize, _ planes: (PiPLibYUVPlane, PiPLibYUVPlane, PiPLibYUVPlane)) {
        self.init(width: Int32(truncatingIfNeeded: size.width), height: Int32(truncatingIfNeeded: size.height), planes: planes)
    }
}

extension I420Frame: LibYUVChainFrame {
    var chainFrame: PiPLibYUVFrame {
        PiPLibYUVFrame(size, (y.chainPlane, u.chainPlane, v.chainPlane))
    }
}

extension NV12Frame: LibYUVChainFrame {
    var chainFrame: PiPLibYUVFrame {
        PiPLibYUVFrame(size, (y.chainPlane, cbcr.chainPlane, PiPLibYUVPlane()))
    }
}

extension BGRAFrame: LibYUVChainFrame {
    var chainFrame: PiPLibYUVFrame {
        PiPLibYUVFrame(size, (pixels.chainPlane, PiPLibYUVPlane(), PiPLibYUVPlane()))
    }
}

/// Runs `chain` from `source` into `destination`, frames the strategy has validated.
/// - Throws: `LibYUVError` naming the libyuv function that failed and what it returned.
func runLibYUVChain(_ chain: PiPLibYUVChain, _ source: some LibYUVChainFrame, _ destination: some LibYUVChainFrame,
                    _ parameters: PiPLibYUVParameters) throws(LibYUVError) {
    var input = source.chainFrame, output = destination.chainFrame
    // The planes' memory belongs to the frames: they live until the chain has returned.
    let status = withExtendedLifetime(source) { withExtendedLifetime(destination) { chain(&input, &output, parameters) } }
    guard status.status == 0 else {
        throw LibYUVError(function: status.function.map { String(cString: $0) } ?? "(a libyuv chain)", status: status.status)
    }
}

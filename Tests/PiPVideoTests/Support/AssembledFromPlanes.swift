@testable import PiPLibYUV
@testable import PiPVideo

/// Frames the tests can assemble from planes they place themselves (to make planes overlap).
protocol AssembledFromPlanes: VideoFrame {
    /// The frame of `planes`, in memory order (as `planes` lists them).
    init(planes: [Plane]) throws
}

extension I420Frame: AssembledFromPlanes {
    init(planes: [Plane]) throws { try self.init(y: planes[0], u: planes[1], v: planes[2]) }
}

extension NV12Frame: AssembledFromPlanes {
    init(planes: [Plane]) throws { try self.init(y: planes[0], cbcr: planes[1]) }
}

extension BGRAFrame: AssembledFromPlanes {
    init(planes: [Plane]) throws { try self.init(pixels: planes[0]) }
}

extension AssembledFromPlanes {
    /// A frame of `size` with tight rows whose planes start at `offsets` (one per plane, extra
    /// offsets ignored) in `storage`, named as `init(allocating:rowAlignment:name:)` names them.
    static func placed(_ size: FrameSize, in storage: AlignedStorage, at offsets: [Int], name: String) throws -> Self {
        let shape = try Self(allocating: size, rowAlignment: .tight, name: name)
        return try Self(planes: zip(shape.planes, offsets).map { plane, offset in
            try Plane(name: plane.name, width: plane.width, height: plane.height, bytesPerSample: plane.bytesPerSample,
                      bytesPerRow: plane.rowBytes, storage: storage, offset: offset)
        })
    }
}

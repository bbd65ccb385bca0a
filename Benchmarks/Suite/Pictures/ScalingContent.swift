import PiPVideo

/// What the source frames of a scaling benchmark show.
public enum ScalingContent: String, CaseIterable, Sendable {
    /// A mosaic of real photos at native resolution (the default: what PiP really shows).
    case photo
    /// A zone plate: the synthetic worst case, which makes aliasing visible in the PSNR.
    case zonePlate = "zoneplate"

    /// A source frame of `size`, number `index` of a ring, with rows laid out as `rowAlignment` says.
    /// - Throws: `ContentError` when the bundled photos cannot be loaded; `FrameError` for a bad size.
    public func makeFrame(size: FrameSize, index: Int, rowAlignment: RowAlignment) throws -> I420Frame {
        let frame = try I420Frame.allocate(size: size, rowAlignment: rowAlignment, name: "source")
        switch self {
        case .photo: PhotoMosaic(photos: try PhotoLibrary.bundled()).fill(frame, index: index)
        case .zonePlate: ZonePlate.fill(frame, index: index)
        }
        return frame
    }
}

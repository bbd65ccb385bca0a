/// How a YUV frame's 8-bit samples map to RGB under BT.601 (Kr = 0.299, Kb = 0.114).
public enum ColorRange: String, CaseIterable, Hashable, Sendable {
    /// Full ("JPEG") range: Y in 0...255, Cb and Cr centred on 128 over 0...255. What WebRTC's
    /// I420 frames carry and what PiP's NV12 buffers (420YpCbCr8BiPlanarFullRange) declare.
    ///   R = Y + 1.402 (Cr - 128)
    ///   G = Y - 0.344136 (Cb - 128) - 0.714136 (Cr - 128)
    ///   B = Y + 1.772 (Cb - 128)
    case full
    /// Video ("studio") range: Y in 16...235 and Cb, Cr in 16...240 stretched to 0...255 first:
    /// Y' = (Y - 16) x 255/219, C' = (C - 128) x 255/224, then the full-range equations. The
    /// pre-vImage upstream loop used this (R = (298 (Y-16) + 409 (Cr-128) + 128) >> 8).
    case video
}

import Foundation
import PiPVideo

/// The synthetic worst case for a downscaler: a zone plate, concentric rings whose spatial
/// frequency rises linearly from the centre to the Nyquist limit (half a cycle per pixel) at the
/// corners. Every frequency a downscale must remove is present, so aliasing shows as false rings
/// (moire) and as a low PSNR; an area average removes most of it.
public enum ZonePlate {
    /// Fills `frame` with a zone plate centred near the frame's centre (shifted by `index` pixels,
    /// so the frames of a ring differ). U and V hold the same pattern at chroma resolution, in
    /// cosine and sine phase.
    public static func fill(_ frame: I420Frame, index: Int) {
        let shift = Double(index % 16)
        draw(frame.y, shift: shift) { 128 + 127 * cos($0) }
        draw(frame.u, shift: shift / 2) { 128 + 100 * cos($0) }
        draw(frame.v, shift: shift / 2) { 128 + 100 * sin($0) }
    }

    /// plane(x, y) = value(pi * k * r^2), r measured from the (shifted) centre and k = 1 / (2 r_max),
    /// so the local frequency k * r reaches 1/2 cycle per pixel at the farthest corner.
    private static func draw(_ plane: Plane, shift: Double, value: (Double) -> Double) {
        let centreX = Double(plane.width) / 2 + shift, centreY = Double(plane.height) / 2 + shift
        let reach = max(1, (max(centreX, Double(plane.width) - centreX) * max(centreX, Double(plane.width) - centreX)
            + max(centreY, Double(plane.height) - centreY) * max(centreY, Double(plane.height) - centreY)).squareRoot())
        let k = 1 / (2 * reach)
        for y in 0..<plane.height {
            let row = plane.row(y)
            let dy = Double(y) + 0.5 - centreY
            for x in 0..<plane.width {
                let dx = Double(x) + 0.5 - centreX
                row[x] = UInt8(max(0, min(255, value(Double.pi * k * (dx * dx + dy * dy)).rounded())))
            }
        }
    }
}

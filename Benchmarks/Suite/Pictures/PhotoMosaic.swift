#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PiPVideo

/// Frames of any size made of real photos at their native resolution, never upscaled (an upscaled
/// photo is smooth and would flatter every scaler).
///
/// The frame is cut into horizontal shelves `shelfHeight` rows tall. Each shelf is a strip of
/// photos side by side, each cropped to the shelf's height at a vertical offset that varies by
/// shelf and frame; the strip starts at a horizontal offset that also varies, so seams do not line
/// up from shelf to shelf and frame `index` of a ring differs from frame `index + 1`. Every offset
/// is even, so chroma rows and columns line up with their luma exactly. Seams are a few hard edges
/// per shelf: a little harder than one photo, never easier.
public struct PhotoMosaic: Sendable {
    /// Rows per shelf (even, and no taller than the shortest photo).
    public let shelfHeight: Int
    let photos: [Photo]

    /// - Precondition: at least one photo; photos have even sizes at least `shelfHeight` tall.
    public init(photos: [Photo]) {
        precondition(!photos.isEmpty, "a mosaic needs at least one photo")
        self.photos = photos
        shelfHeight = (photos.map(\.frame.size.height).min() ?? 2) / 2 * 2
    }

    /// Fills `frame` (any size, any row layout) with mosaic number `index`.
    public func fill(_ frame: I420Frame, index: Int) {
        let stripWidth = photos.reduce(0) { $0 + $1.frame.size.width }
        for (planeIndex, plane) in frame.planes.enumerated() {
            let divisor = planeIndex == 0 ? 1 : 2
            let shelf = shelfHeight / divisor
            for y in 0..<plane.height {
                let shelfIndex = y / shelf
                let rowInShelf = y % shelf
                let destination = (plane.baseAddress + y * plane.bytesPerRow).assumingMemoryBound(to: UInt8.self)
                // Photo order and offsets of this shelf.
                let first = (shelfIndex + index) % photos.count
                var position = ((shelfIndex * 173 + index * 61) % stripWidth) / 2 * 2 / divisor
                var photo = first
                // Skip whole photos before the strip offset.
                while position >= width(photos[photo], divisor) {
                    position -= width(photos[photo], divisor)
                    photo = (photo + 1) % photos.count
                }
                var x = 0
                while x < plane.width {
                    let source = photos[photo].frame.planes[planeIndex]
                    let slack = photos[photo].frame.size.height - shelfHeight
                    let top = ((shelfIndex * 97 + index * 29) % (slack + 1)) / 2 * 2 / divisor
                    let count = min(width(photos[photo], divisor) - position, plane.width - x)
                    memcpy(destination + x, source.baseAddress + (top + rowInShelf) * source.bytesPerRow + position, count)
                    x += count
                    position = 0
                    photo = (photo + 1) % photos.count
                }
            }
        }
    }

    private func width(_ photo: Photo, _ divisor: Int) -> Int { photo.frame.size.width / divisor }
}

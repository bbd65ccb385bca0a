import PiPVideo

/// Pictures of one size laid out in a grid on a grey background, left to right, then top to
/// bottom, `gap` pixels apart: several strategies' outputs of one frame, side by side.
public struct ContactSheet {
    /// The composed picture.
    public let image: BGRAFrame
    /// Tiles per row.
    public let columns: Int

    /// Lays out `tiles` (all of one size) in rows of at most `columns`.
    /// - Throws: `FrameError.planeSizeMismatch` when the tiles' sizes differ; `FrameError` when the
    ///   sheet cannot be allocated.
    public init(tiles: [BGRAFrame], columns: Int = 4, gap: Int = 8) throws {
        guard let first = tiles.first else { throw FrameError.nonPositiveSize(plane: "contact sheet", width: 0, height: 0) }
        let tile = first.size
        for other in tiles where other.size != tile {
            throw FrameError.planeSizeMismatch(plane: "contact sheet tile", expected: tile, actual: other.size)
        }
        let columns = max(1, min(columns, tiles.count))
        let rows = (tiles.count + columns - 1) / columns
        let size = FrameSize(width: columns * tile.width + (columns + 1) * gap, height: rows * tile.height + (rows + 1) * gap)
        let image = try BGRAFrame.allocate(size: size, rowAlignment: .tight, name: "contact sheet")
        image.storage.fill(with: 0x40)
        for (index, picture) in tiles.enumerated() {
            let left = gap + (index % columns) * (tile.width + gap), top = gap + (index / columns) * (tile.height + gap)
            for y in 0..<tile.height {
                let destination = UnsafeMutableRawBufferPointer(rebasing: image.pixels.row(top + y)[(4 * left)..<(4 * (left + tile.width))])
                destination.copyMemory(from: UnsafeRawBufferPointer(picture.pixels.row(y)))
            }
        }
        self.image = image
        self.columns = columns
    }
}

/// Box-downscales `source` to the unrotated size of `destination` and writes it rotated by
/// `rotation` into `destination`, one band of rows at a time. Quarter turns at exactly 8/3 (the
/// camera) take `boxScaleRotatingEightThirds` instead, and on x86-64 those at exactly 3
/// `boxScaleRotatingByThree` (`RotatingScaleKernel` decides).
///
/// For quarter turns, a band is `side` rows (16 for bytes, 8 for CbCr pairs) of the downscaled
/// picture, made by `BoxSIMDRowScaler` into `withStackScratch`'s stack memory (`side` rows plus the
/// row kernels' sums: about 13 KB for 640-pixel rows of a 1920-pixel source; rows past about
/// 1900 bytes take the heap); each
/// `side x side` square of the band is one tile transpose (`transposeBytes16x16`,
/// `transposePairs8x8`) into `side` destination rows. The last band and the last tile of a band
/// are aligned to the far edge and overlap the previous ones (rewriting the same bytes), as the
/// `simd` rotation does. Pictures smaller than a tile, and half turns, place each sample with
/// `Rotation.destinationPosition(ofX:y:in:)` from a row buffer. `kernels` holds the builds of the
/// 8/3 and 3:1 kernels and the row steps to run (x86-64; see `KernelTable`).
///
/// The `fused` strategy of RotateScaleNV12 is this on each plane.
/// - Precondition: `destination` is `source` downscaled (no axis larger) and rotated, same channels.
public func boxScaleRotating(_ source: SampleGrid, into destination: SampleGrid, by rotation: Rotation, kernels: KernelTable = .thisBuild) {
    switch RotatingScaleKernel(source, destination, rotation) {
    case .eightThirds:
        withStackScratch(byteCount: eightThirdsScratchByteCount) { scratch in
            kernels.runBoxScaleRotatingEightThirds(
                UnsafePointer(source.base), width: source.width, height: source.height, bytesPerRow: source.bytesPerRow, channels: source.channels,
                into: destination.base, bytesPerRow: destination.bytesPerRow, clockwise: rotation == .degrees90, scratch: scratch)
        }
        return
    case .byThree:
        // Chosen on x86-64 only (`RotatingScaleKernel`): on arm64 the general path's ratio-3 rows
        // (ld3) count fewer instructions (qemu, 1080p: 2.25 M against 2.40 M with this kernel;
        // docs/design/cold-path.md).
        withStackScratch(byteCount: byThreeScratchByteCount) { scratch in
            kernels.runBoxScaleRotatingByThree(
                UnsafePointer(source.base), width: source.width, height: source.height, bytesPerRow: source.bytesPerRow, channels: source.channels,
                into: destination.base, bytesPerRow: destination.bytesPerRow, clockwise: rotation == .degrees90, scratch: scratch)
        }
        return
    case .general:
        break
    }
    let channels = source.channels, side = channels == 1 ? 16 : 8
    let quarterTurn = rotation != .degrees180
    let width = quarterTurn ? destination.height : destination.width
    let height = quarterTurn ? destination.width : destination.height
    let rows = BoxSIMDRowScaler(source: source, width: width, height: height, kernels: kernels)
    let bandStride = (width * channels + 15) & ~15
    let tiled = quarterTurn && width >= side && height >= side
    let bandRows = tiled ? side : 1
    withStackScratch(byteCount: bandRows * bandStride + rows.scratchByteCount) { base in
        let band = base.assumingMemoryBound(to: UInt8.self)
        // The row kernels' sums follow the band (no bytes at ratios with a fused row kernel).
        let scratch = base + bandRows * bandStride
        rows.prepare(scratch)
        guard tiled else {
            placeSampleBySample(rows, destination, rotation, row: band, scratch: scratch)
            return
        }
        let to = UnsafeMutableRawPointer(destination.base), stride = destination.bytesPerRow
        forEachTileStart(length: height, side: side) { firstRow in
            for r in 0..<side { rows.writeRow(firstRow + r, into: band + r * bandStride, scratch: scratch) }
            let from = UnsafeRawPointer(band)
            forEachTileStart(length: width, side: side) { x in
                // Band square (rows firstRow..., columns x...) -> destination rows x..., columns:
                // clockwise, height - firstRow - side... with the band read bottom-up; counter-
                // clockwise, firstRow... with the destination written bottom-up.
                let tileSource: UnsafeRawPointer, sourceStride: Int, tileDestination: UnsafeMutableRawPointer, destinationStride: Int
                if rotation == .degrees90 {
                    tileSource = from + (side - 1) * bandStride + x * channels
                    sourceStride = -bandStride
                    tileDestination = to + x * stride + (height - firstRow - side) * channels
                    destinationStride = stride
                } else {
                    tileSource = from + x * channels
                    sourceStride = bandStride
                    tileDestination = to + (width - 1 - x) * stride + firstRow * channels
                    destinationStride = -stride
                }
                if channels == 1 {
                    transposeBytes16x16(from: tileSource, stride: sourceStride, to: tileDestination, stride: destinationStride)
                } else {
                    transposePairs8x8(from: tileSource, stride: sourceStride, to: tileDestination, stride: destinationStride)
                }
            }
        }
    }
}

/// Each downscaled row into `row`, then each of its samples to its rotated position.
private func placeSampleBySample(
    _ rows: BoxSIMDRowScaler, _ destination: SampleGrid, _ rotation: Rotation,
    row: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutableRawPointer
) {
    let channels = rows.source.channels, size = FrameSize(width: rows.width, height: rows.height)
    for y in 0..<rows.height {
        rows.writeRow(y, into: row, scratch: scratch)
        for x in 0..<rows.width {
            let target = rotation.destinationPosition(ofX: x, y: y, in: size)
            let to = destination.row(target.y) + target.x * channels
            for channel in 0..<channels { to[channel] = row[x * channels + channel] }
        }
    }
}

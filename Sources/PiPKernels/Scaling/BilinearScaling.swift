/// Bilinear downscale of one grid: for each destination sample, the two source rows around its
/// centre are interpolated at the two source columns around it, then the two results are
/// interpolated horizontally (see `BilinearPositions`).
public func bilinearScale(_ source: SampleGrid, _ destination: SampleGrid) {
    let columns = BilinearPositions(source: source.width, destination: destination.width)
    let rows = BilinearPositions(source: source.height, destination: destination.height)
    let channels = source.channels
    for y in 0..<destination.height {
        let top = source.row(rows.first[y]), bottom = source.row(rows.second[y])
        let rowFraction = rows.fraction[y]
        let out = destination.row(y)
        for x in 0..<destination.width {
            let left = columns.first[x] * channels, right = columns.second[x] * channels
            for channel in 0..<channels {
                let a = interpolate(top[left + channel], bottom[left + channel], rowFraction)
                let b = interpolate(top[right + channel], bottom[right + channel], rowFraction)
                out[x * channels + channel] = interpolate(a, b, columns.fraction[x])
            }
        }
    }
}

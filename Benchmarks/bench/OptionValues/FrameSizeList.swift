import PiPVideo
import Suite

/// `--sizes WxH,...`: the frame sizes to benchmark, for example `640x360,1279x719`.
struct FrameSizeList: OptionValue, Equatable {
    /// The sizes, in the order given.
    let sizes: [FrameSize]

    /// A list of `sizes` (not validated: for sizes that come from the suite itself).
    init(_ sizes: [FrameSize]) {
        self.sizes = sizes
    }

    /// The suite's standard sizes (`SuiteConfiguration.defaultSizes`).
    static let standard = FrameSizeList(SuiteConfiguration.defaultSizes)

    /// Parses sizes separated by commas; spaces around a size and empty items are ignored.
    /// - Throws: `OptionValueError` naming the first item that is not `WxH` with positive
    ///   integers or has a side above `Plane.maximumDimension`, or `.noSize` for a list without one.
    init(parsing text: String) throws(OptionValueError) {
        sizes = try text.split(separator: ",").map { (item) throws(OptionValueError) -> FrameSize in
            let trimmed = item.trimmingCharacters(in: .whitespaces)
            guard let size = FrameSize(parsing: trimmed) else { throw .notASize(String(item)) }
            guard size.width <= Plane.maximumDimension, size.height <= Plane.maximumDimension else {
                throw .sizeTooLarge(String(item), maximum: Plane.maximumDimension)
            }
            return size
        }
        guard !sizes.isEmpty else { throw .noSize }
    }

    /// `WxH,WxH,...`.
    var description: String { sizes.map(\.description).joined(separator: ",") }
}

import Results

/// What each column of the summary tables means, one short line per column: printed once before
/// the console's tables (`render(width:)`, wrapped to the terminal) and, in the same words, above
/// docs/results.md's (`markdown`).
public struct SummaryLegend: Sendable {
    /// The line above the columns.
    public static let heading = "Columns (every ratio comes from this one run; absolute times drift between runs and machines):"

    /// Each column's name and meaning, in table order.
    public let entries: [(column: String, meaning: String)]

    /// The legend of the tables of a run at `framesPerSecond`.
    public init(framesPerSecond: Int) {
        entries = [
            ("median/frame", "median wall-clock time per frame"),
            ("GB/s", "bytes read and written per second (10^9)"),
            ("x naive", "times faster than naive, the seed's loop"),
            ("time/libyuv", "time over the libyuv strategy doing the same job (the same filter, for scaling), "
                + "named in the header (time/libyuv-box) or, where a table has several, in libyuv ref"),
            ("% memcpy", "a memcpy of the same bytes over this time (100%: as fast)"),
            (RooflineKind.hot.column, RooflineKind.hot.explanation),
            (RooflineKind.cold.column, "the same with the source from memory"),
            (RooflineKind.read.column, RooflineKind.read.explanation),
            (SummaryGroup.subsetNote, "a point sampler reading part of its source: no floor applies"),
            ("CPU@\(framesPerSecond)fps", "percent of one core at \(framesPerSecond) frames per second (CPU time)"),
            ("psnr_y, psnr_uv dB", "quality against the exact area average (higher is closer)"),
            ("allocs/frame", "heap allocations per frame, counted in an untimed pass (columns shown where a row allocates or holds memory)"),
            ("alloc KiB/frame", "bytes allocated per frame: heap bytes as requested plus pixel buffers' fresh pages"),
            ("held KiB, held MiB", "frame memory (pools, the displayed buffer, scratch) allocated from the first frame on and still held"),
        ]
    }

    /// The legend as plain text: the heading, then each column's name and its meaning aligned
    /// after it, wrapped at `width` characters with the meaning's continuation lines indented.
    public func render(width: Int) -> String {
        let nameWidth = entries.map(\.column.count).max() ?? 0
        let indent = String(repeating: " ", count: 2 + nameWidth + 2)
        var lines = Self.wrap(Self.heading, width: max(width, 20))
        for entry in entries {
            let start = "  " + entry.column + String(repeating: " ", count: nameWidth - entry.column.count) + "  "
            lines += Self.wrap(entry.meaning, width: max(width - indent.count, 20)).enumerated().map { index, line in
                (index == 0 ? start : indent) + line
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The legend as Markdown: the heading, then a list item per column.
    public var markdown: String {
        ([Self.heading, ""] + entries.map { "- `\($0.column)`: \($0.meaning)" }).joined(separator: "\n") + "\n"
    }

    /// `text` in lines of at most `width` characters, broken at spaces (a longer word keeps its line).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

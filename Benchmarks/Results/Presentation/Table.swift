import Foundation

/// A table as every console and Markdown view shows it (the run's summary, the gate's and `bench
/// ab`'s verdicts, comparisons, budgets, the history's steps, the upgrade table): titled columns,
/// each aligned left (names, words) or right (figures), and rows of cells. `text` lines the columns
/// up two spaces apart for a terminal; `markdown` writes the same cells as a GitHub-flavoured table
/// with the same alignment. A row shorter than the header is padded with empty cells.
public struct Table: Sendable, Equatable {
    /// Where a column's cells line up.
    public enum Alignment: Sendable, Equatable {
        case left, right
    }

    /// A column's title and alignment.
    public struct Column: Sendable, Equatable {
        public var title: String
        public var alignment: Alignment

        /// A column titled `title`, right-aligned unless said otherwise.
        public init(_ title: String, _ alignment: Alignment = .right) {
            self.title = title
            self.alignment = alignment
        }
    }

    /// The columns, in order.
    public var columns: [Column]
    /// The rows' cells, in the columns' order.
    public var rows: [[String]]

    /// A table of `columns` and `rows`.
    public init(_ columns: [Column], rows: [[String]] = []) {
        self.columns = columns
        self.rows = rows
    }

    /// A table whose first `leftAligned` columns (titled in `titles`) are left-aligned and the
    /// others (figures) right-aligned.
    public init(titles: [String], leftAligned: Int = 1, rows: [[String]] = []) {
        self.init(titles.enumerated().map { Column($0.element, $0.offset < leftAligned ? .left : .right) }, rows: rows)
    }

    /// `parts`, tables of the same columns, as one table under a first column titled `title` that
    /// names each part (`label`) on its first row.
    public init(stacking parts: [(label: String, table: Table)], under title: String) {
        self.init([Column(title, .left)] + (parts.first?.table.columns ?? []))
        for part in parts {
            rows += part.table.rows.enumerated().map { [$0.offset == 0 ? part.label : ""] + $0.element }
        }
    }

    /// The header, then every row (as the renderings show them).
    public var cells: [[String]] { [columns.map(\.title)] + rows.map(padded) }

    /// The columns lined up two spaces apart, one line per row under the header, each line
    /// without trailing spaces and ending in a newline.
    public var text: String {
        let cells = self.cells
        let widths = columns.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
        return cells.map { row in
            var line = columns.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - row[column].count)
                return columns[column].alignment == .left ? row[column] + padding : padding + row[column]
            }.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }.joined()
    }

    /// The table in GitHub-flavoured Markdown: the header, the rule (`---:` for right-aligned
    /// columns), the rows; `|` in a cell is escaped.
    public var markdown: String {
        func line(_ cells: [String]) -> String {
            "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
        }
        let rule = "|" + columns.map { $0.alignment == .left ? "---|" : "---:|" }.joined() + "\n"
        return line(columns.map(\.title)) + rule + rows.map { line(padded($0)) }.joined()
    }

    /// `row` with empty cells up to the number of columns (a longer row is cut there).
    private func padded(_ row: [String]) -> [String] {
        Array((row + Array(repeating: "", count: max(0, columns.count - row.count))).prefix(columns.count))
    }
}

import Plot

/// A plain table of the numbers behind a chart (useful without the picture and for screen readers).
struct DataTable {
    var caption: String
    var header: [String]
    /// Cells per row; a cell's CSS class (for example a verdict) is optional.
    var rows: [[(text: String, cssClass: String?)]]

    init(caption: String, header: [String], rows: [[String]]) {
        self.caption = caption
        self.header = header
        self.rows = rows.map { $0.map { (text: $0, cssClass: nil) } }
    }

    init(caption: String, header: [String], styledRows: [[(text: String, cssClass: String?)]]) {
        self.caption = caption
        self.header = header
        rows = styledRows
    }

    var node: Node<HTML.BodyContext> {
        .table(
            .caption(.text(caption)),
            .thead(.tr(.forEach(header) { .th(.text($0)) })),
            .tbody(.forEach(rows) { cells in
                .tr(.forEach(cells) { cell in
                    cell.cssClass.map { .td(.class($0), .text(cell.text)) } ?? .td(.text(cell.text))
                })
            }))
    }
}

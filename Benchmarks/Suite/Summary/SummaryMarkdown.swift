import Foundation

/// The after-run summary as a Markdown document (`bench run --summary-markdown FILE`, and
/// docs/results.md through scripts/tools/results-doc.sh): the same cells as the console tables
/// (`SummaryTable.render`, `PipelineSummary.render`), under a header that says where and how the
/// figures were measured.
public enum SummaryMarkdown {
    /// The document: `title`, the `facts` as a list (machine, date, commit, command line, ...),
    /// `notes` as paragraphs, then a section per operation with a table per group (parameters
    /// and cache state), the cold kernels against their read orders, and the pipelines' tables per
    /// stream.
    public static func document(
        title: String, facts: [(label: String, value: String)], notes: [String],
        summary: SummaryTable, readOrders: ReadOrderSummary, pipelines: PipelineSummary
    ) -> String {
        var text = "# \(title)\n\n"
        text += facts.map { "- \($0.label): \($0.value)" }.joined(separator: "\n") + "\n"
        for note in notes { text += "\n" + note + "\n" }
        var operation: String?
        for group in summary.groups {
            let words = group.title.split(separator: " ", maxSplits: 1).map(String.init)
            if words.first != operation {
                operation = words.first
                text += "\n## \(words.first ?? group.title)\n"
            }
            text += "\n### \(group.title)\n\n" + table(summary.cells(of: group))
        }
        if !readOrders.rows.isEmpty {
            text += "\n## \(ReadOrderSummary.title)\n\n" + ReadOrderSummary.explanation + "\n\n" + table(readOrders.cells())
        }
        let streams = pipelines.streams
        if !streams.isEmpty {
            text += "\n## \(PipelineSummary.operation)\n"
            for stream in streams {
                text += "\n### \(PipelineSummary.operation) \(stream)\n\n" + table(pipelines.cells(of: stream))
            }
        }
        return text
    }

    /// Cells as a Markdown table: the first row is the header; the first column is left-aligned,
    /// the others (figures) right-aligned. `|` in a cell is escaped.
    public static func table(_ cells: [[String]]) -> String {
        guard let header = cells.first else { return "" }
        func row(_ cells: [String]) -> String {
            "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
        }
        let rule = "|" + header.indices.map { $0 == 0 ? "---|" : "---:|" }.joined()
        return ([row(header), rule] + cells.dropFirst().map(row)).joined(separator: "\n") + "\n"
    }

}

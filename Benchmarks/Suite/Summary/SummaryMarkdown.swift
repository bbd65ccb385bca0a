import Foundation
import Results

/// The after-run summary as a Markdown document (`bench run --summary-markdown FILE`, and
/// docs/results.md through scripts/tools/results-doc.sh): the console's tables (`SummaryTable`,
/// `ReadOrderSummary`, `PipelineSummary`) in Markdown, under a header that says where and how the
/// figures were measured.
public enum SummaryMarkdown {
    /// The document: `title`, the `facts` as a list (machine, date, commit, command line, ...),
    /// `notes` as paragraphs, then a section per operation with its tables (`sections`), the cold
    /// kernels against their read orders, and the pipelines' tables per stream.
    public static func document(
        title: String, facts: [(label: String, value: String)], notes: [String],
        summary: SummaryTable, readOrders: ReadOrderSummary, pipelines: PipelineSummary
    ) -> String {
        var text = "# \(title)\n\n"
        text += facts.map { "- \($0.label): \($0.value)" }.joined(separator: "\n") + "\n"
        for note in notes { text += "\n" + note + (note.hasSuffix("\n") ? "" : "\n") }
        for section in sections(summary) {
            text += "\n## \(section.operation)\n"
            for table in section.tables { text += "\n### \(table.heading)\n\n" + table.table.markdown }
        }
        if !readOrders.rows.isEmpty {
            text += "\n## \(ReadOrderSummary.title)\n\n" + ReadOrderSummary.explanation + "\n\n" + readOrders.table().markdown
        }
        let streams = pipelines.streams
        if !streams.isEmpty {
            text += "\n## \(PipelineSummary.operation)\n"
            for stream in streams {
                text += "\n### \(PipelineSummary.operation) \(stream)\n\n" + pipelines.table(of: stream).markdown
            }
        }
        return text
    }

    /// The summary's tables by operation, in the run's order. The groups of one operation and
    /// cache state whose tables have the same columns (the same case at several sizes) are one
    /// table, its first column naming each group's case (`Table(stacking:under:)`), headed by the
    /// operation and cache state; a group alone keeps its table and title.
    static func sections(_ summary: SummaryTable) -> [(operation: String, tables: [(heading: String, table: Table)])] {
        var sections: [(operation: String, stacks: [[(group: SummaryTable.Group, table: Table)]])] = []
        for group in summary.groups {
            let table = summary.table(of: group)
            if sections.last?.operation != group.operation { sections.append((group.operation, [])) }
            let last = sections.count - 1
            if let stack = sections[last].stacks.firstIndex(where: { $0[0].group.cache == group.cache && $0[0].table.columns == table.columns }) {
                sections[last].stacks[stack].append((group, table))
            } else {
                sections[last].stacks.append([(group, table)])
            }
        }
        return sections.map { section in
            (section.operation, section.stacks.map { stack in
                guard stack.count > 1 else { return (stack[0].group.title, stack[0].table) }
                let heading = ([section.operation] + (stack[0].group.cache.map { [$0] } ?? [])).joined(separator: " ")
                return (heading, Table(stacking: stack.map { ($0.group.parameters.joined(separator: " "), $0.table) }, under: "case"))
            })
        }
    }
}

import Results

/// The "where the instructions went" part of the gate's table and Markdown summary: per
/// REGRESSION or IMPROVEMENT row, the functions whose own instructions per frame moved most.
extension GateReport {
    /// The console's lines, empty without comparisons (or a note saying why there are none).
    func renderProfilesText() -> String {
        var text = ""
        if !profiles.isEmpty {
            text += "where the instructions went (each function's own instructions per frame, baseline -> now; share of the benchmark's change):\n"
            for comparison in profiles {
                text += "  \(comparison.benchmark): \(Self.signedCount(comparison.change)) per frame"
                    + " (\(Self.figures.changeFromBaseline(comparison.baselineInstructions == 0 ? nil : comparison.change / comparison.baselineInstructions)))\n"
                let table = Table([Table.Column("change"), Table.Column("share"), Table.Column("function", .left), Table.Column("baseline"),
                                   Table.Column("now"), Table.Column("library", .left)],
                                  rows: Self.moverRows(comparison, escape: { $0 }))
                text += table.text.split(separator: "\n").dropFirst().map { "    " + $0 + "\n" }.joined()
            }
        }
        if let profileNote { text += "profiles: \(profileNote)\n" }
        return text
    }

    /// The Markdown section, empty without comparisons or a note.
    func renderProfilesMarkdown(escape: (String) -> String) -> String {
        var text = ""
        if !profiles.isEmpty {
            text += "\n#### Where the instructions went\n\n"
            text += "Each function's own (self) instructions per frame in the baseline's and this run's profiles, the functions "
                + "that moved most first; share is of the benchmark's whole change.\n"
            for comparison in profiles {
                text += "\n**`\(comparison.benchmark)`**: \(Self.signedCount(comparison.change)) instructions per frame "
                    + "(\(Self.figures.changeFromBaseline(comparison.baselineInstructions == 0 ? nil : comparison.change / comparison.baselineInstructions)))\n\n"
                text += Table([Table.Column("change/frame"), Table.Column("share"), Table.Column("function", .left), Table.Column("baseline"),
                               Table.Column("now"), Table.Column("library", .left)],
                              rows: Self.moverRows(comparison, escape: { "`" + escape($0) + "`" })).markdown
            }
        }
        if let profileNote { text += "\nProfiles: \(escape(profileNote)).\n" }
        return text
    }

    /// One row per mover, and one for what the profiles leave out when it is not nothing.
    static func moverRows(_ comparison: ProfileComparison, escape: (String) -> String) -> [[String]] {
        var rows = comparison.movers.map { move in
            [signedCount(move.change), share(move.share), escape(move.name), count(move.before), count(move.after), move.library]
        }
        if abs(comparison.unlisted) >= 0.5 {
            let unlistedShare = comparison.change == 0 ? nil : comparison.unlisted / comparison.change
            rows.append([signedCount(comparison.unlisted), share(unlistedShare), "(functions not listed)", "", "", ""])
        }
        return rows
    }

    /// A count per frame with thousands separators ("1,234,567"); "-" for none.
    static func count(_ value: Double?) -> String {
        guard let value else { return "-" }
        return figures.grouped(value)
    }

    /// A signed count per frame ("+29,640").
    static func signedCount(_ value: Double) -> String { (value >= 0 ? "+" : "-") + figures.grouped(abs(value)) }

    /// A share in percent ("97.1%"); "-" for none.
    static func share(_ value: Double?) -> String { value.map { figures.share($0 * 100, digits: 1) } ?? "-" }
}

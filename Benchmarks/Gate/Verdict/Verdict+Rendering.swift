extension Verdict {
    /// The verdict in a plain-text table: its name in capitals ("REGRESSION", "PASS").
    public var consoleLabel: String { rawValue.uppercased() }

    /// The verdict in the gate's Markdown: its name, in bold when it fails the gate. (ab's Markdown
    /// table, a copy of its console table, shows `consoleLabel`.)
    public var markdownLabel: String { failsGate ? "**\(rawValue)**" : rawValue }

    /// The verdict in JSON and in the HTML report: its raw value ("regression", "machine changed").
    public var jsonLabel: String { rawValue }

    /// The order tables and charts list verdicts in: what needs action first.
    public static let displayOrder: [Verdict] = [
        .regression, .improvement, .pass, .new, .missing, .failed, .calibration, .undecided, .machineChanged,
    ]
}

import Results
import Testing

/// The one table type: the console's alignment and the same cells in Markdown.
@Suite struct TableTests {
    let table = Table([.init("name", .left), .init("time"), .init("verdict", .left)],
                      rows: [["simd", "7.4 us", "PASS"], ["naive", "1903.7 us", "REGRESSION"], ["broken", "FAILED: CbCr"]])

    @Test("text: columns two spaces apart, names left and figures right, no trailing spaces, short rows padded")
    func text() {
        #expect(table.text.split(separator: "\n", omittingEmptySubsequences: false) == [
            "name            time  verdict", "simd          7.4 us  PASS", "naive      1903.7 us  REGRESSION",
            "broken  FAILED: CbCr", "",
        ])
        #expect(table.cells.last == ["broken", "FAILED: CbCr", ""])
    }

    @Test("Markdown: the same cells, the rule aligned as the columns are")
    func markdown() {
        #expect(table.markdown.hasPrefix("| name | time | verdict |\n|---|---:|---|\n| simd | 7.4 us | PASS |\n"))
        #expect(table.markdown.hasSuffix("| broken | FAILED: CbCr |  |\n"))
    }

    @Test("stacking: tables of the same columns under a first column naming each on its first row")
    func stacking() {
        let part = Table(titles: ["strategy", "time"], rows: [["simd", "1 us"], ["naive", "9 us"]])
        let stacked = Table(stacking: [("640x360", part), ("1280x720", part)], under: "case")
        #expect(stacked.columns.map(\.title) == ["case", "strategy", "time"] && stacked.columns[0].alignment == .left)
        #expect(stacked.rows.map(\.first) == ["640x360", "", "1280x720", ""])
    }
}

import Results
import Testing

/// The one number formatter: each style as the renderings show it.
@Suite struct FigureFormatTests {
    let text = FigureFormat.text, page = FigureFormat.page

    @Test("times per frame: the summary's columns, the report's three digits, the gate's precise figures")
    func times() {
        #expect(text.time(1_903_712, .column) == "1903.7 us")
        #expect(text.time(17_020_000, .column) == "17.02 ms")
        #expect(page.time(812_400, .significant) == "812 µs")
        #expect(page.time(45_670, .significant) == "45.7 µs")
        #expect(page.time(1_234_000, .significant) == "1.23 ms")
        #expect(text.time(12.34, .precise) == "12.3 ns")
        #expect(text.time(812_400, .precise) == "812.40 us")
        #expect(text.time(1_234_000, .precise) == "1.234 ms")
        #expect(text.time(nil, .column) == "-" && page.time(.nan, .significant) == "–")
    }

    @Test("counts, ratios, shares, bandwidth, changes and p values")
    func others() {
        #expect(page.count(812_345, .significant) == "812 K" && page.count(1_234_567, .significant) == "1.23 M")
        #expect(page.count(2.5e9, .significant) == "2.5 G" && page.count(12, .significant) == "12")
        #expect(text.count(1_234_567, .precise) == "1.2346 M" && text.count(812_345, .precise) == "812345")
        #expect(text.ratio(1.234) == "1.23x" && text.ratio(62.39, digits: 1) == "62.4x" && text.ratio(nil) == "-")
        #expect(text.share(12.4, digits: 0) == "12%" && text.share(0.0027, digits: 2) == "0.00%")
        #expect(text.gigabytesPerSecond(90.664e9) == "90.66")
        #expect(text.change(0.1234, digits: 2) == "+12.34%" && page.change(-0.0035) == "-0.4%" && page.change(0) == "+0.0%")
        #expect(text.change(.infinity) == "-")
        #expect(text.pValue(0.01234) == "p=0.0123" && text.pValue(0.000012) == "p=1.2e-05")
        #expect(page.significant(0.5) == "0.5" && page.significant(5) == "5" && page.significant(0.01234) == "0.012")
        #expect(page.significant(1234.6) == "1235")
        #expect(text.figure(1_234_000, metric: .time, precise: true) == "1.234 ms")
        #expect(page.figure(1_234_567, metric: .instructions) == "1.23 M")
    }
}

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

    @Test("the comparisons' styles: A/B times, whole or %g percentages, clocks, instructions per cycle, changes from 0")
    func comparisons() {
        #expect(text.time(812.4, .compact) == "812 ns" && text.time(45_670, .compact) == "45.7 us")
        #expect(text.time(1_234_000, .compact) == "1.23 ms" && page.time(45_670, .compact) == "45.7 µs")
        #expect(text.percent(0.03) == "3%" && text.percent(0.025) == "2.5%" && text.percent(0.99, digits: 2) == "99%")
        #expect(text.percent(0.0125, digits: 2) == "1.2%" && text.percent(0.001234) == "0.1234%" && text.percent(nil) == "-")
        #expect(text.frequency(3.2e9, digits: 3) == "3.200 GHz" && text.frequency(nil, digits: 2) == "-")
        #expect(text.instructionsPerCycle(1.854) == "1.85" && text.instructionsPerCycle(0.0421) == "0.042")
        #expect(text.instructionsPerCycle(.infinity) == "inf" && text.instructionsPerCycle(nil) == "-")
        #expect(text.changeFromBaseline(0.1234) == "+12.34%" && text.changeFromBaseline(.infinity) == "+inf%")
        #expect(text.changeFromBaseline(nil) == "-")
        #expect(text.count(1_234_567, significantDigits: 4) == "1.235 M" && text.count(812.5, significantDigits: 4) == "812.5")
        #expect(text.general(1_234_567, digits: 3) == "1.23e+06" && text.general(0.000123, digits: 3) == "0.000123")
    }
}

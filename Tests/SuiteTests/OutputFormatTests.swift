import Harness
import Testing

@Suite struct OutputFormatTests {
    @Test("the last --benchmark_format and --benchmark_out_format win; a file format only with --benchmark_out")
    func formats() throws {
        let plain = try OutputFormat.formats(in: [])
        #expect(plain.display == .console && plain.file == nil)
        let csv = try OutputFormat.formats(in: [
            "--benchmark_format=json", "--benchmark_format=csv", "--benchmark_out=r.csv", "--benchmark_out_format=csv",
        ])
        #expect(csv.display == .csv && csv.file == .csv)
        #expect(try OutputFormat.formats(in: ["--benchmark_out=r.json"]).file == .json)  // Google Benchmark's default
        #expect(try OutputFormat.formats(in: ["--benchmark_out_format=csv"]).file == nil)
        #expect(throws: Harness.HarnessError.self) { try OutputFormat.formats(in: ["--benchmark_out_format=xml"]) }
    }
}

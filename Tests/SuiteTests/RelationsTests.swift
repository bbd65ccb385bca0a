import PiPVideo
import Results
import Testing
@testable import Suite

/// The relations a file without metadata gets from its names are the suite's own.
@Suite struct RelationsTests {
    @Test("every benchmark's memcpy roofline inferred from its name is the one the suite holds it against")
    func inferredMemcpyIsTheSuites() {
        for scope in [SuiteConfiguration.Scope.standard, .full] {
            let configuration = SuiteConfiguration(sizes: [FrameSize(width: 1280, height: 720), FrameSize(width: 33, height: 17)],
                                                   scope: scope, lastLevelCacheBytes: 1 << 20)
            let benchmarks = Catalog.benchmarks(configuration)
            let relations = BenchmarkRelations(suite: benchmarks)
            for benchmark in benchmarks {
                let name = benchmark.descriptor.name
                #expect(BenchmarkRelations.inferredMemcpy(BenchmarkName(name)) == relations.memcpyRooflines[name], "\(name)")
            }
        }
    }
}

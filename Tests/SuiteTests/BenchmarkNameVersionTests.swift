import Testing
import Results

/// A strategy measured against a library version: `<strategy>@<version>` in a benchmark's name.
@Suite struct BenchmarkNameVersionTests {
    @Test func theVersionIsSplitFromTheStrategy() {
        let name = BenchmarkName("RotateNV12/libyuv-split@1974/1920x1080/90/hot")
        #expect(name.strategy == "libyuv-split@1974")
        #expect(name.unversionedStrategy == "libyuv-split")
        #expect(name.libraryVersion == "1974")
        #expect(name.strategyKey == "RotateNV12/libyuv-split")
        #expect(name.parameters == ["1920x1080", "90"] && name.cache == "hot")
        #expect(name.group == "RotateNV12 1920x1080 90 hot")
    }

    @Test func aPlainStrategyHasNoVersion() {
        let name = BenchmarkName("I420ToNV12/libyuv/1920x1080/hot")
        #expect(name.libraryVersion == nil && name.unversionedStrategy == "libyuv")
        #expect(BenchmarkName("I420ToNV12/libyuv@/1920x1080/hot").libraryVersion == nil)
        #expect(BenchmarkName("Memcpy/1920x1080/hot").unversionedStrategy == nil)
    }

    @Test func aVersionIsAddedReplacedAndRemoved() {
        let name = BenchmarkName("I420ToNV12/libyuv/1920x1080/hot")
        #expect(name.withLibraryVersion("1857")?.full == "I420ToNV12/libyuv@1857/1920x1080/hot")
        #expect(BenchmarkName("I420ToNV12/libyuv@1857/1920x1080/hot").withLibraryVersion("1904")?.full == "I420ToNV12/libyuv@1904/1920x1080/hot")
        #expect(BenchmarkName("I420ToNV12/libyuv@1857/1920x1080/hot").withLibraryVersion(nil)?.full == "I420ToNV12/libyuv/1920x1080/hot")
        #expect(BenchmarkName("Memcpy/1920x1080/hot").withLibraryVersion("1857") == nil)
    }
}

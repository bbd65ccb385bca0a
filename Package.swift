// swift-tools-version:6.0
import PackageDescription

// The second build of the kernels (Sources/PiPKernelsX86V3, a link to Sources/PiPKernels; see
// `RowKernels`): x86-64-v3 code on an x86-64 Linux host, chosen at run time only on CPUs that support
// it. Elsewhere (every Mac, so an app that depends on this package gets no unsafe flags) the target
// compiles for the host's baseline and is never chosen.
#if os(Linux) && arch(x86_64)
let x86V3Settings: [SwiftSetting] = [.unsafeFlags(["-Xcc", "-march=x86-64-v3"])]
#else
let x86V3Settings: [SwiftSetting] = []
#endif

// The README's app example runs in the tests against a CoreVideo stand-in where CoreVideo does not
// exist; on Apple platforms it would compile against the real one (not set up here).
#if os(Linux)
let appExampleTargets: [Target] = [
    .target(name: "CoreVideo", path: "Tests/CoreVideoStandIn"),
    .testTarget(name: "AppExampleTests", dependencies: ["CoreVideo", "PiPKernels", "PiPVideo", "PiPLibYUV"], path: "Tests/AppExampleTests"),
]
#else
let appExampleTargets: [Target] = []
#endif

let package = Package(
    name: "PiPFrameBench",
    products: [
        // What an app adds: the kernels alone (Swift standard library only), or with the frames,
        // validation, strategies and pipelines of PiPVideo. Neither links libyuv.
        .library(name: "PiPKernels", targets: ["PiPKernels"]),
        .library(name: "PiPVideo", targets: ["PiPVideo"]),
        .executable(name: "bench", targets: ["bench"]),
        // For the fuzz targets (Fuzz/, a package of its own): the results readers and the gate, the photo loader and
        // the libyuv strategies (these link the system's libyuv; an app needs none of them).
        .library(name: "PiPLibYUV", targets: ["PiPLibYUV"]),
        .library(name: "Gate", targets: ["Gate"]),
        .library(name: "Results", targets: ["Results"]),
        .library(name: "Statistics", targets: ["Statistics"]),
        .library(name: "Suite", targets: ["Suite"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Counts heap allocations (linked into the process, its malloc precedes libc's).
        .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
        // HTML of the report page (`bench report`).
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
    ],
    targets: [
        // libyuv from Debian's libyuv-dev (no pkg-config file, so the module map links `yuv`).
        .systemLibrary(name: "CLibYUV", path: "Sources/CLibYUV"),
        // Opaque C accessors that model CoreVideo and Objective-C per-call costs for the `naive` strategy.
        .target(name: "CFrameAccessors", path: "Sources/CFrameAccessors"),
        // A portable cache prefetch hint (`__builtin_prefetch`) for the scaling kernels' next rows.
        .target(name: "CPrefetch", path: "Sources/CPrefetch"),
        // Whole-plane copies with `rep movsb` on x86_64, as libyuv's CopyPlane makes them.
        .target(name: "CByteCopy", path: "Sources/CByteCopy"),
        // Whether the CPU runs x86-64-v3 code (`__builtin_cpu_supports`).
        .target(name: "CCPUFeatures", path: "Sources/CCPUFeatures"),
        // Every row, tile and plane kernel on raw pointers and sizes (SampleGrid), with the SIMD
        // helpers they share: Swift standard library plus the two tiny C modules above. What an app
        // adds to run the suite's recommended strategies.
        .target(name: "PiPKernels", dependencies: ["CPrefetch", "CByteCopy"], path: "Sources/PiPKernels"),
        // Faithful models of the seeds' per-frame code that are not kernels (the per-byte loop through
        // CoreVideo and Objective-C accessors, modelled by CFrameAccessors).
        .target(name: "PiPSeedModels", dependencies: ["PiPKernels", "CFrameAccessors", "CByteCopy"], path: "Sources/PiPSeedModels"),
        // The words every view describes a strategy in (family, contract, libyuv reference, sampling,
        // `StrategyDescription`): Swift standard library only, no dependencies.
        .target(name: "PiPStrategyModel", path: "Sources/PiPStrategyModel"),
        // The one list of each operation's strategies that run the suite's kernels: id, summary,
        // family, contract, libyuv reference, recommendation and the kernel call on sample grids.
        // PiPVideo and the arm64 check (Embedded Swift, scripts/ci/arm64-check.sh) take their
        // strategies from it; Swift standard library only.
        .target(name: "PiPCatalogue", dependencies: ["PiPKernels", "PiPSeedModels", "PiPStrategyModel"], path: "Sources/PiPCatalogue"),
        // The same folder compiled a second time for x86-64-v3 (Sources/PiPKernelsX86V3 is a link to
        // Sources/PiPKernels); `RowKernels` in PiPVideo chooses this build's entries at run time.
        .target(name: "PiPKernelsX86V3", dependencies: ["CPrefetch", "CByteCopy"], path: "Sources/PiPKernelsX86V3", swiftSettings: x86V3Settings),
        // Frame model and strategies.
        .target(
            name: "PiPVideo",
            dependencies: ["PiPKernels", "PiPKernelsX86V3", "PiPSeedModels", "PiPStrategyModel", "PiPCatalogue", "CCPUFeatures"],
            path: "Sources/PiPVideo"
        ),
        // The suite's libyuv strategies written once, in C: each chain of libyuv calls and the table
        // that lists them (PiPLibYUV's strategies; the arm64 check's libyuv driver compiles it too).
        .target(name: "CLibYUVChains", path: "Sources/CLibYUVChains", linkerSettings: [.linkedLibrary("yuv")]),
        // The strategies and pipelines that call libyuv (the system library), apart so that the
        // products above build without it. The suite's catalogue lists them beside the Swift ones.
        .target(name: "PiPLibYUV", dependencies: ["PiPVideo", "CLibYUV", "CLibYUVChains"], path: "Sources/PiPLibYUV"),
        // libpng from Debian's libpng-dev (the module map links `png`), for PNG previews.
        .systemLibrary(name: "CLibPNG", path: "Sources/CLibPNG"),
        // Frames as pictures: RGB previews and contact sheets written as PNG.
        .target(name: "FramePreview", dependencies: ["PiPVideo", "CLibPNG"], path: "Sources/FramePreview"),
        // C interface over Google Benchmark (Debian's libbenchmark-dev).
        .target(
            name: "CBenchmarkShim",
            path: "Sources/CBenchmarkShim",
            linkerSettings: [.linkedLibrary("benchmark"), .linkedLibrary("pthread")]
        ),
        // Callgrind client requests around the counted region (the `instructions` metric).
        .target(name: "CCallgrind", path: "Sources/CCallgrind"),
        // The roofline's ways of moving a frame's bytes (memcpy, rep movsb, streaming stores, AVX2
        // reads), optimised in every build: a debug test run times the same floor a release run does.
        .target(name: "CRoofline", dependencies: ["CByteCopy"], path: "Sources/CRoofline", cSettings: [.unsafeFlags(["-O2"])]),
        // The only Swift code that touches timing: registration, the measured loop, run reports;
        // the counted loop of the `instructions` metric; the memory count (heap and frame storage).
        .target(
            name: "Harness",
            dependencies: ["CBenchmarkShim", "CCallgrind", "CRoofline", "Results", "PiPVideo", .product(name: "MallocInterposerSwift", package: "malloc-interposer")],
            path: "Benchmarks/Harness"),
        // Benchmark definitions, frame rings, verification before timing, the summary table.
        .target(
            name: "Suite", dependencies: ["PiPVideo", "PiPLibYUV", "Harness", "CPrefetch", "Results"], path: "Benchmarks/Suite",
            // Real frames for the scaling benchmarks' picture quality (see Content/README.md).
            resources: [.copy("Content")]
        ),
        // Statistics without dependencies: median, relative change, Mann-Whitney U, the signed-rank
        // interval, PELT change points.
        .target(name: "Statistics", path: "Benchmarks/Statistics"),
        // The results model: every file bench reads and writes (run JSON, baselines, callgrind
        // dumps, machine profiles), and the benchmark filter.
        .target(name: "Results", dependencies: ["Statistics", "PiPStrategyModel"], path: "Benchmarks/Results"),
        // Rules and verdicts: the regression gate, the file comparison, the A/B rule, verdict rendering.
        .target(name: "Gate", dependencies: ["Results", "Statistics"], path: "Benchmarks/Gate"),
        // SQLite from Debian's libsqlite3-dev (the module map links `sqlite3`), for the history.
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
        // Results over time: runs in an SQLite database, import of committed baselines, change points.
        .target(name: "History", dependencies: ["Gate", "Results", "Statistics", "CSQLite"], path: "Benchmarks/History"),
        // The HTML report: reading bench's JSON files, the chart model, SVG geometry, the page.
        .target(name: "Report", dependencies: ["Gate", "Results", "Statistics", "History", .product(name: "Plot", package: "Plot")], path: "Benchmarks/Report"),
        // Measuring for `record` and `check`: the plan, the time processes, callgrind counting, machine facts.
        .target(name: "Measurement", dependencies: ["Suite", "Harness", "Gate", "Results", "Statistics", "PiPVideo", "PiPLibYUV"], path: "Benchmarks/Measurement"),
        // The `bench` command line.
        .executableTarget(
            name: "bench",
            dependencies: [
                "Suite", "PiPLibYUV", "Harness", "Gate", "Results", "Statistics", "Measurement", "FramePreview", "Report", "History",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/bench"
        ),
        // The kernels alone, on raw planes: each against its definition, and on x86-64 both builds.
        .testTarget(name: "PiPKernelsTests", dependencies: ["PiPKernels", "PiPKernelsX86V3", "CCPUFeatures"], path: "Tests/PiPKernelsTests"),
        .testTarget(name: "PiPVideoTests", dependencies: ["PiPVideo", "PiPKernels", "PiPSeedModels", "PiPCatalogue", "PiPLibYUV", "CFrameAccessors"], path: "Tests/PiPVideoTests"),
        .testTarget(name: "SuiteTests", dependencies: ["Suite", "Harness", "Results"], path: "Tests/SuiteTests"),
        .testTarget(name: "GateTests", dependencies: ["Gate", "Results", "Statistics"], path: "Tests/GateTests"),
        .testTarget(name: "ReportTests", dependencies: ["Report", "Gate", "Results", "Statistics", "History"], path: "Tests/ReportTests"),
        .testTarget(name: "HistoryTests", dependencies: ["History", "Gate", "Results", "Statistics"], path: "Tests/HistoryTests"),
        .testTarget(name: "MeasurementTests", dependencies: ["Measurement", "Suite", "Gate", "Results", "Statistics"], path: "Tests/MeasurementTests"),
        // The command line: every subcommand's parsing, and one end-to-end run of the built `bench`.
        .testTarget(
            name: "BenchTests",
            dependencies: ["bench", "Measurement", "Gate", "Results", "Statistics", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Tests/BenchTests"),
    ] + appExampleTargets,
    cxxLanguageStandard: .cxx17
)

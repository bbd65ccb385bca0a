// swift-tools-version:6.0
// libFuzzer targets for the suite (see scripts/ci/fuzz.sh and the README's "Robustness"). Built only
// with the fuzzer sanitizer, which supplies `main`:
//   swift build -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address
import Foundation
import PackageDescription

// A path dependency's identity is its directory's name (a worktree's name, not "PiPFrameBench").
let suite = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "PiPFrameBenchFuzz",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The byte reader every target draws its choices from, and the failure report.
        .target(name: "FuzzSupport", dependencies: ["CFuzzerDriver"]),
        // The declaration of libFuzzer's driver.
        .target(name: "CFuzzerDriver"),
        // Every public operation, every strategy (libyuv included), hostile sizes, strides and layouts.
        .executableTarget(name: "FuzzOperations", dependencies: [
            "FuzzSupport", .product(name: "PiPVideo", package: suite), .product(name: "PiPLibYUV", package: suite),
        ]),
        // The gate's readers: baseline and run JSON, the comparison and the JSON verdict it renders.
        .executableTarget(name: "FuzzResultFiles", dependencies: [
            "FuzzSupport", "CFuzzerDriver", .product(name: "Gate", package: suite), .product(name: "Results", package: suite),
        ]),
        // The photo manifest and the frame files it lists.
        .executableTarget(name: "FuzzPhotoManifest", dependencies: [
            "FuzzSupport", .product(name: "Suite", package: suite),
        ]),
        // The raw (I420, NV12) and Y4M frame file readers.
        .executableTarget(name: "FuzzFrameFiles", dependencies: [
            "FuzzSupport", .product(name: "PiPVideo", package: suite),
        ]),
        // The command line's typed option values (OptionValues is a symlink to bench's own sources).
        .executableTarget(name: "FuzzOptionValues", dependencies: [
            "FuzzSupport", .product(name: "Gate", package: suite), .product(name: "Results", package: suite),
            .product(name: "Suite", package: suite),
            .product(name: "PiPVideo", package: suite),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    ]
)

// swift-tools-version: 5.4
//
// Coverage-guided fuzz targets (libFuzzer) for DailyAyah's parsers. A separate
// package so that the main build never sees the sanitizer flags; build and run
// through `scripts/fuzz`, which passes
//   -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
// (and the matching -Xcc flags so the C shims are instrumented too).
// Each target is one libFuzzer binary; Corpus/<Target>/ holds its seeds.
//
// Tools version 5.4, not 6.x: from 5.5 on SwiftPM renames an executable's
// `main` to `<Target>_main` and links `main` to it, but here there is no Swift
// `main` (-parse-as-library): libFuzzer supplies `main` and calls
// LLVMFuzzerTestOneInput. (swift-protobuf's FuzzTesting stays on 5.3 for this.)
import PackageDescription

let package = Package(
    name: "DailyAyahFuzz",
    dependencies: [
        .package(name: "DailyAyah", path: ".."),
    ],
    targets: [
        .executableTarget(name: "FuzzTZif", dependencies: [.product(name: "AyahTime", package: "DailyAyah")]),
        .executableTarget(name: "FuzzInstant", dependencies: [.product(name: "AyahTime", package: "DailyAyah")]),
        .executableTarget(name: "FuzzReference", dependencies: [.product(name: "AyahCorpus", package: "DailyAyah")]),
        .executableTarget(name: "FuzzFold", dependencies: [.product(name: "AyahText", package: "DailyAyah")]),
        .executableTarget(
            name: "FuzzPayload",
            dependencies: [
                .product(name: "AyahKit", package: "DailyAyah"), .product(name: "AyahShared", package: "DailyAyah"),
            ]
        ),
        .executableTarget(name: "FuzzExport", dependencies: [.product(name: "AyahExport", package: "DailyAyah")]),
        .executableTarget(
            name: "FuzzSearch",
            dependencies: [
                .product(name: "AyahCorpus", package: "DailyAyah"),
                .product(name: "AyahText", package: "DailyAyah"),
            ]
        ),
    ]
)

// swift-tools-version: 6.1
// Benchmarks live in their own package so the main package's tests never time
// anything and never pay for the benchmark dependency.
// Run: cd Benchmarks && swift package --disable-sandbox benchmark
import PackageDescription

let package = Package(
    name: "DailyAyahBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "DailyAyah", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "TimeBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "AyahTime", package: "DailyAyah"),
                .product(name: "AyahDayRule", package: "DailyAyah"),
            ],
            path: "Benchmarks/TimeBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "SunBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "AyahSun", package: "DailyAyah"),
                .product(name: "AyahTime", package: "DailyAyah"),
                .product(name: "AyahDayRule", package: "DailyAyah"),
            ],
            path: "Benchmarks/SunBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "TextBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "AyahText", package: "DailyAyah"),
            ],
            path: "Benchmarks/TextBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Plain release executable used by selection-bench.sh (no benchmark dependency).
        .executableTarget(
            name: "SelectionThroughput",
            dependencies: [.product(name: "AyahKit", package: "DailyAyah"), .product(name: "AyahCorpus", package: "DailyAyah"), .product(name: "AyahTime", package: "DailyAyah")],
            path: "Benchmarks/SelectionThroughput"
        ),
        // Plain release executable used by translation-bench.sh (no benchmark dependency).
        .executableTarget(
            name: "TranslationLoad",
            dependencies: [.product(name: "AyahCorpus", package: "DailyAyah")],
            path: "Benchmarks/TranslationLoad"
        ),
        // Plain release executable used by card-bench.sh (no benchmark dependency): warm card render times.
        .executableTarget(
            name: "CardThroughput",
            dependencies: [
                .product(name: "AyahCard", package: "DailyAyah"), .product(name: "AyahKit", package: "DailyAyah"),
                .product(name: "AyahCardModel", package: "DailyAyah"), .product(name: "AyahTime", package: "DailyAyah"),
            ],
            path: "Benchmarks/CardThroughput"
        ),
        // Plain release executable used by text-bench.sh (no benchmark dependency).
        .executableTarget(
            name: "TextThroughput",
            dependencies: [.product(name: "AyahText", package: "DailyAyah")],
            path: "Benchmarks/TextThroughput"
        ),
    ]
)

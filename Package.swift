// swift-tools-version: 6.0
//
// DailyAyah: a daily Quran ayah with correct local-midnight rollover.
//
// Module graph, drawn from each target's imports (data flows one way, up):
//
//   ayah ─────────── AyahCLI (swift-argument-parser; maps errors to exit codes)
//                      │
//                    AyahKit (AyahEngine: the one entry point; selection, payload, store, tick)
//                    ╱   │    ╲             ╲
//          AyahCorpus   AyahTime  AyahShared  (AyahText, AyahPlatform)
//          ╱   │    ╲       │     (Foundation only: the widget-side model and reader)
//  CAyahData AyahText AyahPlatform
//   (#embed)   │         (the only module that imports Glibc/Musl/Darwin)
//           CICUShim ── CICUSystem (the only code that includes ICU headers)
//
//   ayah-server ── AyahServer (Hummingbird 2 on SwiftNIO; CAyahOpenAPI embeds openapi.yaml) ── AyahKit
//        └──────── AyahCLI (option parsing shared with `ayah serve`, which execs ayah-server: ayah links no NIO)
//
// AyahCLI also imports AyahCorpus, AyahText, AyahTime, AyahShared and AyahPlatform
// directly; every target declares each module it imports.
import PackageDescription

let package = Package(
    name: "DailyAyah",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "ayah", targets: ["ayah"]),
        .executable(name: "ayah-server", targets: ["ayah-server"]),
        .library(name: "AyahKit", targets: ["AyahKit"]),
        .library(name: "AyahShared", targets: ["AyahShared"]),
        .library(name: "AyahTime", targets: ["AyahTime"]),
        .library(name: "AyahText", targets: ["AyahText"]),
        .library(name: "AyahCorpus", targets: ["AyahCorpus"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The HTTP server (`ayah-server` only; `ayah` links none of it).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
    ],
    targets: [
        // The corpus, embedded into the binary at build time with C23 #embed.
        .target(
            name: "CAyahData",
            cSettings: [.unsafeFlags(["-std=c23"])]
        ),
        // The only place that includes ICU headers; its public header uses plain C types.
        .systemLibrary(
            name: "CICUSystem",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        .target(name: "CICUShim", dependencies: ["CICUSystem"]),
        // The one module that imports Glibc/Musl/Darwin: hardened file reading and
        // writing, locks, signals, the terminal. `package` API only.
        .target(name: "AyahPlatform"),
        .target(name: "AyahText", dependencies: ["CICUShim"]),
        .target(name: "AyahTime", dependencies: ["AyahPlatform"]),
        .target(name: "AyahCorpus", dependencies: ["AyahPlatform", "CAyahData", "AyahText"]),
        .target(name: "AyahShared"),
        .target(name: "AyahKit", dependencies: ["AyahPlatform", "AyahTime", "AyahCorpus", "AyahText", "AyahShared"]),
        .target(
            name: "AyahCLI",
            dependencies: [
                "AyahPlatform", "AyahKit", "AyahCorpus", "AyahText", "AyahTime", "AyahShared",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "ayah", dependencies: ["AyahCLI"]),
        // The OpenAPI document (openapi.yaml at the top of the repository), embedded with #embed.
        .target(
            name: "CAyahOpenAPI",
            cSettings: [.unsafeFlags(["-std=c23"])]
        ),
        // The HTTP API on Hummingbird/SwiftNIO: routes, body caches, problem details.
        .target(
            name: "AyahServer",
            dependencies: [
                "AyahPlatform", "AyahKit", "AyahCorpus", "AyahTime", "AyahShared", "CAyahOpenAPI",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ]
        ),
        // `ayah serve` hands over to this binary (execv), so `ayah` itself never loads SwiftNIO.
        .executableTarget(name: "ayah-server", dependencies: ["AyahCLI", "AyahServer", "AyahKit",
                                                             .product(name: "Logging", package: "swift-log")]),
        // The WidgetKit example: builds everywhere, compiles to nothing without WidgetKit.
        .target(name: "AyahWidgetExample", dependencies: ["AyahShared"], path: "Examples/AyahWidget"),

        .testTarget(name: "AyahPlatformTests", dependencies: ["AyahPlatform"]),
        .testTarget(name: "AyahTextTests", dependencies: ["AyahText", "AyahKit"]),
        .testTarget(name: "AyahTimeTests", dependencies: ["AyahTime"], exclude: ["Fixtures"]),
        .testTarget(name: "AyahCorpusTests", dependencies: ["AyahCorpus"]),
        .testTarget(name: "AyahSharedTests", dependencies: ["AyahShared"]),
        .testTarget(name: "AyahKitTests", dependencies: ["AyahKit", "AyahCorpus", "AyahShared", "AyahTime"]),
        .testTarget(
            name: "AyahCLITests",
            dependencies: ["AyahCLI", "ayah", "AyahKit", "AyahTime", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "AyahServerTests",
            dependencies: ["AyahServer", "AyahKit", "AyahCorpus", "AyahTime", "ayah", "ayah-server"]
        ),
    ]
)

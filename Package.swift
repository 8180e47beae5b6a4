// swift-tools-version: 6.1
//
// DailyAyah: a daily Quran ayah with correct local-midnight rollover.
//
// Module graph, drawn from each target's imports (data flows one way, up):
//
//   ayah ─────────── AyahCLI (the commands)
//                      │
//                    AyahSettings (swift-argument-parser: the option groups and their help, nothing else)
//                      │
//   ayah-server ──── AyahSettingsCore (no swift-argument-parser: each setting's definition, the one reader of
//        │             │               a command's and a request's settings, the argument writer and
//        │             │               ayah-server's reader of it, the environment; maps errors to exit codes)
//                    AyahKit (AyahEngine: the one entry point; selection, payload, store, tick)
//                    ╱   │    ╲             ╲
//          AyahCorpus AyahDayRule AyahShared  (AyahText, AyahPlatform)
//          ╱   │    ╲       │     (Foundation only: the widget-side model and reader)
//  CAyahData AyahText AyahPlatform ── CAyahSystem (timerfd/signalfd headers only)
//  (mapped     │         (the only module that imports Glibc/Musl/Darwin)
//   from share/dailyayah)
//           CICUShim ── CICUSystem (the only code that includes ICU headers)
//
//   AyahLanguage ── CAyahCatalogs (BCP 47 tags, the supported languages, the POSIX locale, Accept-Language, the
//                    gettext catalogs embedded with #embed; no ICU, no Foundation)
//   AyahWords ── AyahLanguage, AyahCorpus, AyahText, AyahShared (the reader's words for every surface: ReaderWords
//                    puts the catalogs together with AyahText's ICU dates and the surah names; the one English
//                    spelling of dates and readings, the one JSON form, the content fingerprint; no engine)
//   AyahPlaces ── CAyahCities ── CAyahData (share/dailyayah/cities.tsv, mapped: GeoNames cities for --city; no ICU,
//                                          no Foundation)
//   AyahSun ── AyahTime (Fajr and Maghrib from the sun: the solar day boundaries;
//                        swift-numerics' RealModule for the trigonometry, no libm import)
//   AyahDayRule ── AyahSun, AyahTime (the day rule's one home: when each ayah-day begins, DayRule, WallTime,
//                                     SolarSettings; which day is in effect, DaySchedule, SolarDaySchedule);
//                                     AyahKit and everything above it import it
//   AyahExport ── AyahKit (`ayah export`'s files: the hardened static export, caching rules, card inputs)
//   AyahIntegrations ── AyahKit, AyahDayRule (schedule templates, the unit installer, waybar, notification text)
//   AyahJournal ── AyahKit, CAyahSQLite (`ayah progress`: the reading journal, SQLite through the system library
//                    opened with dlopen on first use; AyahKit holds the catch-up and streak rules it feeds)
//   (only AyahCLI imports these three: a program that links AyahKit for the engine, ayah-server and ayah-card
//   among them, carries none of them)
//
//   ayah-server ── AyahServer (Hummingbird 2 on SwiftNIO; CAyahOpenAPI embeds openapi.yaml;
//                       │     CAyahGzip ── CZlibSystem: gzip of cached bodies) ── AyahKit
//                       └── AyahWeb (the HTML page and card; CAyahWeb embeds Web/, maps its fonts) ── AyahShared  (also used by AyahCLI's
//                                                                                    export --html)
//                             (its labels in the reader's language: AyahLanguage's catalogs, AyahText's ICU dates
//                             and digits, AyahCorpus's surah names)
//   AyahURLSession ── AyahShared (URLSession for AyahClient; Foundation networking, so not linked into ayah)
//   (`ayah serve` execs ayah-server with the settings written by AyahSettingsCore's ArgumentWriter: ayah links no
//   NIO, ayah-server none of the commands; its server reads no swift-argument-parser, which it links for the card tool)
//
//   ayah-card ──── AyahCardTool (the card options through AyahSettings, draw, write)
//                       └── AyahCard (layout; Pango/HarfBuzz and Cairo through CAyahCardShim ── CPangoCairo) ── AyahKit
//   (`ayah card` execs ayah-card as `ayah serve` execs ayah-server: ayah links no Pango or Cairo. AyahCardModel,
//   plain Swift, holds the card's sizes, themes and formats for AyahSettings' CardOptions and for the renderer.
//   ayah-server also links AyahCardTool and runs it when started as `ayah-card`: installed, ayah-card is a link to
//   ayah-server, so the card's code, Pango and the Swift runtime are in one binary, not two)
//
// AyahCLI and AyahSettings also import AyahCorpus, AyahText, AyahTime, AyahShared and AyahPlatform
// directly; every target declares each module it imports.
import PackageDescription

let package = Package(
    name: "DailyAyah",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "ayah", targets: ["ayah"]),
        .executable(name: "ayah-server", targets: ["ayah-server"]),
        .executable(name: "ayah-card", targets: ["ayah-card"]),
        .library(name: "AyahKit", targets: ["AyahKit"]),
        // The static export, for the export fuzzer (Fuzz/) and programs that write a site.
        .library(name: "AyahExport", targets: ["AyahExport"]),
        .library(name: "AyahShared", targets: ["AyahShared"]),
        .library(name: "AyahURLSession", targets: ["AyahURLSession"]),
        .library(name: "AyahTime", targets: ["AyahTime"]),
        .library(name: "AyahSun", targets: ["AyahSun"]),
        .library(name: "AyahDayRule", targets: ["AyahDayRule"]),
        .library(name: "AyahText", targets: ["AyahText"]),
        .library(name: "AyahCorpus", targets: ["AyahCorpus"]),
        .library(name: "AyahPlaces", targets: ["AyahPlaces"]),
        .library(name: "AyahCard", targets: ["AyahCard"]),
        .library(name: "AyahCardModel", targets: ["AyahCardModel"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Platform-neutral elementary functions for the solar position (AyahSun only).
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        // The HTTP server (`ayah-server` only; `ayah` links none of it). Without its default traits:
        // "FullFoundation" makes Hummingbird import all of Foundation, which linked Foundation's own ICU data
        // (icudt76, 34 MB) and FoundationInternationalization into ayah-server beside the system ICU;
        // "ConfigurationSupport" adds swift-configuration, which nothing here reads.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
    ],
    targets: [
        // The data files (the corpus; the cities for CAyahCities), installed once in share/dailyayah beside the
        // programs and mapped at run time: found from /proc/self/exe (../share/dailyayah, or ../../share/dailyayah
        // from libexec/dailyayah), or the package's Data/ for a binary inside the package (a build directory).
        // #embed reads each file at build time for its size and first bytes only, which the installed file must
        // match; the build-time index of the corpus (ayah_index.c) stays in the binary.
        .target(
            name: "CAyahData",
            cSettings: [.unsafeFlags(["-std=c23"])]
        ),
        // The only place that includes ICU headers; its public header uses plain C types. No pkg-config:
        // its flags would link libicu*, and CICUShim opens ICU with dlopen on first use instead (a cold
        // `ayah today` loads no ICU). The headers are in the default include path (libicu-dev).
        .systemLibrary(
            name: "CICUSystem",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        .target(name: "CICUShim", dependencies: ["CICUSystem"]),
        // The one module that imports Glibc/Musl/Darwin: hardened file reading and
        // writing, locks, signals, the terminal. `package` API only.
        .target(name: "AyahPlatform", dependencies: ["CAyahSystem"]),
        // Linux's timerfd and signalfd headers, which the Glibc module leaves out (AyahPlatform only).
        .target(name: "CAyahSystem"),
        .target(name: "AyahText", dependencies: ["CICUShim"]),
        // The reader's language: BCP 47 tags, the supported languages, the POSIX locale and Accept-Language
        // negotiation (plain Swift: no ICU, no Foundation, so choosing English costs nothing).
        .target(name: "AyahLanguage", dependencies: ["CAyahCatalogs"]),
        // The message catalogs (Localization/*.po, en.pot), embedded with #embed; parsed only for a language not English.
        .target(
            name: "CAyahCatalogs",
            cSettings: [.unsafeFlags(["-std=c23"])]
        ),
        .target(name: "AyahTime", dependencies: ["AyahPlatform"]),
        // Fajr and Maghrib on each civil date of a zone, and the ayah-days they begin.
        .target(name: "AyahSun", dependencies: ["AyahPlatform", "AyahTime", .product(name: "RealModule", package: "swift-numerics")]),
        // The day rule's one home: when each ayah-day begins (a wall time, Fajr or Maghrib; `DayRule`,
        // `WallTime`, `SolarSettings`) and which day is in effect at an instant (`DaySchedule`,
        // `SolarDaySchedule`). The zone arithmetic stays in AyahTime and the sun's instants in AyahSun.
        .target(name: "AyahDayRule", dependencies: ["AyahPlatform", "AyahTime", "AyahSun"]),
        .target(name: "AyahCorpus", dependencies: ["AyahPlatform", "CAyahData", "AyahText"]),
        .target(name: "AyahShared"),
        // The system SQLite, opened with dlopen on first use (the reading journal): sqlite3.h only for its
        // declarations (libsqlite3-dev), nothing linked, so a command without a journal never loads it.
        .target(name: "CAyahSQLite"),
        // The reading journal (`ayah progress`): marks in an SQLite file, written in one transaction each,
        // and their JSON Lines. Only AyahCLI links it: ayah-server keeps no state.
        .target(
            name: "AyahJournal",
            dependencies: ["CAyahSQLite", "AyahKit", "AyahCorpus", "AyahTime", "AyahPlatform"]),
        // AyahShared's client over URLSession (FoundationNetworking on Linux): apps and widgets; `ayah` links none of it.
        .target(name: "AyahURLSession", dependencies: ["AyahShared"]),
        // GeoNames' cities of 15,000 people or more (Data/cities.tsv), installed as share/dailyayah/cities.tsv and
        // mapped through CAyahData on first lookup; scanned only on lookup.
        .target(name: "CAyahCities", dependencies: ["CAyahData"]),
        .target(name: "AyahPlaces", dependencies: ["CAyahCities", "AyahPlatform"]),
        // The reader's words, one rendering each for every surface (terminal, card, page, feeds, status bar):
        // references, dates, plan titles, labels from the catalogs, escaping for HTML, XML and Pango markup,
        // the one JSON form and the content fingerprint. No engine: the surfaces import it, not AyahKit, for words.
        .target(name: "AyahWords", dependencies: ["AyahLanguage", "AyahCorpus", "AyahText", "AyahShared"]),
        .target(
            name: "AyahKit",
            dependencies: [
                "AyahPlatform", "AyahTime", "AyahSun", "AyahDayRule", "AyahCorpus", "AyahText", "AyahShared",
                "AyahWords", "AyahLanguage", "CAyahData",
            ]),
        // `ayah export`'s files: the static export written without following links, its caching rules
        // (`_headers`, nginx) and the cards' inputs. Out of AyahKit, so a program that links the engine does not carry it.
        .target(name: "AyahExport", dependencies: ["AyahPlatform", "AyahWords"]),
        // What `ayah schedule`, `ayah today --waybar` and `ayah notify` hand to other programs: cron and systemd
        // schedules, the unit installer, waybar's JSON, the notification's text. Out of AyahKit for the same reason.
        .target(
            name: "AyahIntegrations", dependencies: ["AyahPlatform", "AyahWords", "AyahShared", "AyahTime", "AyahDayRule"]),
        // The publishing formats (iCalendar, Atom, RSS, JSON Feed): pure renderers of a Publication that
        // `ayah calendar`/`ayah feed` and ayah-server share, so both write the same bytes.
        .target(
            name: "AyahPublish",
            dependencies: [
                "AyahKit", "AyahCorpus", "AyahDayRule", "AyahShared", "AyahTime", "AyahLanguage", "AyahWords",
            ]),
        // What a verse card looks like (size, theme, format): plain Swift, read by `ayah card`'s options and the renderer.
        .target(name: "AyahCardModel"),
        // The one way in for settings, neutral (no swift-argument-parser): each setting's definition (flag,
        // variable, query parameter, parser, checks), the one reader of a command's or a request's settings, the
        // argument writer, `ayah-server`'s own reader of its handover, the environment, errors and exit codes.
        // Imported by `ayah`'s commands, `ayah-server` and the server's routes.
        .target(
            name: "AyahSettingsCore",
            dependencies: [
                "AyahPlatform", "AyahKit", "AyahCorpus", "AyahText", "AyahTime", "AyahSun", "AyahDayRule", "AyahPlaces",
                "AyahShared", "AyahLanguage",
            ]
        ),
        // The command-line layer: the option groups on swift-argument-parser (help texts, the engine options,
        // `ayah serve`'s and `ayah card`'s options), each landing in AyahSettingsCore's plain values.
        .target(
            name: "AyahSettings",
            dependencies: [
                "AyahSettingsCore", "AyahPlatform", "AyahKit", "AyahTime", "AyahSun", "AyahCardModel", "AyahShared",
                "AyahLanguage",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "AyahCLI",
            dependencies: [
                "AyahSettings", "AyahSettingsCore", "AyahPlatform", "AyahKit", "AyahCorpus", "AyahText", "AyahTime",
                "AyahDayRule", "AyahShared", "AyahSun", "AyahCardModel", "AyahWeb", "AyahPublish", "AyahExport",
                "AyahIntegrations", "AyahLanguage", "AyahWords", "AyahJournal", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // --no-export-dynamic undoes the -export-dynamic that -static-stdlib's link arguments add: nothing
        // looks up ayah's own symbols by name, and the Swift runtime's one dladdr at start-up walked all
        // 5,000 of them (3% of a cold `ayah today`'s instructions).
        //
        // The release link uses lld (the toolchain's own) for two start-up costs (issue 32, docs/benchmarks.md):
        // relative relocations packed (DT_RELR: 8 KiB for 43,000 relocations instead of a 1 MiB table to read)
        // and packaging/link-order.txt, the symbols a cold `ayah` touches in the order it touches them
        // (scripts/gen-link-order), so that they sit side by side and a start faults in fewer pages. The
        // order changes the layout only; a symbol the list lacks or names wrongly is placed as before. It moves
        // single functions because scripts/release-flags gives each its own section. No call-frame tables
        // (--no-eh-frame-hdr, packaging/no-eh-frame.ld: 2.2 MB), as for ayah-server below.
        .executableTarget(
            name: "ayah", dependencies: ["AyahCLI"],
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux])),
                .unsafeFlags(
                    [
                        "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                        "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/packaging/link-order.txt",
                        "-Xlinker", "--no-warn-symbol-ordering", "-Xlinker", "--icf=all", "-Xlinker", "--no-eh-frame-hdr",
                        "-Xlinker", "--script=\(Context.packageDirectory)/packaging/no-eh-frame.ld",
                    ],
                    .when(platforms: [.linux], configuration: .release)
                ),
            ]
        ),
        // The system zlib (pkg-config zlib), for CAyahGzip only; no Swift module sees zlib's types.
        .systemLibrary(name: "CZlibSystem", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // gzip of cached response bodies (and gunzip for checks), behind a header of plain C types.
        .target(name: "CAyahGzip", dependencies: ["CZlibSystem"]),
        // The OpenAPI document (openapi.yaml at the top of the repository), embedded with #embed.
        .target(
            name: "CAyahOpenAPI",
            cSettings: [.unsafeFlags(["-std=c23"])]
        ),
        // The web page's style sheet and script (Web/ayah.css, Web/ayah.js), embedded with #embed; its Urdu and Bangla
        // faces (Web/fonts/) installed in share/dailyayah and mapped through CAyahData.
        .target(
            name: "CAyahWeb", dependencies: ["CAyahData"],
            cSettings: [.unsafeFlags(["-std=c23"])]
        ),
        // The HTML page and embeddable card (served by ayah-server, written by `ayah export --html`).
        .target(
            name: "AyahWeb",
            dependencies: ["AyahShared", "AyahPlatform", "CAyahWeb", "AyahLanguage", "AyahText", "AyahCorpus", "AyahWords"]),
        // The HTTP API on Hummingbird/SwiftNIO: routes, body caches, problem details.
        .target(
            name: "AyahServer",
            dependencies: [
                "AyahPlatform", "AyahKit", "AyahCorpus", "AyahTime", "AyahSun", "AyahDayRule", "AyahShared", "CAyahOpenAPI",
                "AyahWeb", "CAyahGzip", "AyahCard", "AyahCardModel", "AyahPublish", "AyahSettingsCore", "AyahLanguage",
                "AyahText", "AyahWords",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOExtras", package: "swift-nio-extras"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ]
        ),
        // `ayah serve` hands over to this binary (execv), so `ayah` itself never loads SwiftNIO.
        // Also the card renderer when started as `ayah-card` (AyahCardTool; its code is linked for the card routes anyway).
        // Linked as ayah is, for size (issue 42): no exported dynamic symbols (2.4 MB of .dynsym, .dynstr and
        // .gnu.hash that nothing looks up), relative relocations packed (1.7 MB of .rela.dyn), identical code folded;
        // and no call-frame tables: neither .eh_frame_hdr (0.76 MB) nor .eh_frame (3.4 MB, dropped by
        // packaging/no-eh-frame.ld), which only C++ exceptions unwind by, and no C++ exception is caught here (the
        // Swift runtime, NIO's C and the shims are built without exceptions; scripts/check-install-sizes checks it).
        // packaging/server-link-order.txt lays out what the start touches side by side, as ayah's list does for
        // its start: the idle server keeps 17 MiB resident instead of 24 (scripts/gen-link-order --server).
        .executableTarget(
            name: "ayah-server",
            dependencies: [
                "AyahSettingsCore", "AyahServer", "AyahPlatform", "AyahCardTool", .product(name: "Logging", package: "swift-log"),
            ],
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux])),
                .unsafeFlags(
                    [
                        "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--icf=all",
                        "-Xlinker", "--no-eh-frame-hdr",
                        "-Xlinker", "--script=\(Context.packageDirectory)/packaging/no-eh-frame.ld",
                        "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/packaging/server-link-order.txt",
                        "-Xlinker", "--no-warn-symbol-ordering",
                    ],
                    .when(platforms: [.linux], configuration: .release)
                ),
            ]
        ),
        // The verse card: Pango (HarfBuzz) and Cairo behind a C shim whose header uses plain C types, as for ICU.
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo pangoft2 libpng",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "libpng-dev"])]
        ),
        .target(name: "CAyahCardShim", dependencies: ["CPangoCairo"]),
        .target(
            name: "AyahCard",
            dependencies: [
                "CAyahCardShim", "AyahCardModel", "AyahCorpus", "AyahPlatform", "AyahKit", "AyahShared", "AyahTime",
                "AyahLanguage", "AyahWords",
            ]
        ),
        // What `ayah-card` does: parse the card options (AyahSettings), draw, write. A library, so that ayah-server
        // can be ayah-card too (started under that name: the installed ayah-card is a link to it).
        .target(
            name: "AyahCardTool",
            dependencies: [
                "AyahSettings", "AyahSettingsCore", "AyahCard", "AyahCardModel", "AyahKit", "AyahCorpus", "AyahPlatform", "AyahTime",
                "AyahLanguage",
            ]
        ),
        // `ayah card` hands over to this binary (execv), so `ayah` itself never loads Pango or Cairo. Built for the
        // build directory (`swift build`, the tests); scripts/build stages bin/ayah-card as a link to ayah-server.
        .executableTarget(name: "ayah-card", dependencies: ["AyahCardTool"]),
        // The WidgetKit example: builds everywhere, compiles to nothing without WidgetKit.
        .target(name: "AyahWidgetExample", dependencies: ["AyahShared", "AyahURLSession"], path: "Examples/AyahWidget"),

        // What several test targets share: the built executables' paths, a bounded wait.
        .target(name: "AyahTestSupport", dependencies: ["AyahCorpus"], path: "Tests/AyahTestSupport"),
        .testTarget(name: "AyahPlatformTests", dependencies: ["AyahPlatform", "AyahTestSupport"]),
        .testTarget(name: "AyahTextTests", dependencies: ["AyahText", "AyahKit", "CICUShim"], exclude: ["Fixtures"]),
        .testTarget(
            name: "AyahTimeTests", dependencies: ["AyahTime", "AyahDayRule", "AyahTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "AyahSunTests", dependencies: ["AyahSun", "AyahTime", "AyahDayRule"], exclude: ["Fixtures"]),
        .testTarget(name: "AyahCorpusTests", dependencies: ["AyahCorpus"]),
        .testTarget(name: "AyahSharedTests", dependencies: ["AyahShared"]),
        .testTarget(name: "AyahLanguageTests", dependencies: ["AyahLanguage"]),
        .testTarget(name: "AyahPlacesTests", dependencies: ["AyahPlaces"]),
        .testTarget(
            name: "AyahKitTests",
            dependencies: [
                "AyahKit", "AyahCorpus", "AyahShared", "AyahTime", "AyahSun", "AyahDayRule", "AyahIntegrations", "AyahWords",
                "AyahLanguage",
            ],
            exclude: ["Resources"]),
        // One test target per library module, named after it.
        .testTarget(name: "AyahWordsTests", dependencies: ["AyahWords", "AyahShared"]),
        .testTarget(name: "AyahWebTests", dependencies: ["AyahWeb", "AyahShared"]),
        .testTarget(name: "AyahPublishTests", dependencies: ["AyahPublish", "AyahShared", "AyahTime", "AyahLanguage"]),
        .testTarget(name: "AyahExportTests", dependencies: ["AyahExport"]),
        .testTarget(name: "AyahDayRuleTests", dependencies: ["AyahDayRule", "AyahTime"]),
        .testTarget(name: "AyahCardModelTests", dependencies: ["AyahCardModel"]),
        .testTarget(name: "AyahURLSessionTests", dependencies: ["AyahURLSession", "AyahShared"]),
        // The schedules' quoting and the units' text, without running the command.
        .testTarget(name: "AyahIntegrationsTests", dependencies: ["AyahIntegrations"]),
        .testTarget(
            name: "AyahCLITests",
            dependencies: [
                "AyahCLI", "AyahSettings", "AyahSettingsCore", "ayah", "AyahCorpus", "AyahTime", "AyahTestSupport", "AyahKit", "AyahLanguage",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["Golden"]
        ),
        // The command-line layer: the option groups and what they land in.
        .testTarget(
            name: "AyahSettingsTests",
            dependencies: [
                "AyahSettings", "AyahSettingsCore", "AyahKit", "AyahShared", "AyahTime",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The neutral settings: definitions, the one reader, the argument writer and ayah-server's reader of it,
        // a request's settings, the lists derived from the table.
        .testTarget(
            name: "AyahSettingsCoreTests",
            dependencies: ["AyahSettingsCore", "AyahKit", "AyahCorpus", "AyahLanguage"]
        ),
        .testTarget(
            name: "AyahCardTests",
            dependencies: [
                "AyahCard", "AyahCardModel", "AyahKit", "AyahCorpus", "AyahShared", "AyahSettings", "AyahSettingsCore",
                "AyahTime", "AyahExport", "AyahTestSupport", "AyahLanguage", "ayah", "ayah-card", "ayah-server", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "AyahServerTests",
            dependencies: [
                "AyahServer", "AyahKit", "AyahTime", "AyahTestSupport", "ayah", "ayah-server", "ayah-card", "AyahWeb",
                "AyahShared", "AyahURLSession", "AyahCard", "AyahCardModel", "AyahPlatform", "AyahCLI",
                "AyahSettings", "AyahSettingsCore", "AyahLanguage", "AyahText", "AyahWords",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ],
            exclude: ["Clients"]
        ),
    ]
)

import ArgumentParser
import AyahKit
import AyahSettings
import AyahSettingsCore
import Foundation
import Testing

/// The one writer of the engine options: what `ayah serve` hands to
/// `ayah-server` and what a schedule runs `tick` with.
@Suite struct ArgumentWriterTests {
    /// A command holding every engine option, to parse with and to ask
    /// ArgumentParser which options exist.
    struct Probe: ParsableCommand {
        @OptionGroup var engine: EngineOptions<AllEngineParts>
    }

    static let full = EngineSettings(
        time: TimeArguments(
            zone: "America/Port-au-Prince", now: "2026-11-21T23:59:59+05:00", clockStart: "@1772945997",
            clockRate: 3600),
        selection: SelectionArguments(
            policy: .sequential, seed: UInt64.max, startDate: "2026-03-08", minWords: 0, maxLength: 250,
            pool: "/tmp/my pools/family's.txt", theme: "mercy"),
        dayStart: DayStartArguments(
            dayStartsAt: "fajr", location: "24.8607,67.0011", city: "Springfield, US-MO", method: "isna",
            fajrAngle: 17.5, maghribAngle: 4.25, highLatitude: "seventh-of-night", hijriAdjust: -1),
        translation: TranslationArguments(source: "/tmp/my translations/ur.jalandhry.txt"),
        plans: PlanArguments(specs: ["khatm:30:juz", "kahf", "surah:al-mulk@mon,thu"], start: "hijri:1447-09-01"),
        language: LanguageArguments(tag: "ur-PK"),
        plain: [
            .translationLanguage: "ur", .catchUp: "extend", .journal: "/tmp/my journals/progress.sqlite3",
            .progress: "2:141,,18:10",
        ])

    static let awkward: [EngineSettings] = [
        EngineSettings(),
        full,
        EngineSettings(translation: TranslationArguments(source: "it's \"quoted\" 100% $HOME `x` \\ ;|&")),
        EngineSettings(
            translation: TranslationArguments(source: "-starts-with-a-dash.xml"), plain: [.translationLanguage: ""]),
        EngineSettings(selection: SelectionArguments(minWords: -1, maxLength: -5)),
        EngineSettings(time: TimeArguments(zone: "<+0545>-5:45", now: "@-1")),
        EngineSettings(time: TimeArguments(clockStart: "-1", clockRate: 1.5)),
        EngineSettings(translation: TranslationArguments(source: "ترجمة/اردو.txt")),
        EngineSettings(dayStart: DayStartArguments(dayStartsAt: "")),
        EngineSettings(dayStart: DayStartArguments(location: "-33.9249, 18.4241", fajrAngle: 0.1, hijriAdjust: 2)),
        EngineSettings(dayStart: DayStartArguments(city: "كراتشي", maghribAngle: 30)),
        // Swift writes these with an exponent (1e-05), which the one number grammar refuses: written plain.
        EngineSettings(dayStart: DayStartArguments(fajrAngle: 0.00001, maghribAngle: 1.5e-7)),
        EngineSettings(plans: PlanArguments(specs: ["ramadan"])),
        EngineSettings(plans: PlanArguments(specs: ["-khatm", "surah:البقرة@fri", "kahf; mulk", ""], start: "-1")),
        EngineSettings(plans: PlanArguments(start: "2026-03-01")),
    ]

    /// `givenFlags(outside:)` is the option list filtered, made without the list.
    @Test(arguments: awkward)
    func givenFlagsAreTheOptionsGivenOutsideTheParts(_ settings: EngineSettings) {
        for parts in [EngineParts(), .zone, .zone.union(.now).union(.language), .selection.union(.plans), .dayStart] {
            let expected = settings.options.filter { $0.value != nil && !parts.contains($0.part) }.map(\.flag)
            #expect(settings.givenFlags(outside: parts) == expected)
        }
        if settings == Self.full {
            #expect(settings.givenFlags(outside: .zone).filter { $0 == "--plan" }.count == 3)
        }
    }

    @Test(arguments: awkward)
    func parsingTheWrittenWordsGivesTheSameSettings(_ settings: EngineSettings) throws {
        let words = try ArgumentWriter.words(settings)
        #expect(try Probe.parse(words).engine.settings == settings, "\(words)")
    }

    @Test(arguments: ["line\nbreak", "carriage\rreturn", "tab\there", "escape\u{1B}[31m", "c1\u{85}"])
    func controlCharactersAreRefused(_ value: String) {
        var settings = Self.full
        settings.translation.source = value
        #expect(throws: ArgumentWriter.Failure.controlCharacter(flag: "--translation")) {
            try ArgumentWriter.words(settings)
        }
    }

    /// Fails when an option is added to the group but not to the settings'
    /// list that the writer reads (or the other way round).
    @Test func everyOptionOfTheGroupIsWritten() throws {
        let dump = Probe._dumpHelp()
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        let command = try #require(root["command"] as? [String: Any])
        let arguments = try #require(command["arguments"] as? [[String: Any]])
        var parsed: Set<String> = []
        for argument in arguments {
            for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                if let text = name["name"] as? String, text != "help" { parsed.insert("--" + text) }
            }
        }
        let listed = Set(Self.full.options.map(\.flag))
        #expect(parsed == listed)
        #expect(Self.full.options.allSatisfy { $0.value != nil }, "the full settings set every option")
        let written = Set(
            try ArgumentWriter.words(Self.full).filter { $0.hasPrefix("--") }.map { String($0.prefix { $0 != "=" }) })
        #expect(written == listed)
    }

    /// A schedule or a server runs in the language it was set up in: the
    /// option, else `AYAH_LANG`, else the locale the command ran in (a cron
    /// job has none); a malformed `AYAH_LANG` is refused there and then.
    @Test func theLanguageIsCarriedFromWhereverItCame() throws {
        let parts = ScheduleParts.parts
        func filled(_ given: String?, _ environment: [String: String]) throws -> String? {
            try EngineSettings(language: LanguageArguments(tag: given)).filledForTest(environment, parts: parts)
                .language.tag
        }
        #expect(try filled("fr", ["AYAH_LANG": "ar", "LANG": "ur_PK.UTF-8"]) == "fr")
        #expect(try filled(nil, ["AYAH_LANG": "ar-EG", "LANG": "ur_PK.UTF-8"]) == "ar-EG")
        #expect(try filled(nil, ["LANG": "ur_PK.UTF-8"]) == "ur-PK")
        #expect(try filled(nil, ["LANG": "ur_PK.UTF-8", "LC_ALL": "C"]) == nil)
        #expect(try filled(nil, ["LANG": "C.UTF-8"]) == nil)
        #expect(
            try filled(nil, ["LANG": "en_US.UTF-8"]) == nil, "an English locale keeps English schedules as they were")
        #expect(try filled(nil, ["AYAH_LANG": "en"]) == "en", "asked for by name: written")
        #expect(throws: CLIError.self) { try filled(nil, ["AYAH_LANG": "ur_PK"]) }
        // A command without the language part writes none.
        let timeline = try EngineSettings().filledForTest(["AYAH_LANG": "ar"], parts: SimulationParts.parts)
        #expect(timeline.language.tag == nil)
        #expect(try ArgumentWriter.words(EngineSettings(language: LanguageArguments(tag: "bn"))) == ["--lang", "bn"])
    }

    @Test func unsetOptionsAreNotWritten() throws {
        #expect(try ArgumentWriter.words(EngineSettings()).isEmpty)
        let seedOnly = EngineSettings(selection: SelectionArguments(seed: 7))
        #expect(try ArgumentWriter.words(seedOnly) == ["--seed", "7"])
    }

    @Test func theEnvironmentFillsOnlyWhatIsNotGiven() throws {
        let environment = [
            "AYAH_SEED": "7", "AYAH_POLICY": "sequential", "AYAH_TRANSLATION": "none", "AYAH_DAY_STARTS_AT": "05:00",
            "AYAH_TRANSLATION_LANGUAGE": "ur", "AYAH_NOW": "@0",
        ]
        let given = EngineSettings(selection: SelectionArguments(seed: 9))
        let filled = try given.filledForTest(environment, parts: ScheduleParts.parts)
        #expect(filled.selection.seed == 9)
        #expect(filled.selection.policy == .sequential)
        #expect(filled.translation == TranslationArguments(source: "none"))
        #expect(filled.plain == [.translationLanguage: "ur"])
        #expect(filled.dayStart.dayStartsAt == "05:00")
        #expect(filled.time.now == nil, "a schedule runs on the live clock")
        #expect(filled.language.tag == nil, "no language anywhere: English, and nothing written")
        #expect(throws: CLIError.self) {
            try EngineSettings().filledForTest(["AYAH_SEED": "x"], parts: .all)
        }
    }
}

extension EngineSettings: CustomTestStringConvertible {
    public var testDescription: String { (try? ArgumentWriter.words(self).joined(separator: " ")) ?? "unwritable" }
}

extension EngineSettings {
    /// What a command with `parts` hands another process, in `variables`: the settings read once, as written.
    func filledForTest(_ variables: [String: String], parts: EngineParts) throws -> EngineSettings {
        try CLIEnvironment(variables: variables, output: BufferOutput(), errors: BufferOutput())
            .read(self, parts: parts).texts
    }
}

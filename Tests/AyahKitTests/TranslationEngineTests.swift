import Foundation
import Testing
import AyahCorpus
import AyahDayRule
@testable import AyahKit
import AyahShared
import AyahTime

/// The translation shown never changes the pick; the payload says what it carries.
@Suite struct TranslationEngineTests {
    /// A synthetic translation made in the test: each ayah's reference in words
    /// (Latin) or in Arabic script with Arabic-Indic digits.
    static func syntheticFile(named name: String, arabicScript: Bool) throws -> String {
        let corpus = try sharedCorpus.get()
        var lines: [String] = []
        for surah in corpus.surahs {
            for ayah in 1...surah.ayahCount {
                lines.append(
                    arabicScript
                        ? "\(surah.number)|\(ayah)|سورة \(surah.number) آية \(ayah)"
                        : "\(surah.number)|\(ayah)|surah \(surah.number), ayah \(ayah) in words")
            }
        }
        lines += ["", "#  Name: Synthetic", "#  Translator: The test suite", ""]
        let directory = NSTemporaryDirectory() + "ayah-engine-translation-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/" + name
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func engine(
        _ translation: TranslationSource, language: String? = nil, selection: SelectionConfig = SelectionConfig()
    ) throws -> AyahEngine {
        try AyahEngine(
            corpus: try sharedCorpus.get(),
            configuration: .init(
                selection: selection, clock: FixedClock(Date(timeIntervalSince1970: 1_795_262_400)),
                translation: translation, translationLanguage: language))
    }

    @Test func theSameDatesGiveTheSameAyahsWhateverTheTranslation() throws {
        let urdu = try Self.syntheticFile(named: "ur.synthetic.txt", arabicScript: true)
        let words = try Self.syntheticFile(named: "en.words.txt", arabicScript: false)
        for selection in [SelectionConfig(), SelectionConfig(policy: .sequential), SelectionConfig(seed: 99)] {
            let engines = try [TranslationSource.bundled, .none, .file(urdu), .file(words)].map {
                try Self.engine($0, selection: selection)
            }
            let reference = engines[0]
            #expect(engines.allSatisfy { $0.selector.pool == reference.selector.pool })
            let zone = try reference.zone(named: "Asia/Karachi")
            for offset in stride(from: -400, through: 4000, by: 37) {
                let date = CivilDate(daysSinceEpoch: 20_454 + offset)
                let expected = reference.pick(for: date).passage
                for engine in engines.dropFirst() {
                    #expect(engine.pick(for: date).passage == expected)
                    let day = try engine.day(on: engine.schedule(in: zone), date: date)
                    let payload = try engine.payload(
                        on: engine.schedule(in: zone), for: day, generatedAt: engine.now(), upcoming: 0)
                    #expect(payload.today.surah == expected.surah && payload.today.ayah == expected.ayah)
                    #expect(payload.today.ayahEnd == expected.ayahEnd)
                }
            }
        }
    }

    @Test func thePayloadSaysWhatItCarries() throws {
        let zone = try Self.engine(.bundled).zone(named: "UTC")
        let bundled = try Self.engine(.bundled).payload(
            on: DaySchedule(zone: zone), at: Date(timeIntervalSince1970: 1_795_262_400), upcoming: 1)
        #expect(bundled.translationId == "en.pickthall")
        #expect(bundled.translationLanguage == "en")
        #expect(bundled.translationDirection == "ltr")
        #expect(bundled.attribution.arabic.contains("Tanzil Project"))
        #expect(bundled.attribution.translation.contains("Pickthall"))

        let none = try Self.engine(.none).payload(
            on: DaySchedule(zone: zone), at: Date(timeIntervalSince1970: 1_795_262_400), upcoming: 1)
        #expect(none.translationId == "none")
        #expect(
            none.translation == "" && none.today.translationShort == ""
                && none.upcoming.allSatisfy { $0.translation.isEmpty })
        #expect(none.attribution.translation == "")
        #expect(none.arabicText == bundled.arabicText)

        let path = try Self.syntheticFile(named: "ur.synthetic.txt", arabicScript: true)
        let urdu = try Self.engine(.file(path)).payload(
            on: DaySchedule(zone: zone), at: Date(timeIntervalSince1970: 1_795_262_400), upcoming: 1)
        #expect(urdu.translationId == "ur.synthetic")
        #expect(urdu.translationLanguage == "ur")
        #expect(urdu.translationDirection == "rtl")
        let numbered = (urdu.today.ayahs ?? []).map { "سورة \(urdu.today.surah) آية \($0.ayah) (\($0.ayah))" }
        #expect(
            urdu.translation
                == (numbered.count == 1
                    ? "سورة \(urdu.today.surah) آية \(urdu.today.ayah)" : numbered.joined(separator: " ")))
        #expect(urdu.attribution.translation == "Name: Synthetic; Translator: The test suite")

        let relabelled = try Self.engine(.file(path), language: "ku-Latn").payload(
            on: DaySchedule(zone: zone), at: Date(timeIntervalSince1970: 1_795_262_400), upcoming: 0)
        #expect(relabelled.translationLanguage == "ku-Latn")
        #expect(relabelled.translationDirection == "ltr")
        #expect(throws: EngineError.translation(.invalidLanguage("not a tag"))) {
            try Self.engine(.file(path), language: "not a tag")
        }
    }

    /// The original four-field widget model still decodes a `none` payload.
    @Test func theOriginalWidgetModelDecodesEveryTranslation() throws {
        struct Original: Codable {
            let arabicText: String
            let translation: String
            let reference: String
            let timestamp: Date
        }
        for source in [TranslationSource.bundled, .none] {
            let engine = try Self.engine(source)
            let payload = try engine.payload(
                on: engine.schedule(in: try engine.zone(named: "UTC")), at: engine.now(), upcoming: 2)
            let bytes = try PayloadCoding.encode(payload)
            let original = try JSONDecoder().decode(Original.self, from: Data(bytes))
            #expect(original.reference == payload.reference)
            #expect(original.translation == payload.translation)
            #expect(try PayloadCoding.decode(bytes) == payload)
        }
    }

    /// A payload written before the translation fields existed decodes as Pickthall.
    @Test func aPayloadWithoutTheFieldsDecodesAsPickthall() throws {
        let engine = try Self.engine(.bundled)
        let payload = try engine.payload(
            on: engine.schedule(in: try engine.zone(named: "UTC")), at: engine.now(), upcoming: 0)
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(try PayloadCoding.encode(payload))) as? [String: Any])
        for key in ["translationId", "translationLanguage", "translationDirection", "attribution"] { object[key] = nil }
        let old = try PayloadCoding.decode(Array(try JSONSerialization.data(withJSONObject: object)))
        #expect(
            old.translationId == "en.pickthall" && old.translationLanguage == "en" && old.translationDirection == "ltr")
        #expect(old.today == payload.today)
    }

    @Test func showAndSearchCarryTheShownTranslation() throws {
        let path = try Self.syntheticFile(named: "ur.synthetic.txt", arabicScript: true)
        let engine = try Self.engine(.file(path))
        let document = try #require(try engine.ayah(AyahRef(surah: 2, ayah: 255)))
        #expect(document.translation == "سورة 2 آية 255")
        #expect(document.translationDirection == "rtl")
        let found = try engine.search("سورة 2 آية 255", limit: 1)
        #expect(found.results.first?.ayah == 255)
        #expect(found.results.first?.translation == "سورة 2 آية 255")
        #expect(found.translationId == "ur.synthetic" && found.translationDirection == "rtl")
    }
}

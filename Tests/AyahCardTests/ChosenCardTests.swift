import AyahCard
import AyahCardModel
import AyahCorpus
import AyahKit
import AyahLanguage
import AyahSettings
import AyahTestSupport
import AyahTime
import Foundation
import Testing

/// `ayah card REF`: the card of a chosen ayah or range of one surah, read as
/// `ayah show` reads it, with no date, handed to `ayah-card` as its last
/// argument.
@Suite struct ChosenCardTests {
    static func range(_ text: String) throws -> QuranRange { try AyahEngine().chosenPassage(text) }

    @Test func cardIsTheRenderersCardOfTheRange() throws {
        let engine = try AyahEngine()
        let style = try CardStyle(size: try CardSize(parsing: "600x400"), theme: .dark)
        let expected = try CardFixtures.renderer().card(of: try Self.range("2:255-257"), engine: engine, style: style)
        let run = try CardCommandTests.run(["card", "2:255-257", "--size", "600x400", "--theme", "dark"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == expected)
        // Its words joined, a surah's name, an en dash: the same passage, the same bytes.
        let named = try CardCommandTests.run([
            "card", "Al-Baqarah", "2:255–257", "--size", "600x400", "--theme", "dark",
        ])
        #expect(named.status == 0 && named.stdout == expected, "\(named.stderr)")
        // The day does not show: another clock gives the same card.
        let later = try CardCommandTests.run([
            "card", "2:255-257", "--size", "600x400", "--theme", "dark", "--now", "2031-05-01T00:00:00Z",
        ])
        #expect(later.stdout == expected)
    }

    @Test func badReferencesAndADateWithAReferenceAreUsageErrors() throws {
        for (arguments, words) in [
            (["card", "2:255", "--date", "2026-11-21"], "not both"),
            (["card", "2:300"], "2:300"),
            (["card", "2:286-3:2"], "one surah; give a range within one, such as 2:286"),
            (["card", "2:280-3:2"], "such as 2:280-286"),
            (["card", "juz:30"], "one surah"),
            (["card", "nonsense"], "nonsense"),
            (["card", " "], "REF is empty"),
        ] {
            let run = try CardCommandTests.run(arguments + ["--format", "svg"])
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr.hasPrefix("ayah: ") && run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
            #expect(run.stderr.contains(words), "\(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }

    @Test func aReferenceCrossesToAyahCardAsItsLastArgument() throws {
        let options = try CardOptions.parse(["--size", "small", "Al-'Asr", "103:1–3", "--tz", "Asia/Karachi"])
        #expect(options.chosen == "Al-'Asr 103:1–3")
        let words = try options.forwardedArguments()
        #expect(words.suffix(2) == ["--", "Al-'Asr 103:1–3"])
        let back = try CardOptions.parse(words)
        #expect(
            back.chosen == options.chosen && back.size == "small" && back.engine.settings == options.engine.settings)
        // A day's card forwards no reference.
        #expect(
            try CardOptions.parse(try CardOptions.parse(["--date", "2026-01-01"]).forwardedArguments()).chosen == nil)
    }

    @Test func theCardShowsTheRangesReferenceAndNoDate() throws {
        let engine = try AyahEngine()
        let renderer = try CardFixtures.renderer()
        for (text, reference) in [
            ("Al-'Asr 103:1–3", "Al-'Asr 103:1–3"), ("2:255", "Al-Baqarah 2:255"), ("surah:112", "Al-Ikhlas 112:1–4"),
            ("36:1-5", "Ya-Sin 36:1–5"),
        ] {
            let content = try CardContent(try engine.chosenPassage(text), engine: engine)
            #expect(content.reference == reference)
            for size in CardSize.named {
                let layout = try renderer.layout(content, size: size)
                #expect(layout.block(.reference)?.text.text == reference, "\(text) \(size)")
                #expect(layout.block(.dates)?.text.text == "DailyAyah", "\(text) \(size)")
            }
        }
        // Numbered ayahs and ayah 1's basmala, as a day's passage has them.
        let yasin = try CardContent(try engine.chosenPassage("36:1-5"), engine: engine)
        #expect(yasin.basmala != nil && yasin.arabic.contains("﴿٥﴾") && yasin.translation.contains("(5)"))
        // The SVG names the reference alone.
        let svg = try renderer.card(
            of: try engine.chosenPassage("103:1-3"), engine: engine, style: try CardStyle(size: .og, format: .svg))
        #expect(String(decoding: svg, as: UTF8.self).contains("DailyAyah card: Al-'Asr 103:1–3. Fonts:"))
    }

    /// In another language the reference is the language's, and the date line is the app's name alone.
    @Test func aChosenCardInArabicNamesTheRangeInArabic() throws {
        let engine = try AyahEngine()
        let content = try CardContent(try engine.chosenPassage("103:1-3"), engine: engine)
        let arabic = try #require(SupportedLanguage.all.first { $0.code == "ar" })
        let layout = try CardFixtures.renderer().layout(content, size: .og, language: arabic)
        #expect(layout.block(.reference)?.text.text.contains("١٠٣") == true)
        #expect(layout.block(.dates)?.text.text == "DailyAyah")
        let run = try CardCommandTests.run(["card", "103:1-3", "--lang", "ar", "--format", "svg"])
        #expect(run.status == 0, "\(run.stderr)")
    }

    /// A chosen passage is a day's passage without the date: same texts, same short forms.
    @Test func aChosenPassageHasTheDaysTextsForTheSamePassage() throws {
        let engine = try AyahEngine()
        for iso in ["2026-11-21", "2026-11-22", "2027-03-01"] {
            let document = try engine.document(for: try #require(CivilDate(iso: iso)))
            let day = CardContent(document)
            let text = "\(document.surah):\(document.ayah)-\(document.ayahEnd ?? document.ayah)"
            var chosen = try CardContent(try engine.chosenPassage(text), engine: engine)
            #expect(chosen.localDate.isEmpty && chosen.hijriDate == nil)
            chosen.localDate = day.localDate
            chosen.hijriDate = day.hijriDate
            #expect(chosen == day, "\(iso)")
        }
    }

    /// Too long for the size: the passage rules apply (short forms, then cut
    /// with "…"); the reference still names the whole range.
    @Test func aLongRangeIsFittedWithTheShortForms() throws {
        let engine = try AyahEngine()
        let content = try CardContent(try engine.chosenPassage("2:1-20"), engine: engine)
        let layout = try CardFixtures.renderer().layout(content, size: .small)
        #expect(layout.fit != .full)
        #expect(layout.block(.reference)?.text.text == "Al-Baqarah 2:1–20")
        #expect(layout.block(.arabic)?.text.text.hasSuffix("…") == true)
    }
}

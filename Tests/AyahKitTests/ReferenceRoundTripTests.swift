import Testing
import AyahCorpus
@testable import AyahKit
import AyahLanguage
import AyahShared
import AyahTime
import AyahWords

/// Whatever the tool prints as a reference or a range reads back, through the
/// parser `ayah show` and `/v1/read` use, as the same range: every surah's
/// forms, every passage of the curated pool and its context, every khatm day's
/// title and span, every surah plan's title, in every supported language's
/// surah names and digits; and the plans read the digits `show` reads.
@Suite struct ReferenceRoundTripTests {
    static let divisions = Result { try QuranDivisions.bundled() }
    /// Built once: each ``ReferenceParser/bundled`` folds every surah's names anew.
    static let references = ReferenceParser.bundled

    static func parser() throws -> RangeParser {
        RangeParser(references: references, divisions: try divisions.get())
    }

    /// `text` read back, or a line saying how it did not come back as `range`.
    static func problem(_ text: String, _ range: QuranRange, _ parser: RangeParser) -> String? {
        do {
            let parsed = try parser.parse(text)
            return parsed == range ? nil : "\"\(text)\" reads as \(parsed), not \(range)"
        } catch {
            return "\"\(text)\" is refused: \(error)"
        }
    }

    static func range(from: String, to: String) throws -> QuranRange {
        try #require(QuranRange(from: try references.parse(from), to: try references.parse(to)))
    }

    @Test func everySurahsForms() throws {
        let parser = try Self.parser()
        let divisions = try Self.divisions.get()
        var problems: [String] = []
        for number in 1...114 {
            let whole = try #require(divisions.range(.surah, number))
            let name = BundledSurahs.name(number)
            let arabic = try #require(BundledSurahs.arabicName(number))
            let first = try #require(QuranRange(from: whole.from, to: whole.from))
            let last = try #require(QuranRange(from: whole.to, to: whole.to))
            let texts: [(String, QuranRange)] = [
                (name, whole), (arabic, whole), ("\(number)", whole), ("surah:\(number)", whole),
                ("Surah \(name)", whole), (PassageText.reference(name, whole), whole),
                (PassageText.reference(name, first), first), (PassageText.reference(name, last), last),
                (whole.description, whole), (whole.shortText, whole), ("\(arabic) \(whole.shortText)", whole),
                ("\(arabic) \(PassageText.arabicIndic(number)):\(PassageText.arabicIndic(whole.to.ayah))", last),
            ]
            problems += texts.compactMap { Self.problem($0.0, $0.1, parser) }
            // Across surahs, as a reading's span prints it.
            if number < 114, let next = QuranRange(from: whole.to, to: AyahRef(surah: number + 1, ayah: 1)) {
                let across = "\(name) \(whole.to)–\(BundledSurahs.name(number + 1)) \(number + 1):1"
                problems += [(across, next), (next.shortText, next), ("\(name) \(next.shortText)", next)]
                    .compactMap { Self.problem($0.0, $0.1, parser) }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(20))")
    }

    @Test func everyCuratedPassageAndItsContext() throws {
        let parser = try Self.parser()
        var problems: [String] = []
        let passages = CuratedPool.passages
        #expect(passages.count > 100)
        for passage in passages {
            let name = BundledSurahs.name(passage.surah)
            let context = PassageText.context(of: passage.range)
            problems += [
                (PassageText.reference(name, passage.range), passage.range), (passage.description, passage.range),
                (PassageText.contextFields(context, surahName: name).reference, context),
            ].compactMap { Self.problem($0.0, $0.1, parser) }
        }
        #expect(problems.isEmpty, "\(problems.prefix(20))")
    }

    /// Every day of a khatm in each unit over lengths whose days start and end
    /// anywhere (within a surah, across surahs, one unit, several): its title
    /// (`Juz 2`, `Pages 21–40`, `Ayahs 2:142–252`) and its span read back as its range.
    @Test(arguments: PlanSpec.khatmUnits)
    func everyKhatmDaysTitleAndSpan(unit: DivisionKind) throws {
        let parser = try Self.parser()
        let plans = try ReadingPlans(specs: ["khatm:1:\(unit.rawValue)"], start: "2026-01-01")
        let total = try Self.divisions.get().count(unit)
        var problems: [String] = []
        for n in Set([1, 7, 29, 30, 60, 240, 365, 604, total].filter { $0 <= total }) {
            for i in 0..<n {
                let reading = try #require(
                    plans.khatmDay(spec: .khatm(days: n, unit: unit), unit: unit, day: i, of: n))
                let range = try Self.range(from: reading.from, to: reading.to)
                problems += [(reading.title, range), (ReadingText.span(reading), range)]
                    .compactMap { Self.problem($0.0, $0.1, parser) }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(20))")
    }

    @Test func everySurahPlansTitle() throws {
        let parser = try Self.parser()
        let friday = try #require(CivilDate(iso: "2026-03-06"))
        var problems: [String] = []
        for number in 1...114 {
            let plans = try ReadingPlans(specs: ["surah:\(number)@daily"], start: nil)
            let reading = try #require(plans.readings(on: friday, hijri: nil).first)
            let range = try Self.range(from: reading.from, to: reading.to)
            problems += [(reading.title, range), (ReadingText.span(reading), range)]
                .compactMap { Self.problem($0.0, $0.1, parser) }
        }
        #expect(problems.isEmpty, "\(problems.prefix(20))")
    }

    /// A language's references (`البقرة ٢:٢٥٥`, `Al-Baqarah ২:২৫৫`) and reading spans, with its
    /// surah names and its digits (ICU's), read back.
    @Test(arguments: SupportedLanguage.all)
    func everyLanguagesReferencesAndSpans(language: SupportedLanguage) throws {
        let parser = try Self.parser()
        let words = ReaderWords(language)
        let divisions = try Self.divisions.get()
        var problems: [String] = []
        for number in 1...114 {
            let whole = try #require(divisions.range(.surah, number))
            problems += [
                (words.reference(surah: number, ayah: 1), try #require(QuranRange(from: whole.from, to: whole.from))),
                (words.reference(surah: number, ayah: 1, ayahEnd: whole.to.ayah), whole),
                (words.surahName(number), whole),
            ].compactMap { Self.problem($0.0, $0.1, parser) }
        }
        for passage in CuratedPool.passages {
            let text = words.reference(surah: passage.surah, ayah: passage.ayah, ayahEnd: passage.ayahEnd)
            problems += [Self.problem(text, passage.range, parser)].compactMap { $0 }
        }
        let plans = try ReadingPlans(specs: ["khatm:1:juz"], start: "2026-01-01")
        for (unit, n) in [(DivisionKind.juz, 30), (.page, 29), (.rub, 240), (.ayah, 365)] {
            for i in 0..<n {
                let reading = try #require(
                    plans.khatmDay(spec: .khatm(days: n, unit: unit), unit: unit, day: i, of: n))
                let range = try Self.range(from: reading.from, to: reading.to)
                problems += [Self.problem(words.span(reading), range, parser)].compactMap { $0 }
            }
        }
        #expect(problems.isEmpty, "\(language): \(problems.prefix(20))")
    }

    /// A khatm day's title in every language (`الجزء ٢`, `Halaman ২২–৪১`, `آیات ۲:۱۴۲–۲۵۲`), with the
    /// direction marks a terminal or a page may put around it, reads back through the engine's
    /// range reader (`ayah show`, `/v1/read`) as the day's range.
    @Test(arguments: SupportedLanguage.all)
    func everyLanguagesReadingTitles(language: SupportedLanguage) throws {
        let engine = try AyahEngine(corpus: try sharedCorpus.get(), configuration: .init())
        let words = ReaderWords(language)
        let plans = try ReadingPlans(specs: ["khatm:1:juz"], start: "2026-01-01")
        var problems: [String] = []
        for unit in PlanSpec.khatmUnits {
            let total = try Self.divisions.get().count(unit)
            for n in Set([1, 29, 60, total].filter { $0 <= total }) {
                for i in stride(from: 0, to: n, by: max(1, n / 8)) {
                    let reading = try #require(
                        plans.khatmDay(spec: .khatm(days: n, unit: unit), unit: unit, day: i, of: n))
                    let range = try Self.range(from: reading.from, to: reading.to)
                    let title = words.readingTitle(reading)
                    for shown in [title, "\u{2067}" + title + "\u{2069}", "\u{200F}" + title] {
                        do {
                            let parsed = try engine.range(shown)
                            if parsed != range { problems.append("\(title) reads as \(parsed), not \(range)") }
                        } catch {
                            problems.append("\(title) is refused: \(error)")
                        }
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(language): \(problems.prefix(20))")
    }

    /// Plans take the digits `show` takes, and their normal form reads back as the same plan.
    @Test func plansReadEveryDigitAndTheirOwnNames() throws {
        let divisions = try Self.divisions.get()
        for (written, normal) in [
            ("khatm:٣٠:juz", "khatm:30:juz"), ("khatm:۳۰:juz", "khatm:30:juz"), ("khatm:৩০", "khatm:30:page"),
            ("surah:٣٦@fri", "surah:36@fri"), ("surah:Ya-Sin@mon,thu", "surah:36@mon,thu"),
            ("surah:Ali 'Imran@daily", "surah:3@daily"), ("surah:آل عمران@daily", "surah:3@daily"),
        ] {
            let spec = try PlanSpec.parse(written, names: Self.references, divisions: divisions)
            #expect(spec.description == normal, "\(written)")
            #expect(try PlanSpec.parse(spec.description, names: Self.references, divisions: divisions) == spec)
        }
        // A name with digits in it is no name.
        #expect(throws: PlanError.malformed(spec: "surah:al-kahf2@fri", reason: "no surah is called \"al-kahf2\"")) {
            try PlanSpec.parse("surah:al-kahf2@fri", names: Self.references, divisions: divisions)
        }
    }
}

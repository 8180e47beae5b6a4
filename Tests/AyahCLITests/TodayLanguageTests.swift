import Testing

@testable import AyahCLI

/// `ayah today`'s human output in the reader's language: the reference with
/// the language's surah name and digits, the long date and the Hijri date by
/// ICU, labels from the catalog; English exactly as before.
@Suite struct TodayLanguageTests {
    /// 2026-11-21 in Karachi with the classic pool: Ash-Shuraa 42:40, 1448-06-11 (the golden `today` case).
    static let today = [
        "today", "--tz", "Asia/Karachi", "--now", "2026-11-21T12:00:00Z", "--plain", "--pool", "classic",
    ]

    static func human(_ extra: [String], _ variables: [String: String] = [:]) -> String {
        let result = LanguageSettingCommandTests.run(Self.today + extra, variables)
        #expect(result.status == 0, "\(result.errors)")
        return result.output
    }

    @Test func englishIsByteForByteWhatItWas() {
        let plain = Self.human([])
        #expect(plain.contains("— Ash-Shuraa 42:40 · 2026-11-21 · Asia/Karachi"))
        #expect(plain.contains("11 Jumada al-Akhirah 1448 AH"))
        #expect(Self.human(["--lang", "en"]) == plain)
        #expect(Self.human(["--lang", "en-GB"]) == plain)
        #expect(Self.human(["--lang", "de"]) == plain, "an unsupported language falls back to English")
        #expect(Self.human([], ["LANG": "C.UTF-8"]) == plain)
        #expect(Self.human([], ["LC_ALL": "POSIX", "LANG": "ar_EG.UTF-8"]) == plain)
    }

    // Expected texts written from CLDR (month, weekday and Islamic month names; default digits), not from ICU.
    @Test(arguments: [
        ("ar", ["الشورى ٤٢:٤٠", "السبت، ٢١ نوفمبر ٢٠٢٦", "١١ جمادى الآخرة ١٤٤٨"]),
        ("fa", ["الشورى ۴۲:۴۰", "شنبه ۲۱ نوامبر ۲۰۲۶", "۱۱ جمادی‌الثانی ۱۴۴۸"]),
        ("ur", ["الشورى 42:40", "ہفتہ، 21 نومبر، 2026", "11 جمادی الثانی، 1448"]),
        ("bn", ["Ash-Shuraa ৪২:৪০", "শনিবার, ২১ নভেম্বর, ২০২৬", "১১ জমাদিউস সানি, ১৪৪৮"]),
        ("fr", ["Ash-Shuraa 42:40", "samedi 21 novembre 2026", "11 joumada ath-thania 1448"]),
        ("tr", ["Ash-Shuraa 42:40", "21 Kasım 2026 Cumartesi", "1448"]),
        ("id", ["Ash-Shuraa 42:40", "Sabtu, 21 November 2026", "1448"]),
        ("ms", ["Ash-Shuraa 42:40", "Sabtu, 21 November 2026", "Jamadilakhir 1448"]),
    ])
    func theFooterAndDayLineSpeakTheLanguage(_ lang: String, _ expected: [String]) {
        let text = Self.human(["--lang", lang])
        for part in expected {
            #expect(text.contains(part), "\(lang): \(part) not in\n\(text)")
        }
        // No ISO date on the human line (French writes the Hijri era "AH" too: CLDR's own).
        #expect(!text.contains("2026-11-21 ·") && !text.contains("Jumada al-Akhirah"), "\(lang)")
        // The same through AYAH_LANG and the locale.
        #expect(Self.human([], ["AYAH_LANG": lang]) == text)
        #expect(Self.human([], ["LANG": "\(lang)_XX.UTF-8"]) == text)
    }

    @Test func theHijriAdjustmentAndTheDayBoundaryReachTheLocalizedLines() {
        let adjusted = Self.human(["--lang", "ar", "--hijri-adjust", "1"])
        #expect(adjusted.contains("١٢ جمادى الآخرة ١٤٤٨"), "\(adjusted)")
        let maghrib = Self.human(["--lang", "ar", "--day-starts-at", "maghrib", "--city", "Karachi"])
        #expect(maghrib.contains("بدأ في ٢٠٢٦-١١-٢٠ ١٧:٤٣، وينتهي في ٢٠٢٦-١١-٢١ ١٧:٤٢"), "\(maghrib)")
        let french = Self.human(["--lang", "fr", "--day-starts-at", "maghrib", "--city", "Karachi"])
        #expect(french.contains("début 2026-11-20 17:43, fin 2026-11-21 17:42"), "\(french)")
    }

    @Test func showNamesTheSurahInTheLanguageAndItsDigits() {
        let show = ["show", "2:255", "--plain"]
        let english = LanguageSettingCommandTests.run(show).output
        #expect(english.contains("— Al-Baqarah 2:255"))
        #expect(LanguageSettingCommandTests.run(show + ["--lang", "en"]).output == english)
        for (lang, footer) in [("ar", "— البقرة ٢:٢٥٥"), ("fa", "— البقرة ۲:۲۵۵"), ("bn", "— Al-Baqarah ২:২৫৫")] {
            let result = LanguageSettingCommandTests.run(show + ["--lang", lang])
            #expect(result.status == 0 && result.output.contains(footer), "\(lang): \(result.output)")
        }
        let json = ["show", "2:255", "--json"]
        #expect(
            LanguageSettingCommandTests.run(json + ["--lang", "ar"]).output
                == LanguageSettingCommandTests.run(json).output)
        #expect(LanguageSettingCommandTests.run(show + ["--lang", "ur_PK"]).status == 64)
    }

    @Test func timelineNamesEachDaysSurahInTheLanguage() {
        let timeline = [
            "timeline", "--tz", "Asia/Karachi", "--now", "2026-11-21T12:00:00Z", "--days", "2", "--pool", "classic",
            "--plain",
        ]
        let english = LanguageSettingCommandTests.run(timeline).output
        #expect(english.contains("2026-11-21  2026-11-21T00:00:00+05:00  Ash-Shuraa 42:40"), "\(english)")
        #expect(LanguageSettingCommandTests.run(timeline + ["--lang", "en"]).output == english)
        let arabic = LanguageSettingCommandTests.run(timeline + ["--lang", "ar"]).output
        #expect(arabic.contains("2026-11-21  2026-11-21T00:00:00+05:00  الشورى ٤٢:٤٠"), "\(arabic)")
        #expect(arabic.contains("الأعراف ٧:٦١"), "\(arabic)")
        let json = timeline.dropLast() + ["--json"]
        #expect(
            LanguageSettingCommandTests.run(Array(json) + ["--lang", "ar"]).output
                == LanguageSettingCommandTests.run(Array(json)).output)
    }

    /// A passage's reference in each language: the surah as the language names it, the range in its digits.
    @Test(arguments: [
        ("en", "At-Tawbah 9:103–105"), ("ar", "التوبة ٩:١٠٣–١٠٥"), ("fa", "التوبة ۹:۱۰۳–۱۰۵"),
        ("ur", "التوبة 9:103–105"), ("bn", "At-Tawbah ৯:১০৩–১০৫"), ("fr", "At-Tawbah 9:103–105"),
    ])
    func aPassageIsNamedWithItsRangeInTheLanguage(_ lang: String, _ reference: String) {
        let arguments = ["today", "--tz", "Asia/Karachi", "--now", "2026-11-21T12:00:00Z", "--plain", "--lang", lang]
        let text = LanguageSettingCommandTests.run(arguments).output
        #expect(text.contains(reference), "\(lang): \(text)")
        #expect(text.contains("(103)") && text.contains("(105)"), "each ayah numbered")
        let timeline = LanguageSettingCommandTests.run(
            [
                "timeline", "--tz", "Asia/Karachi", "--now", "2026-11-21T12:00:00Z", "--days", "1", "--plain", "--lang",
                lang,
            ])
        #expect(timeline.output.contains(reference), "\(lang): \(timeline.output)")
    }

    @Test func readingLinesUseTheCatalogAndThePluralOfTheirLength() {
        let plan = ["--plan", "khatm:30", "--plan-start", "2026-11-01"]
        let french = Self.human(["--lang", "fr"] + plan)
        #expect(french.contains("Lecture · "), "\(french)")
        #expect(french.contains("jour 21 sur 30"), "\(french)")
        let arabic = Self.human(["--lang", "ar"] + plan)
        #expect(arabic.contains("اليوم ٢١ من ٣٠"), "\(arabic)")
        #expect(Self.human(plan).contains("Reading · ") && Self.human(plan).contains("day 21 of 30"))
    }

    /// Plan titles are the language's (issue 30's next slice): units from the
    /// catalog, numbers in the language's digits; a surah plan names its surah
    /// as the language does; English keeps the plan's own title.
    @Test func planTitlesSpeakTheLanguage() {
        let pages = ["--plan", "khatm:30", "--plan-start", "2026-11-01"]
        #expect(Self.human(["--lang", "ar"] + pages).contains("الصفحات ٤٠٣–٤٢٢ · "))
        #expect(Self.human(["--lang", "fr"] + pages).contains("Pages 403–422 · "))
        #expect(Self.human(["--lang", "bn"] + pages).contains("পৃষ্ঠা ৪০৩–৪২২ · "))
        #expect(Self.human(pages).contains("Reading · Pages 403–422 · "))
        let juz = ["--plan", "khatm:30:juz", "--plan-start", "2026-11-01"]
        #expect(Self.human(["--lang", "tr"] + juz).contains("21. cüz · "))
        #expect(Self.human(["--lang", "ur"] + juz).contains("پارہ 21 · "))
        #expect(Self.human(juz).contains("Juz 21 · "))
        // A range of hizbs is not a surah's name: "الأحزاب ٤١–٤٢" reads as Surah al-Ahzab 41–42.
        let hizb = ["--plan", "khatm:30:hizb", "--plan-start", "2026-11-01"]
        let arabicHizb = Self.human(["--lang", "ar"] + hizb)
        #expect(arabicHizb.contains("الورد · الحزب ٤١–٤٢ · "), "\(arabicHizb)")
        #expect(Self.human(["--lang", "ur"] + hizb).contains("حزب 41–42 · "))
        let ayahs = ["--plan", "khatm:6236:ayah", "--plan-start", "2026-11-01"]
        #expect(
            Self.human(["--lang", "ar"] + ayahs).contains("الآية ٢:١٤ · "), "\(Self.human(["--lang", "ar"] + ayahs))")
        let timeline = LanguageSettingCommandTests.run(
            [
                "timeline", "--days", "1", "--tz", "Asia/Karachi", "--now", "2026-11-21T12:00:00Z", "--plain", "--lang",
                "fa",
            ]
                + juz)
        #expect(timeline.output.contains("جزء ۲۱"), "\(timeline.output)")
    }
}

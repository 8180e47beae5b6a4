import AyahShared
import AyahWeb
import Testing

/// A reading's page (`ReadPage`) and the readings on the day's page (`AyahPage`), rendered from values
/// chosen here, hostile ones included: every value escaped, a heading at each surah, numbers where they go.
@Suite struct ReadPageTests {
    static let hostile = "<script>alert(\"x\")</script>&'"

    static func verse(_ surah: Int, _ ayah: Int, basmala: String? = nil, translation: String = "T") -> ReadPage.Verse {
        ReadPage.Verse(
            surah: surah, ayah: ayah, number: String(ayah), arabicText: "عربي \(surah):\(ayah)", basmala: basmala,
            translation: translation)
    }

    static func page(_ verses: [ReadPage.Verse], heading: String = "Al-Baqarah 2:286–Ali 'Imran 3:1") -> ReadPage {
        ReadPage(
            heading: heading, verses: verses,
            surahNames: [
                2: ReadPage.SurahName(name: "Al-Baqarah", arabic: "البقرة"),
                3: ReadPage.SurahName(name: "Ali 'Imran", arabic: "آل عمران"),
            ],
            translationLanguage: "en", translationDirection: "ltr",
            attribution: Attribution(arabic: "Tanzil", translation: "Pickthall"), theme: .auto, fontServed: false,
            labels: .english, range: "2:286-3:1")
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func eachSurahHasAHeadingAndTheBasmalaOpensASurah() {
        let html = Self.page([
            Self.verse(2, 286, basmala: "should not show"), Self.verse(3, 1, basmala: "بسم الله"),
        ]).html()
        #expect(Self.count("<h2 class=\"surah-heading\"", in: html) == 2)
        #expect(Self.count("<section class=\"surah\"", in: html) == 2)
        #expect(Self.count("</section>", in: html) == 2)
        // Only where a surah starts (ayah 1) is its basmala said.
        #expect(!html.contains("should not show"))
        #expect(Self.count("<p class=\"basmala\" lang=\"ar\" dir=\"rtl\">بسم الله</p>", in: html) == 1)
        #expect(html.contains("Ali &#39;Imran <span class=\"surah-arabic\" lang=\"ar\" dir=\"rtl\">آل عمران</span>"))
        #expect(html.contains("<span class=\"ayah-mark\">\u{FD3F}٢٨٦\u{FD3E}</span>"))
        #expect(html.contains("<span class=\"ayah-number\">286</span> T</p>"))
        #expect(html.contains("<title>Al-Baqarah 2:286–Ali &#39;Imran 3:1 · Ayah of the day</title>"))
    }

    @Test func everyValueIsEscaped() {
        let e = Self.hostile
        var page = Self.page([Self.verse(2, 1, translation: e)], heading: e)
        page.surahNames[2] = ReadPage.SurahName(name: e, arabic: e)
        page.range = e
        page.attribution = Attribution(arabic: e, translation: e)
        let html = page.html()
        #expect(!html.contains("<script"))
        #expect(!html.contains("\"x\""))
        #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;"))
    }

    @Test func noTranslationNoTranslationParagraphAndAnRightToLeftTranslationSaysSo() {
        var page = Self.page([Self.verse(2, 286, translation: "")])
        #expect(!page.html().contains("class=\"translation\""))
        page = Self.page([Self.verse(2, 286, translation: "اردو")])
        page.translationLanguage = "ur"
        page.translationDirection = "rtl"
        #expect(page.html().contains("<p class=\"translation\" lang=\"ur\" dir=\"rtl\">"))
    }

    @Test func linksLeadOneFolderUpToTheSiteAndItsDocument() {
        let html = Self.page([Self.verse(2, 286)]).html()
        #expect(html.contains("<link rel=\"stylesheet\" href=\"../assets/ayah.css\">"))
        #expect(html.contains("<a id=\"link-json\" href=\"../v1/read/2:286-3:1\">"))
        #expect(html.contains("<a id=\"link-page\" href=\"../\">"))
        // No script: nothing on a range's page changes with the day.
        #expect(!html.contains("<script"))
    }

    static func servedPage(_ readings: [PageReading], kind: PageKind = .page, query: String = "") -> String {
        let content = PageContent(
            reference: "Al-Baqarah 2:255", basmala: nil, arabicText: "ع", translation: "T", translationLanguage: "en",
            translationDirection: "ltr", localDate: "2026-03-02", hijriDate: nil,
            attribution: Attribution(arabic: "A", translation: "B"), context: nil)
        var day = AyahPage.ServedDay(
            content: content, zone: "Etc/UTC", zoneFromRequest: true, nextReload: nil, query: "tz=Etc%2FUTC")
        day.readings = readings
        day.readingQuery = query
        return AyahPage(kind: kind, theme: .auto, fontServed: false, source: .served(day)).html()
    }

    @Test func thePageListsEachReadingAndNothingWithoutOne() {
        let juz = PageReading(
            title: "Juz 2", span: "Al-Baqarah 2:142–252", day: "day 2 of 30", path: "read/2:142-2:252")
        let kahf = PageReading(title: "Al-Kahf", span: "Al-Kahf 18:1–110", day: nil, path: "read/18:1-18:110")
        let html = Self.servedPage([juz, kahf], query: "lang=fr")
        #expect(Self.count("<li class=\"reading\">", in: html) == 2)
        #expect(html.contains("<a class=\"reading-title\" href=\"read/2:142-2:252?lang=fr\">Juz 2</a>"))
        #expect(html.contains("<span class=\"reading-day\">day 2 of 30</span>"))
        #expect(Self.count("reading-day", in: html) == 1, "a recurring plan has no day of a khatm")
        #expect(!Self.servedPage([]).contains("readings"))
        let hostile = PageReading(title: Self.hostile, span: Self.hostile, day: Self.hostile, path: Self.hostile)
        #expect(!Self.servedPage([hostile]).contains("<script>alert"))
        #expect(Self.servedPage([hostile]).contains("&lt;script&gt;alert(&quot;x&quot;)"))
    }
}

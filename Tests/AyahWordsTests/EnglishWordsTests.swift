import AyahShared
import AyahWords
import Testing

/// The English spellings every surface shares: dates with the month tables,
/// readings with the surah names (the names as Tanzil transliterates them).
@Suite struct EnglishWordsTests {
    @Test func civilAndHijriDatesAreSpelledWithTheirMonths() {
        #expect(EnglishDates.civil("2026-11-21") == "21 November 2026")
        #expect(EnglishDates.civil("2026-01-01") == "1 January 2026")
        #expect(EnglishDates.hijri("1448-05-30") == "30 Jumada al-Ula 1448 AH")
        #expect(EnglishDates.hijri("1447-09-01") == "1 Ramadan 1447 AH")
        #expect(EnglishDates.hijri("1447-12-10") == "10 Dhu al-Hijjah 1447 AH")
        #expect(EnglishDates.months.count == 12 && EnglishDates.hijriMonths.count == 12)
    }

    @Test(arguments: ["2026-13-01", "2026-00-10", "2026-1-05", "26-11-21", "2026-11-21T00:00", "", "--", "x-y-z"])
    func anythingButADateIsLeftAsItIs(_ text: String) {
        #expect(EnglishDates.civil(text) == text)
        #expect(EnglishDates.hijri(text) == text)
    }

    static func reading(from: String, to: String) -> Reading {
        Reading(plan: "p", title: "Juz 2", from: from, to: to, ayahCount: 1, unit: "juz", first: 2, last: 2)
    }

    @Test func readingSpansNameEachSurahOnce() {
        #expect(ReadingText.span(Self.reading(from: "2:142", to: "2:252")) == "Al-Baqarah 2:142–252")
        #expect(ReadingText.span(Self.reading(from: "2:253", to: "3:92")) == "Al-Baqarah 2:253–Ali 'Imran 3:92")
        #expect(ReadingText.span(Self.reading(from: "2:255", to: "2:255")) == "Al-Baqarah 2:255")
        #expect(ReadingText.span(Self.reading(from: "x", to: "y")) == "x–y")
    }
}

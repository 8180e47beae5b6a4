import AyahLanguage
import AyahText
import AyahWeb
import Foundation
import Testing

/// `assets/words-LANG.json`, read as the page's script reads it: its date
/// patterns, filled with its names and digits the way the script fills them,
/// give what ICU writes for the same dates; its plural categories are ICU's
/// and every category of the catalog has its form.
@Suite struct PageScriptWordsTests {
    struct Words {
        let json: [String: Any]
        var digits: [String] { ((json["digits"] as? String) ?? "").map(String.init) }

        func number(_ value: Int) -> String {
            String(value).map { digits[Int(String($0)) ?? 0] }.joined()
        }

        func fill(_ calendar: String, year: Int, month: Int, day: Int, weekday: Int?) -> String? {
            guard let form = json[calendar] as? [String: Any], let pattern = form["pattern"] as? String,
                let months = form["months"] as? [String], months.count == 12
            else { return nil }
            var out = pattern.replacingOccurrences(of: "{day}", with: number(day))
            out = out.replacingOccurrences(of: "{dd}", with: (day < 10 ? number(0) : "") + number(day))
            out = out.replacingOccurrences(of: "{month}", with: months[month - 1])
            out = out.replacingOccurrences(of: "{year}", with: number(year))
            if let weekday, let weekdays = form["weekdays"] as? [String] {
                out = out.replacingOccurrences(of: "{weekday}", with: weekdays[weekday])
            }
            return out
        }
    }

    static func words(_ language: SupportedLanguage) throws -> Words {
        Words(
            json: try #require(
                try JSONSerialization.jsonObject(with: Data(PageScriptWords.json(language))) as? [String: Any]))
    }

    @Test(arguments: SupportedLanguage.all.filter { !$0.isEnglish }.map(\.code))
    func datePatternsFilledAsTheScriptDoesAreICUsDates(code: String) throws {
        let language = try #require(SupportedLanguage.named(code))
        let words = try Self.words(language)
        let dates = LocalizedDates(tag: code)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        var checked = 0
        for year in [2025, 2026, 2027] {
            for month in 1...12 {
                for day in [1, 9, 17, 28] {
                    let iso = String(format: "%04d-%02d-%02d", year, month, day)
                    let date = try #require(calendar.date(from: DateComponents(year: year, month: month, day: day)))
                    let weekday = calendar.component(.weekday, from: date) - 1
                    #expect(
                        words.fill("civil", year: year, month: month, day: day, weekday: weekday)
                            == dates.civilDate(iso: iso), "\(code) \(iso)")
                    checked += 1
                }
            }
        }
        for year in [1446, 1447, 1448] {
            for month in 1...12 {
                for day in [1, 9, 17, 29] {
                    #expect(
                        words.fill("hijri", year: year, month: month, day: day, weekday: nil)
                            == dates.hijriDate(year: year, month: month, day: day), "\(code) \(year)-\(month)-\(day) AH"
                    )
                    checked += 1
                }
            }
        }
        #expect(checked == 288)
    }

    @Test func englishStaticDatesAreTheFormsThePageAlwaysWrote() throws {
        let words = try Self.words(.english)
        #expect(words.fill("civil", year: 2026, month: 11, day: 21, weekday: 6) == "21 November 2026")
        #expect(words.fill("hijri", year: 1448, month: 5, day: 30, weekday: nil) == "30 Jumada al-Ula 1448 AH")
        #expect(words.json["surahs"] == nil, "English shows the document's own reference")
    }

    @Test func pluralCategoriesAreICUsAndEveryCategoryHasAForm() throws {
        for language in SupportedLanguage.all {
            let words = try Self.words(language)
            let plural = try #require(words.json["plural"] as? [String])
            #expect(plural.count == 100)
            if !language.isEnglish {
                let dates = LocalizedDates(tag: language.code)
                #expect(plural == (0...99).map { dates.pluralCategory($0) }, "\(language.code)")
            }
            for key in ["nextHours", "nextMinutes"] {
                let forms = try #require(words.json[key] as? [String: String])
                #expect(Set(plural).isSubset(of: Set(forms.keys)), "\(language.code) \(key): \(forms.keys)")
                for form in forms.values { #expect(form.contains("{count}")) }
                if !language.isEnglish {
                    #expect(!forms.values.contains { $0.contains("Next ayah") }, "\(language.code)")
                }
            }
        }
        // CLDR's categories, by an independent reading: Arabic 0 zero, 3 few, 11 many; French 0 one; English 1 one.
        let arabicWords = try Self.words(try #require(SupportedLanguage.named("ar")))
        let arabic = try #require(arabicWords.json["plural"] as? [String])
        #expect(arabic[0] == "zero" && arabic[1] == "one" && arabic[2] == "two" && arabic[3] == "few")
        #expect(arabic[11] == "many" && arabic[99] == "many" && arabic[100 - 1] == "many")
        let frenchWords = try Self.words(try #require(SupportedLanguage.named("fr")))
        let french = try #require(frenchWords.json["plural"] as? [String])
        #expect(french[0] == "one" && french[1] == "one" && french[2] == "other")
        let english = try #require(try Self.words(.english).json["plural"] as? [String])
        #expect(english[0] == "other" && english[1] == "one")
    }

    @Test func digitsSurahsAndCreditsAreTheLanguages() throws {
        let arabic = try Self.words(try #require(SupportedLanguage.named("ar")))
        #expect(arabic.json["digits"] as? String == "٠١٢٣٤٥٦٧٨٩")
        #expect((arabic.json["surahs"] as? [String])?.count == 114)
        #expect((arabic.json["surahs"] as? [String])?[1] == "البقرة")
        let bangla = try Self.words(try #require(SupportedLanguage.named("bn")))
        #expect(bangla.json["digits"] as? String == "০১২৩৪৫৬৭৮৯")
        #expect((bangla.json["surahs"] as? [String])?[1] == "Al-Baqarah")
        let credits = try #require(bangla.json["credits"] as? [String: String])
        #expect(credits.count == 2 && credits.values.allSatisfy { $0.contains("Tanzil") || $0.contains("তানজিল") })
    }
}

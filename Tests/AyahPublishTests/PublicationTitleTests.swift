import AyahLanguage
import AyahShared
import AyahTime
import Testing

@testable import AyahPublish

/// A calendar's and a feed's title never shows the day-start setting's word
/// (`fajr`, `maghrib`) inside another language's sentence: a day that starts
/// at Fajr or Maghrib has its own message in every catalog (issue 43).
@Suite struct PublicationTitleTests {
    static let settingWords = ["fajr", "maghrib"]

    static func publication(_ dayStartsAt: String, _ language: SupportedLanguage) throws -> Publication {
        let zone = try #require(ZoneRules(posixRule: "<+0545>-5:45"))
        var publication = Publication(
            zone: zone, dayStartsAt: dayStartsAt, allDay: dayStartsAt == "00:00", days: [],
            attribution: Attribution(arabic: "a", translation: "t"), translationLanguage: "en",
            translationDirection: "ltr", digest: "0123456789abcdef", query: "tz=X")
        publication.language = language
        return publication
    }

    @Test(arguments: SupportedLanguage.all.filter { !$0.isEnglish })
    func settingWordsNeverReachATitleRaw(_ language: SupportedLanguage) throws {
        var titles: [String] = []
        for setting in Self.settingWords + ["05:30", "00:00"] {
            let title = try Self.publication(setting, language).title
            titles.append(title)
            #expect(title.contains("<+0545>-5:45"), "\(language.code) \(setting): \(title)")
            for word in Self.settingWords {
                #expect(!title.contains(word), "\(language.code) \(setting): \(title)")
            }
            #expect(!title.contains("Daily Ayah"), "\(language.code) \(setting): English left in \(title)")
        }
        #expect(Set(titles).count == titles.count, "\(language.code): two day starts share a title: \(titles)")
        // A time is written in the language's digits (Arabic-Indic in Arabic).
        if language.code == "ar" { #expect(titles[2].contains("٠٥:٣٠"), "\(titles[2])") }
    }

    @Test func englishNamesTheEventAndKeepsTheTime() throws {
        #expect(try Self.publication("fajr", .english).title == "Daily Ayah (<+0545>-5:45, from Fajr)")
        #expect(try Self.publication("maghrib", .english).title == "Daily Ayah (<+0545>-5:45, from Maghrib)")
        #expect(try Self.publication("05:30", .english).title == "Daily Ayah (<+0545>-5:45, from 05:30)")
        #expect(try Self.publication("00:00", .english).title == "Daily Ayah (<+0545>-5:45)")
        let arabic = try #require(SupportedLanguage.named("ar"))
        #expect(try Self.publication("fajr", arabic).title == "آية اليوم (<+0545>-5:45، من الفجر)")
        let turkish = try #require(SupportedLanguage.named("tr"))
        #expect(try Self.publication("maghrib", turkish).title == "Günün Ayeti (<+0545>-5:45, akşamdan itibaren)")
    }
}

import AyahPublish
import AyahShared
import AyahTime
import Foundation
import Testing

/// The renderers on hand-made publications: hostile text escaped in every
/// format, lines folded at 75 octets on UTF-8 boundaries, readings shown.
@Suite struct PublishRendererTests {
    static let hostile = "a;b,c\\d\ne\r\nf\u{07}g <script>&\"'</script>"

    static func publication(allDay: Bool, readings: [PublishReading] = []) throws -> Publication {
        let zone = try #require(ZoneRules(posixRule: "<+0545>-5:45"))
        let arabic = String(repeating: "بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ ", count: 6)
        let start = try #require(CivilDate(iso: "2026-11-27"))
        let days = (0..<3).map { index in
            PublishDay(
                date: start.adding(days: index), start: 1_795_738_500 + Int64(index) * 86_400,
                end: 1_795_738_500 + Int64(index + 1) * 86_400, endDate: start.adding(days: index + 1),
                reference: "Al-Fatihah 1:\(index + 1)", arabicText: arabic, translation: hostile,
                hijriDate: "1448-06-07",
                readings: readings)
        }
        return Publication(
            zone: zone, dayStartsAt: allDay ? "00:00" : "06:00", allDay: allDay, days: days,
            attribution: Attribution(arabic: "Tanzil, CC BY 3.0", translation: "Pickthall; public domain"),
            translationLanguage: "en", translationDirection: "ltr", digest: "0123456789abcdef", query: "tz=X")
    }

    @Test(arguments: [true, false]) func calendarLinesAreFoldedAndEscaped(_ allDay: Bool) throws {
        let bytes = ICalendar.render(try Self.publication(allDay: allDay), alarmMinutes: 0)
        let text = try #require(String(validating: bytes, as: UTF8.self))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
        for line in lines {
            #expect(line.last == 0x0D, "a line not ended by CRLF")
            #expect(line.count - 1 <= 75, "a line of \(line.count - 1) octets")
            #expect(String(validating: line, as: UTF8.self) != nil, "a fold inside a UTF-8 sequence")
        }
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("a\\;b\\,c\\\\d\\ne\\nfg <script>&\"'</script>"))
        #expect(unfolded.contains("TRIGGER;RELATED=START:PT0M"))
        #expect(unfolded.contains("UID:2026-11-27-0123456789abcdef@dailyayah.invalid"))
        if allDay {
            #expect(unfolded.contains("DTSTART;VALUE=DATE:20261127\r\nDTEND;VALUE=DATE:20261128\r\n"))
            #expect(!unfolded.contains("VTIMEZONE"))
        } else {
            #expect(unfolded.contains("TZOFFSETTO:+0545"))
            #expect(unfolded.contains("DTSTART;TZID=\"<+0545>-5:45\":"))
        }
    }

    @Test func readingsAppearInTheSummaryAndTheContent() throws {
        let reading = PublishReading(title: "Juz <1>", from: "1:1", to: "2:141")
        let publication = try Self.publication(allDay: true, readings: [reading])
        let calendar = String(decoding: ICalendar.render(publication), as: UTF8.self)
            .replacingOccurrences(of: "\r\n ", with: "")
        #expect(calendar.contains("SUMMARY:Al-Fatihah 1:1 · Juz <1>\r\n"))
        #expect(calendar.contains("Juz <1>: 1:1–2:141"))
        let json = String(decoding: FeedFormat.json.render(publication), as: UTF8.self)
        #expect(json.contains("Juz &lt;1&gt;: 1:1–2:141"))
    }

    @Test func feedsEscapeEveryText() throws {
        let publication = try Self.publication(allDay: true)
        for format in [FeedFormat.atom, .rss] {
            let xml = String(decoding: format.render(publication), as: UTF8.self)
            #expect(!xml.contains("<script>"), "\(format)")
            #expect(!xml.contains("\u{07}"), "\(format)")
            #expect(xml.contains("&amp;lt;script&amp;gt;"), "\(format)")
            #expect(xml.contains("lang=&quot;ar&quot; dir=&quot;rtl&quot;"), "\(format)")
            // Newest first.
            let newest = try #require(xml.range(of: "2026-11-29 · "))
            let oldest = try #require(xml.range(of: "2026-11-27 · "))
            #expect(newest.lowerBound < oldest.lowerBound)
        }
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(FeedFormat.json.render(publication))) as? [String: Any])
        let items = try #require(json["items"] as? [[String: Any]])
        #expect((items.first?["content_html"] as? String)?.contains("&lt;script&gt;") == true)
        #expect((items.first?["content_text"] as? String)?.contains("<script>") == true)
        #expect(items.first?["date_published"] as? String == "2026-11-29T06:00:00+05:45")
    }
}

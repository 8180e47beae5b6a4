import Foundation
import Testing
@testable import AyahShared

/// The original widget model, exactly as the design states it.
struct WidgetAyahData: Codable {
    let arabicText: String
    let translation: String
    let reference: String
    let timestamp: Date
}

func day(_ date: String, start: TimeInterval, end: TimeInterval, ayah: Int) -> AyahDay {
    AyahDay(
        localDate: date, start: Date(timeIntervalSince1970: start), end: Date(timeIntervalSince1970: end),
        surah: 2, ayah: ayah, reference: "Al-Baqarah 2:\(ayah)", arabicText: "نص \(ayah)", translation: "text \(ayah)",
        basmala: nil, arabicTextShort: "نص", translationShort: "text", deepLink: "dailyayah://ayah/2/\(ayah)",
        hijriDate: nil)
}

/// Three days, the second 23 hours long (a spring-forward day), the third skipping a date.
let sample = AyahData(
    today: day("2026-03-07", start: 1_772_859_600, end: 1_772_946_000, ayah: 10),
    timestamp: Date(timeIntervalSince1970: 1_772_900_000),
    timeZone: "America/Havana",
    upcoming: [
        day("2026-03-08", start: 1_772_946_000, end: 1_773_028_800, ayah: 11),
        day("2026-03-10", start: 1_773_028_800, end: 1_773_115_200, ayah: 12),
    ]
)

@Suite struct AyahDataReaderTests {
    @Test func entryAtFollowsDayStarts() {
        #expect(sample.entry(at: Date(timeIntervalSince1970: 1_772_859_600)).ayah == 10)
        #expect(sample.entry(at: Date(timeIntervalSince1970: 1_772_945_999)).ayah == 10)
        #expect(sample.entry(at: Date(timeIntervalSince1970: 1_772_946_000)).ayah == 11)
        #expect(sample.entry(at: Date(timeIntervalSince1970: 1_773_028_799)).ayah == 11)
        #expect(sample.entry(at: Date(timeIntervalSince1970: 1_773_028_800)).ayah == 12)
        // Before the payload's first day: its first day; after the last: the last, flagged stale.
        #expect(sample.entry(at: Date(timeIntervalSince1970: 0)).ayah == 10)
        #expect(sample.entry(at: Date(timeIntervalSince1970: 1_900_000_000)).ayah == 12)
        #expect(!sample.covers(Date(timeIntervalSince1970: 1_773_115_200)))
        #expect(sample.covers(Date(timeIntervalSince1970: 1_773_115_199)))
        #expect(!sample.covers(Date(timeIntervalSince1970: 1_772_859_599)))
    }

    @Test func reloadDatesAreDayStartsThenTheLastEnd() {
        #expect(
            sample.reloadDate(after: Date(timeIntervalSince1970: 1_772_900_000))
                == Date(timeIntervalSince1970: 1_772_946_000))
        #expect(
            sample.reloadDate(after: Date(timeIntervalSince1970: 1_772_946_000))
                == Date(timeIntervalSince1970: 1_773_028_800))
        #expect(
            sample.reloadDate(after: Date(timeIntervalSince1970: 1_773_028_800))
                == Date(timeIntervalSince1970: 1_773_115_200))
        #expect(sample.reloadDate(after: Date(timeIntervalSince1970: 1_773_115_200)) == nil)
    }

    @Test func encodesFlatAndDecodesWithTheWidgetModel() throws {
        let data = try JSONEncoder().encode(sample)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["arabicText"] as? String == "نص 10")
        #expect(object["reference"] as? String == "Al-Baqarah 2:10")
        #expect(
            object["nextReload"] as? Double == Date(timeIntervalSince1970: 1_772_946_000).timeIntervalSinceReferenceDate
        )
        #expect(
            object["timestamp"] as? Double == Date(timeIntervalSince1970: 1_772_900_000).timeIntervalSinceReferenceDate)
        #expect((object["upcoming"] as? [Any])?.count == 2)
        let widget = try JSONDecoder().decode(WidgetAyahData.self, from: data)
        #expect(widget.reference == "Al-Baqarah 2:10")
        #expect(widget.timestamp == sample.timestamp)
        #expect(try JSONDecoder().decode(AyahData.self, from: data) == sample)
    }

    @Test func unknownFieldsAreIgnored() throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(sample)) as? [String: Any])
        object["somethingNew"] = ["x": 1]
        let data = try JSONSerialization.data(withJSONObject: object)
        #expect(try JSONDecoder().decode(AyahData.self, from: data) == sample)
    }
}

@Suite struct DayStartsAtFieldTests {
    /// A payload written before `dayStartsAt` existed still decodes, as midnight.
    @Test func olderPayloadsDecodeAsMidnight() throws {
        let day =
            #"{"localDate":"2026-11-21","start":785_000_000,"end":785_086_400,"surah":1,"ayah":1,"reference":"Al-Fatihah 1:1","arabicText":"a","translation":"t","arabicTextShort":"a","translationShort":"t","deepLink":"dailyayah://ayah/1/1"}"#
            .replacingOccurrences(of: "_", with: "")
        let old =
            String(day.dropLast())
            + #","timestamp":785000000,"schemaVersion":1,"timeZone":"UTC","nextReload":785086400,"upcoming":[]}"#
        let decoded = try JSONDecoder().decode(AyahData.self, from: Data(old.utf8))
        #expect(decoded.dayStartsAt == "00:00")
        #expect(decoded.localDate == "2026-11-21")
    }
}

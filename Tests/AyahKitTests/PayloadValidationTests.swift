import Foundation
import Testing
import AyahKit
import AyahShared
import AyahTime

/// Every payload the engine writes passes the reader's check; each field out
/// of range fails it, naming the field.
@Suite struct PayloadValidationTests {
    /// Zones with the odd days of the field notes: a skipped date (Apia, Kanton),
    /// midnight skipped or repeated (Havana, Santiago, St Johns), a 45-minute
    /// offset (Chatham), a 30-minute DST (Lord Howe).
    @Test(arguments: [
        ("Pacific/Apia", "2011-12-28T12:00:00Z"), ("Pacific/Kanton", "1994-12-29T12:00:00Z"),
        ("America/Havana", "2026-03-01T12:00:00Z"), ("America/Santiago", "2025-09-01T12:00:00Z"),
        ("America/St_Johns", "2010-11-01T12:00:00Z"), ("Pacific/Chatham", "2026-01-01T12:00:00Z"),
        ("Australia/Lord_Howe", "2026-03-30T12:00:00Z"), ("UTC", "9998-12-01T00:00:00Z"),
    ])
    func everyPayloadTheEngineWritesPasses(_ zoneName: String, _ instant: String) throws {
        let engine = try EngineTests.engine()
        let zone = try engine.zone(named: zoneName)
        let payload = try engine.payload(
            on: engine.schedule(in: zone), at: try InstantParser.parse(instant), upcoming: 366)
        #expect(PayloadValidation.problem(in: payload) == nil)
        let decoded = try PayloadCoding.decode(try PayloadCoding.encode(payload))
        #expect(PayloadValidation.problem(in: decoded) == nil)
        let fajr = try PayloadCoding.decode(
            Array(
                String(decoding: try PayloadCoding.encode(payload), as: UTF8.self).replacingOccurrences(
                    of: "\"dayStartsAt\":\"00:00\"", with: "\"dayStartsAt\":\"fajr\""
                ).utf8))
        #expect(fajr.dayStartsAt == "fajr" && PayloadValidation.problem(in: fajr) == nil)
    }

    @Test func eachFieldOutOfRangeIsNamed() throws {
        let engine = try EngineTests.engine()
        let good = try engine.payload(
            on: engine.schedule(in: try engine.zone(named: "Asia/Karachi")),
            at: try InstantParser.parse("2026-11-21T12:00:00Z"),
            upcoming: 3)
        var cases: [(String, (inout AyahData) -> Void)] = [
            ("surah", { $0.today.surah = -1 }), ("surah", { $0.today.surah = 115 }),
            (
                "ayah",
                {
                    $0.today.surah = 1
                    $0.today.ayah = 8
                }
            ), ("ayah", { $0.today.ayah = 0 }),
            ("end", { $0.today.end = Date(timeIntervalSince1970: 1e300) }),
            ("end", { $0.today.end = $0.today.start }),
            ("start", { $0.today.start = Date(timeIntervalSince1970: -1e12) }),
            ("localDate", { $0.today.localDate = "x" }), ("localDate", { $0.today.localDate = "2026-02-30" }),
            ("dayStartsAt", { $0.dayStartsAt = "99:99" }), ("dayStartsAt", { $0.dayStartsAt = "sunrise" }),
            ("timestamp", { $0.timestamp = Date(timeIntervalSince1970: .infinity) }),
            ("nextReload", { $0.nextReload = Date(timeIntervalSince1970: 3e11) }),
            ("schemaVersion", { $0.schemaVersion = 0 }), ("timeZone", { $0.timeZone = "" }),
            ("timeZone", { $0.timeZone = "Asia/Karachi\u{1B}" }),
            ("translationDirection", { $0.translationDirection = "" }),
            ("reference", { $0.today.reference = "a\u{1B}[2J" }),
            ("translationShort", { $0.today.translationShort = "\r\n" }),
            ("arabicText", { $0.today.arabicText = String(repeating: "a", count: 70_000) }),
            ("hijriDate", { $0.today.hijriDate = "1448-00-01" }),
            ("upcoming", { $0.upcoming = Array(repeating: $0.today, count: 367) }),
            ("upcoming[1].start", { $0.upcoming[1] = $0.upcoming[0] }),
            ("upcoming[2].surah", { $0.upcoming[2].surah = 0 }),
            ("attribution.translation", { $0.attribution.translation = "\u{85}" }),
        ]
        cases.append(("translationId", { $0.translationId = String(repeating: "x", count: 300) }))
        #expect(PayloadValidation.problem(in: good) == nil)
        for (field, damage) in cases {
            var payload = good
            damage(&payload)
            let problem = PayloadValidation.problem(in: payload)
            #expect(problem?.field == field, "\(field): \(String(describing: problem))")
        }
    }

    /// Every scalar up to U+0FFF and a few beyond, alone and between
    /// letters, in a text field: refused exactly when it is a C0 or C1 control
    /// or DEL, naming it (the check reads bytes first, then scalars).
    @Test func everyControlCharacterAndNoOtherIsRefused() throws {
        let engine = try EngineTests.engine()
        let good = try engine.payload(
            on: engine.schedule(in: try engine.zone(named: "Asia/Karachi")),
            at: try InstantParser.parse("2026-11-21T12:00:00Z"), upcoming: 0)
        let scalars = (0..<0x1000).compactMap { Unicode.Scalar(UInt32($0)) } + ["\u{2028}", "\u{FEFF}", "\u{1F600}"]
        for scalar in scalars {
            let control = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            for text in [String(scalar), "a\(scalar)b", "ٱ\(scalar)"] {
                var payload = good
                payload.today.reference = text
                let problem = PayloadValidation.problem(in: payload)
                #expect((problem != nil) == control, "U+\(String(scalar.value, radix: 16))")
                if control {
                    #expect(
                        problem?.reason
                            == "has the control character U+\(String(scalar.value, radix: 16, uppercase: true))")
                }
            }
        }
    }

    @Test func aTemplateFieldCannotAddALineOrAnEscape() throws {
        var payload = PayloadTemplateTests.payload()
        payload.today.reference = "A\u{1B}]0;title\u{07}\nB\u{202E}"
        let template = try PayloadTemplate(parsing: "{reference}\n{surah}")
        #expect(try template.render(try PayloadFields(payload)) == "A\\u{1B}]0;title\\u{7}\\nB\\u{202E}\n2")
    }
}

import Foundation
import Testing
import AyahIntegrations
import AyahKit
import AyahShared

@Suite struct PayloadTemplateTests {
    static func payload(basmala: String? = nil) -> AyahData {
        let day = AyahDay(
            localDate: "2026-11-21", start: Date(timeIntervalSince1970: 1_795_201_200),
            end: Date(timeIntervalSince1970: 1_795_287_600),
            surah: 2, ayah: 255, reference: "Al-Baqarah 2:255", arabicText: "ٱللَّهُ",
            translation: "Allah! <There> is no God save Him & …",
            basmala: basmala, arabicTextShort: "ٱللَّهُ", translationShort: "Allah!", deepLink: "dailyayah://ayah/2/255",
            hijriDate: "1448-06-01")
        return AyahData(
            today: day, timestamp: Date(timeIntervalSince1970: 1_795_201_234.5), timeZone: "Asia/Karachi",
            upcoming: [day])
    }

    /// The field names are the payload's own JSON keys: a field added to the
    /// model becomes a placeholder without touching the template code.
    @Test func fieldsAreTheEncodedKeysIncludingAbsentOptionals() throws {
        let payload = Self.payload(basmala: nil)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(try PayloadCoding.encode(payload))) as? [String: Any])
        let fields = try PayloadFields(payload)
        // Every encoded key is known; the absent optionals (basmala, and those a location brings) too.
        #expect(
            Set(fields.names)
                == Set(json.keys).union([
                    "basmala", "maghrib", "location", "method", "hijriAdjustment", "maghribISO", "startISO",
                    "endISO", "timestampISO", "nextReloadISO", "readings", "ayahEnd", "ayahs", "themes", "occasion",
                    "context",
                ]))
        #expect(fields.values["readings"] == "")
        #expect(json["basmala"] == nil)
        #expect(fields.values["basmala"] == "")
        #expect(fields.nested == ["attribution", "upcoming", "ayahs"])  // objects and lists are not placeholders
        // A payload from before passages: its one ayah is the passage.
        #expect(fields.values["ayahEnd"] == "255" && fields.values["themes"] == "" && fields.values["occasion"] == "")
        #expect(fields.values["reference"] == "Al-Baqarah 2:255")
        #expect(fields.values["surah"] == "2")
        #expect(fields.values["start"] == "1795201200")
        #expect(fields.values["timestamp"] == "1795201234")
        #expect(fields.values["nextReload"] == "1795287600")
        #expect(try PayloadFields(Self.payload(basmala: "بِسْمِ")).values["basmala"] == "بِسْمِ")
    }

    @Test func rendersPlaceholdersAndBraces() throws {
        let fields = try PayloadFields(Self.payload())
        #expect(
            try PayloadTemplate(parsing: "{reference} · {localDate} ({hijriDate}) {{x}}").render(fields)
                == "Al-Baqarah 2:255 · 2026-11-21 (1448-06-01) {x}")
        #expect(try PayloadTemplate(parsing: "").render(fields) == "")
        #expect(try PayloadTemplate(parsing: "{deepLink}\n{ayah}").render(fields) == "dailyayah://ayah/2/255\n255")
    }

    @Test func refusesUnknownFieldsListsAndBadBraces() throws {
        let fields = try PayloadFields(Self.payload())
        #expect(throws: PayloadTemplate.Failure.unknownField("refrence", suggestion: "reference")) {
            try PayloadTemplate(parsing: "{refrence}").render(fields)
        }
        #expect(throws: PayloadTemplate.Failure.unknownField("zzzzzzzzzzzz", suggestion: nil)) {
            try PayloadTemplate(parsing: "{zzzzzzzzzzzz}").render(fields)
        }
        #expect(throws: PayloadTemplate.Failure.notText("upcoming")) {
            try PayloadTemplate(parsing: "{upcoming}").render(fields)
        }
        #expect(throws: PayloadTemplate.Failure.unclosedBrace) { try PayloadTemplate(parsing: "a {reference") }
        #expect(throws: PayloadTemplate.Failure.strayClosingBrace) { try PayloadTemplate(parsing: "a } b") }
        #expect(throws: PayloadTemplate.Failure.emptyField) { try PayloadTemplate(parsing: "{}") }
    }

    @Test func waybarEscapesMarkupAndKeepsTheWholeAyahInTheTooltip() throws {
        let bytes = try WaybarOutput(Self.payload()).encoded()
        #expect(bytes.last == 0x0A)
        #expect(!bytes.dropLast().contains(0x0A), "one line")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: String])
        #expect(Set(json.keys) == ["text", "tooltip", "class"])
        #expect(json["text"] == "Al-Baqarah 2:255")
        #expect(json["class"] == "ayah")
        #expect(
            json["tooltip"] == "ٱللَّهُ\nAllah! &lt;There&gt; is no God save Him &amp; …\n— Al-Baqarah 2:255 · 2026-11-21")
    }

    @Test func currentMovesTheDayInEffectToTheTop() throws {
        var payload = Self.payload()
        var next = payload.today
        next.localDate = "2026-11-22"
        next.start = payload.today.end
        next.end = payload.today.end.addingTimeInterval(86400)
        next.reference = "Al-Ikhlas 112:1"
        payload.upcoming = [next]
        #expect(payload.current(at: payload.today.start) == payload)
        let later = payload.current(at: next.start.addingTimeInterval(60))
        #expect(later.today == next && later.upcoming.isEmpty && later.nextReload == next.end)
        #expect(later.timeZone == payload.timeZone && later.timestamp == payload.timestamp)
    }
}

/// ``PayloadFields/init(_:)`` lists the fields by hand (no Codable on a
/// status bar's call); they are the ones the payload's `Encodable`
/// conformance writes (``PayloadFields/init(encoding:)``), with every
/// optional field absent and present, on real payloads too.
@Suite struct PayloadFieldsTests {
    @Test func handListedFieldsAreTheEncodersFields() throws {
        var payloads = [PayloadTemplateTests.payload(), PayloadTemplateTests.payload(basmala: "بِسْمِ")]
        let full = try PayloadReaderTests.fullPayload()
        payloads.append(full)
        var noReadings = full
        noReadings.today.readings = []
        payloads.append(noReadings)
        var threeReadings = full
        let reading = Reading(
            plan: "kahf", title: "Al-Kahf", from: "18:1", to: "18:110", ayahCount: 110, unit: "surah", first: 18,
            last: 18)
        var untitled = reading
        untitled.title = ""
        threeReadings.today.readings = [reading, untitled, reading, untitled]
        payloads.append(threeReadings)
        let engine = try EngineTests.engine()
        for zone in ["Asia/Karachi", "Pacific/Apia", "UTC"] {
            payloads.append(
                try engine.payload(
                    on: engine.schedule(in: try engine.zone(named: zone)),
                    at: try EngineTests.instant("2026-11-21T12:00:00.75Z"), upcoming: 2))
        }
        var fractional = full
        fractional.timestamp = Date(timeIntervalSince1970: -1.5)
        fractional.today.maghrib = Date(timeIntervalSince1970: 1e16)
        payloads.append(fractional)
        for payload in payloads {
            #expect(try PayloadFields(payload) == PayloadFields(encoding: payload), "\(payload.reference)")
        }
        #expect(try PayloadFields(full).nested == ["attribution", "upcoming", "location", "method", "ayahs"])
    }
}

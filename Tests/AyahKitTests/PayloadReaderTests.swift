import Foundation
import Testing
import AyahKit
import AyahShared
import AyahTime

/// ``PayloadReader`` (what `ayah today --from-payload` reads with) agrees with
/// `JSONDecoder`: whenever it reads a value, `JSONDecoder` reads the same value
/// from the same bytes, and `PayloadCoding.decode` gives what `JSONDecoder`
/// gives (value or failure) on real payloads, on payloads mutated byte by byte
/// and truncated at every length, and on hostile ones (escapes, surrogates,
/// duplicate and unknown keys, huge and odd numbers, deep nesting, bad UTF-8).
/// The reader must also take every payload `ayah tick` writes, or it saves nothing.
@Suite struct PayloadReaderTests {
    /// The reader's answer, checked against JSONDecoder's; true when the reader read it.
    @discardableResult
    static func agree(_ bytes: [UInt8], _ comment: Comment? = nil) -> Bool {
        let fast = PayloadReader.read(bytes)
        let slow = try? PayloadCoding.decodeWithJSONDecoder(bytes)
        if let fast {
            #expect(slow == fast, comment)
        }
        #expect((try? PayloadCoding.decode(bytes)) == slow, comment)
        return fast != nil
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// A real payload with every optional field present: readings (plans),
    /// a location and method, a Hijri adjustment, a basmala, the ISO fields.
    static func fullPayload(upcoming: Int = 3) throws -> AyahData {
        let plans = try ReadingPlans(specs: ["khatm:30:juz", "kahf"], start: "2026-11-01")
        let engine = try AyahEngine(corpus: try sharedCorpus.get(), configuration: .init(plans: plans))
        var payload = try engine.payload(
            on: engine.schedule(in: try engine.zone(named: "Asia/Karachi")),
            at: try EngineTests.instant("2026-11-21T12:00:00Z"), upcoming: upcoming)
        payload.location = GeoPoint(latitude: 24.8607, longitude: -67.0011)
        payload.method = SolarMethod(name: "mwl", fajrAngle: 18, maghribAngle: 0.833, highLatitude: "middle-of-night")
        payload.hijriAdjustment = -1
        payload.today.basmala = "بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ"
        payload.today.maghrib = Date(timeIntervalSince1970: 1_795_262_400.25)
        payload.today.maghribISO = "2026-11-20T17:20:00+05:00"
        return payload
    }

    @Test(arguments: [
        ("Asia/Karachi", "2026-11-21T12:00:00Z", 0), ("Asia/Karachi", "2026-11-21T12:00:00Z", 366),
        ("Pacific/Apia", "2011-12-28T12:00:00Z", 7), ("America/St_Johns", "2010-11-01T12:00:00Z", 7),
        ("Pacific/Chatham", "2026-01-01T12:00:00Z", 30), ("UTC", "9998-12-01T00:00:00Z", 7),
        ("Australia/Lord_Howe", "2026-03-30T12:00:00Z", 7),
    ])
    func readsEveryPayloadTheEngineWrites(_ zone: String, _ instant: String, _ upcoming: Int) throws {
        let engine = try EngineTests.engine()
        let payload = try engine.payload(
            on: engine.schedule(in: try engine.zone(named: zone)), at: try EngineTests.instant(instant),
            upcoming: upcoming)
        let bytes = try PayloadCoding.encode(payload)
        #expect(PayloadReader.read(bytes) == payload)
        #expect(Self.agree(bytes))
    }

    @Test func readsEveryOptionalField() throws {
        let payload = try Self.fullPayload()
        #expect(payload.today.readings?.isEmpty == false)
        let bytes = try PayloadCoding.encode(payload)
        #expect(PayloadReader.read(bytes) == payload)
        #expect(Self.agree(bytes))
        // And with every optional field absent: the defaults of payloads written before them.
        var old = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] ?? [:]
        for key in [
            "dayStartsAt", "translationId", "translationLanguage", "translationDirection", "attribution", "location",
            "method", "hijriAdjustment", "timestampISO", "nextReloadISO", "basmala", "hijriDate", "maghrib",
            "startISO", "endISO", "maghribISO", "readings",
        ] {
            old[key] = nil
        }
        let oldBytes = Array(try JSONSerialization.data(withJSONObject: old))
        #expect(Self.agree(oldBytes))
        #expect(PayloadReader.read(oldBytes)?.translationId == AyahData.legacyTranslation.id)
    }

    /// Whitespace anywhere JSON allows it, and keys in any order.
    @Test func readsAnyLayout() throws {
        let bytes = try PayloadCoding.encode(try Self.fullPayload(upcoming: 1))
        let pretty = Array(
            try JSONSerialization.data(
                withJSONObject: try JSONSerialization.jsonObject(with: Data(bytes)), options: [.prettyPrinted]))
        #expect(Self.agree(pretty))
        #expect(PayloadReader.read(pretty) != nil)
        let spaced = Self.bytes(
            " \t\r\n"
                + String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: ",\"", with: " ,\r\n\t\"")
                .replacingOccurrences(of: "\":", with: "\" : ").replacingOccurrences(of: "[{", with: "[ \n{")
                + " \n")
        #expect(Self.agree(spaced))
    }

    /// Every truncation of a real payload, and each byte replaced by ones that
    /// matter to JSON.
    @Test func truncatedAndMutatedPayloadsAgree() throws {
        let bytes = try PayloadCoding.encode(try Self.fullPayload(upcoming: 0))
        for length in 0..<bytes.count { Self.agree(Array(bytes[..<length]), "truncated to \(length)") }
        let replacements: [UInt8] = Array("\"\\{}[],:0-.eE \u{7F}".utf8) + [0x00, 0x1F, 0x80, 0xC0, 0xFF]
        var generator = SplitMix(seed: 32)
        for _ in 0..<1_500 {
            var mutated = bytes
            let position = Int(generator.next() % UInt64(bytes.count))
            switch generator.next() % 3 {
            case 0: mutated[position] = replacements[Int(generator.next() % UInt64(replacements.count))]
            case 1: mutated.remove(at: position)
            default: mutated.insert(replacements[Int(generator.next() % UInt64(replacements.count))], at: position)
            }
            Self.agree(mutated, "mutated at \(position)")
        }
    }

    /// A field's JSON text spliced into a real payload: `"reference":VALUE`.
    static func with(_ key: String, _ value: String) throws -> [UInt8] {
        let text = String(decoding: try PayloadCoding.encode(try fullPayload(upcoming: 1)), as: UTF8.self)
        let pattern = try Regex("\"\(key)\":(\"([^\"\\\\]|\\\\.)*\"|-?[0-9.]+)")
        guard let match = text.firstMatch(of: pattern) else {
            Issue.record("no \(key) in the payload")
            return []
        }
        return bytes(text.replacingCharacters(in: match.range, with: "\"\(key)\":\(value)"))
    }

    @Test(arguments: [
        #""a\"b\\c\/d\be\ff\ng\rh\ti""#, #""\u0041\u00e9\u0627\uFEFF\u2028""#, #""\ud83d\ude00 \uD83D\uDE00""#,
        #""\u0000\u001f""#, #""é😀ٱ""#, #""""#,
    ])
    func readsEscapesAsJSONDecoderDoes(_ value: String) throws {
        for key in ["reference", "timeZone", "arabicText"] {
            let bytes = try Self.with(key, value)
            #expect(Self.agree(bytes), "\(key): \(value)")
        }
    }

    @Test(arguments: [
        // Lone, reversed or malformed surrogates and escapes.
        #""\ud83d""#, #""\ude00""#, #""\ude00\ud83d""#, #""\ud83d\u0041""#, #""\ud83dx""#, #""\u12""#,
        #""\u12G4""#, #""\x41""#, #""\'""#, #""\""#, "\"a\tb\"", "\"a\nb\"", "\"\u{1}\"",
        // Wrong types, null, other literals.
        "null", "true", "1", "[]", "{}", #"["a"]"#,
    ])
    func hostileStringsAgree(_ value: String) throws {
        for key in ["reference", "timeZone", "basmala", "dayStartsAt"] {
            Self.agree(try Self.with(key, value), "\(key): \(value)")
        }
    }

    @Test(arguments: [
        "0", "-0", "-0.0", "0.0", "00", "01", "-", "1.", ".5", "1e3", "1E3", "1e-3", "1.5e300", "1e309", "-1e309",
        "123456789012345678", "1234567890123456789", "99999999999999999999", "-9223372036854775808",
        "9223372036854775807", "9223372036854775808", "0.1", "0.30000000000000004", "12345678901234567.5",
        "817084800.123456789", "2.2250738585072014e-308", "4.9e-324", "1.7976931348623157e308", "\"5\"", "+5",
        "5 ", "5.0", "null", "true",
    ])
    func oddNumbersAgree(_ value: String) throws {
        for key in ["surah", "schemaVersion", "start", "timestamp", "hijriAdjustment", "fajrAngle", "latitude"] {
            Self.agree(try Self.with(key, value), "\(key): \(value)")
        }
    }

    @Test func keysAndStructureAgree() throws {
        let text = String(decoding: try PayloadCoding.encode(try Self.fullPayload(upcoming: 1)), as: UTF8.self)
        let body = String(text.dropFirst())  // after "{"
        var cases = [
            "{\"reference\":\"x\"," + body,  // a duplicate key
            "{\"timeZone\":\"UTC\"," + body,
            "{\"unknown\":1," + body,  // an unknown key (JSONDecoder skips it)
            "{\"unknown\":" + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + ","
                + body,
            "{\"unknown\":" + String(repeating: "[", count: 600) + "," + body,
            "{\"refer\\u0065nce\":\"x\"," + body,  // an escaped key
            "{\"\":1," + body,
            "\u{FEFF}" + text,  // a byte order mark
            text + "x", text + "{}", text + "\0", String(text.dropLast(2)) + ",}\n", "[" + text + "]",
            text.replacingOccurrences(of: "\"upcoming\":[{", with: "\"upcoming\":[null,{"),
            text.replacingOccurrences(of: "\"upcoming\":[{", with: "\"upcoming\":[{\"timeZone\":\"UTC\","),
            text.replacingOccurrences(of: "\"attribution\":{", with: "\"attribution\":{\"extra\":1,"),
            text.replacingOccurrences(of: "\"location\":{", with: "\"location\":{\"latitude\":1,"),
            text.replacingOccurrences(of: "\"readings\":[{", with: "\"readings\":[{\"day\":null,"),
            text.replacingOccurrences(of: "\"readings\":[", with: "\"readings\":[[],"),
            text.replacingOccurrences(of: "}]", with: "},]"),
            text.replacingOccurrences(of: "\"upcoming\":[", with: "\"upcoming\":[ ]\n,\"x\":["),
        ]
        // Each required key removed.
        for key in ["localDate", "start", "end", "surah", "ayah", "reference", "timestamp", "upcoming", "timeZone"] {
            cases.append(text.replacingOccurrences(of: "\"\(key)\":", with: "\"\(key)X\":"))
        }
        // Invalid UTF-8 inside a string.
        for bad: [UInt8] in [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x98], [0xE2, 0x82]] {
            var bytes = Array(text.utf8)
            if let quote = text.utf8.firstIndex(of: UInt8(ascii: ":")) {
                let position = text.utf8.distance(from: text.utf8.startIndex, to: quote) + 2
                bytes.insert(contentsOf: bad, at: position)
                Self.agree(bytes, "bad UTF-8 \(bad)")
            }
        }
        for text in cases { Self.agree(Self.bytes(text), "\(text.prefix(60))") }
        #expect(!Self.agree(Self.bytes(cases[0])), "a duplicate key is left to JSONDecoder")
    }
}

/// A small deterministic generator for the mutations (SplitMix64).
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

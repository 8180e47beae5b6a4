import AyahServer
import Testing

/// The page's language over HTTP: `lang`, else `Accept-Language` (RFC 4647
/// lookup), else English; `Content-Language` says which, `Vary:
/// Accept-Language` whenever the header decided, and two languages never
/// share a cached page or an ETag. The JSON never changes with the language.
@Suite struct LanguageNegotiationRouteTests {
    struct Answer {
        var status: Int
        var body: String
        var tag: String?
        var language: String?
        var vary: String?
    }

    static func get(_ service: APIService, _ path: String, _ query: String, language: String? = nil) async -> Answer {
        let reply = await service.respond(
            method: .get, path: path, query: query, ifNoneMatch: nil, acceptLanguage: language)
        return Answer(
            status: Int(reply.status.code), body: String(buffer: reply.body), tag: reply.headers[.eTag],
            language: reply.headers[.contentLanguage], vary: reply.headers[.vary])
    }

    @Test func theHeaderChoosesThePagesLanguageAndTheAnswerVaries() async throws {
        let service = try PerRequestSettingsTests.service()
        let english = await Self.get(service, "/", "tz=Asia/Karachi")
        #expect(english.status == 200)
        #expect(english.language == "en")
        #expect(english.vary?.contains("Accept-Language") == true, "no lang given: the header decides")
        #expect(english.body.contains("<html lang=\"en\"") && english.body.contains("21 November 2026"))
        let arabic = await Self.get(service, "/", "tz=Asia/Karachi", language: "ar, en;q=0.5")
        #expect(arabic.status == 200)
        #expect(arabic.language == "ar")
        #expect(arabic.vary?.contains("Accept-Language") == true)
        #expect(arabic.body.contains("<html lang=\"ar\""))
        // CLDR's Arabic weekday, month and digits; the Umm al-Qura month by its Arabic name.
        #expect(arabic.body.contains("السبت، ٢١ نوفمبر ٢٠٢٦"), "\(arabic.body.count)")
        #expect(arabic.body.contains("١١ جمادى الآخرة ١٤٤٨"))
        #expect(arabic.tag != english.tag, "two languages never share an ETag")
        // A fallback chain lands on the same entry: ar-EG is ar.
        let egyptian = await Self.get(service, "/", "tz=Asia/Karachi", language: "ar-EG")
        #expect(egyptian.tag == arabic.tag && egyptian.language == "ar")
        // Weights: Urdu over Arabic; an unsupported list falls back to English.
        let urdu = await Self.get(service, "/", "tz=Asia/Karachi", language: "ar;q=0.4, ur;q=0.9")
        #expect(urdu.language == "ur" && urdu.tag != arabic.tag)
        let german = await Self.get(service, "/", "tz=Asia/Karachi", language: "de-AT, de;q=0.8, *;q=0.1")
        #expect(german.language == "en" && german.tag == english.tag)
        #expect(german.vary?.contains("Accept-Language") == true)
    }

    @Test func theQueryOverridesTheHeaderAndDoesNotVary() async throws {
        let service = try PerRequestSettingsTests.service()
        let french = await Self.get(service, "/", "tz=Asia/Karachi&lang=fr", language: "ar")
        #expect(french.status == 200)
        #expect(french.language == "fr")
        #expect(french.vary?.contains("Accept-Language") != true, "\(french.vary ?? "")")
        #expect(french.body.contains("samedi 21 novembre 2026"))
        let embed = await Self.get(service, "/embed", "tz=Asia/Karachi&lang=bn")
        #expect(embed.language == "bn" && embed.body.contains("শনিবার, ২১ নভেম্বর, ২০২৬"))
        // A malformed tag is a 400 naming lang, on the page and on the JSON.
        let refused = await Self.get(service, "/", "tz=Asia/Karachi&lang=ur_PK")
        #expect(refused.status == 400 && refused.body.contains("lang"), "\(refused.body.prefix(300))")
        let json = await Self.get(service, "/v1/today", "tz=Asia/Karachi&lang=ur_PK")
        #expect(json.status == 400 && json.body.contains("lang"))
    }

    @Test func theJSONNeverChangesWithTheLanguage() async throws {
        let service = try PerRequestSettingsTests.service()
        let plain = await Self.get(service, "/v1/today", "tz=Asia/Karachi")
        let arabic = await Self.get(service, "/v1/today", "tz=Asia/Karachi&lang=ar", language: "ar")
        #expect(plain.status == 200 && arabic.status == 200)
        #expect(plain.body == arabic.body && plain.tag == arabic.tag)
        #expect(arabic.language == nil)
    }
}

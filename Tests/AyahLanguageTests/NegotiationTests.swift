import AyahLanguage
import Testing

/// RFC 4647 §3.4 lookup over an `Accept-Language` priority list (RFC 9110
/// §12.5.4): weights, the wildcard, each range's fallback chain before the
/// next range, and when the answer varies with the header.
@Suite struct NegotiationTests {
    static func chosen(_ header: String?, query: String? = nil, fallback: SupportedLanguage = .english)
        -> LanguageChoice
    {
        LanguageChoice.negotiate(
            query: query.flatMap(LanguageTag.init), acceptLanguage: header, fallback: fallback)
    }

    @Test(arguments: [
        ("ar", "ar"),
        ("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", "fr"),
        // Weights order the list, not the header's order.
        ("en;q=0.5, ur;q=0.9", "ur"), ("de, tr;q=0.1", "tr"), ("bn;q=0.3, fa;q=0.30, id;q=0.301", "id"),
        // Equal weights keep the header's order.
        ("fa;q=0.5, ar;q=0.5", "fa"),
        // Each range's chain is tried before the next range: ar-EG reaches ar before fr is looked at.
        ("ar-EG, fr;q=0.9", "ar"), ("zh-Hant-TW, ms-MY;q=0.2", "ms"),
        // q=0 is "not acceptable".
        ("ar;q=0, ur", "ur"), ("ar;q=0.000, fr;q=0.001", "fr"),
        // Case, spaces and tabs.
        ("  UR-pk ;Q=1 ,\tfr", "ur"), ("AR", "ar"),
        // Malformed ranges and weights are skipped, not fatal.
        ("ur_PK, fr", "fr"), ("ar;q=2, tr", "tr"), ("ar;q=0.5.5, id", "id"), ("ar;level=1, bn", "bn"),
        ("ar;q=1.001, fa", "fa"), ("ar;q=, ms", "ms"), ("ar;q=0.1234, tr", "tr"),
    ])
    func theHeaderChooses(_ header: String, _ expected: String) {
        let choice = Self.chosen(header)
        #expect(choice.language.code == expected, "\(header)")
        #expect(choice.source == .acceptLanguage)
        #expect(choice.varies)
    }

    @Test(arguments: [nil, "", "*", "de, *;q=0.5", "de-DE, ja", ",,,", ";q=1", "zz;q=1, *"] as [String?])
    func nothingSupportedGivesTheDefaultAndStillVaries(_ header: String?) {
        let english = Self.chosen(header)
        #expect(english.language == .english)
        #expect(english.source == .fallback)
        #expect(english.varies)
        // A server with its own language falls back to it.
        let urdu = Self.chosen(header, fallback: SupportedLanguage.named("ur") ?? .english)
        #expect(urdu.language.code == "ur")
    }

    @Test func theWildcardStandsForTheDefaultAndStopsTheLookup() {
        // "*" before "ar" in weight: the default is the answer, as RFC 4647 §3.4 says of a wildcard.
        #expect(Self.chosen("*, ar;q=0.5").language == .english)
        #expect(Self.chosen("fr, *;q=0.9, ar;q=0.5").language.code == "fr")
    }

    @Test func theQueryOverridesTheHeaderAndDoesNotVary() {
        let choice = Self.chosen("ar, ur", query: "bn-BD")
        #expect(choice.language.code == "bn")
        #expect(choice.source == .explicit)
        #expect(!choice.varies)
        // An unsupported query falls back along its own chain, never to the header.
        #expect(Self.chosen("ar", query: "de-AT").language == .english)
        #expect(Self.chosen("ar", query: "fr-BE").language.code == "fr")
    }

    @Test func hostileHeadersAreBounded() {
        let long = Array(repeating: "de-DE;q=0.9", count: 500).joined(separator: ", ") + ", ar"
        #expect(Self.chosen(long).language == .english)
        #expect(AcceptLanguage(long).ranges.count <= AcceptLanguage.maximumRanges)
        let many = Array(repeating: "x-a", count: 40).joined(separator: ",") + ",ur"
        #expect(Self.chosen(many).language == .english)
        let huge = String(repeating: "a", count: 100_000)
        #expect(AcceptLanguage(huge).ranges.isEmpty)
        #expect(Self.chosen("\u{0}ar, \u{202E}ur, fa").language.code == "fa")
    }

    @Test(
        arguments: [("1", 1000), ("0", 0), ("0.5", 500), ("0.05", 50), ("0.001", 1), ("1.000", 1000), ("1.", 1000)]
            as [(String, Int)])
    func weightsAreReadInThousandths(_ text: String, _ expected: Int) {
        #expect(AcceptLanguage.weight(text) == expected)
    }
}

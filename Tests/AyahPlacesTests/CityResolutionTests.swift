import Testing
@testable import AyahPlaces

/// Names resolved against the bundled GeoNames directory.
@Suite struct CityResolutionTests {
    let directory: CityDirectory

    init() throws {
        directory = try CityDirectory.bundled()
    }

    @Test(arguments: [
        "Karachi", "karachi", "KARACHI", "  Karachi  ", "كراتشي", "Karachi, PK", "karachi, pk-05", "1174872",
    ])
    func karachi(query: String) throws {
        let city = try directory.resolve(query)
        #expect(city.geonameId == 1_174_872)
        #expect(city.name == "Karachi")
        #expect(city.countryCode == "PK")
        #expect(city.timeZone == "Asia/Karachi")
        #expect(abs(city.latitude - 24.8608) < 1e-9)
        #expect(abs(city.longitude - 67.0104) < 1e-9)
        #expect(city.population > 10_000_000)
    }

    @Test(arguments: ["Sao Paulo", "São Paulo", "SÃO PAULO", "sao-paulo", "São Paulo, BR"])
    func diacriticsFoldToASCII(query: String) throws {
        let city = try directory.resolve(query)
        #expect(city.name == "São Paulo")
        #expect(city.asciiName == "Sao Paulo")
        #expect(city.timeZone == "America/Sao_Paulo")
    }

    /// Latin letters that do not decompose: Łódź, Düsseldorf by their ASCII forms.
    @Test func lettersWithoutDecompositionFold() throws {
        #expect(try directory.resolve("Lodz").name == "Łódź")
        #expect(try directory.resolve("ŁÓDŹ").name == "Łódź")
        #expect(try directory.resolve("Dusseldorf").name == "Düsseldorf")
    }

    @Test func arabicScriptNamesMatchExactly() throws {
        #expect(try directory.resolve("القاهرة").timeZone == "Africa/Cairo")
        #expect(try directory.resolve("مكة المكرمة").countryCode == "SA")
        // A letter short is no match: Arabic-script names are not folded.
        #expect(throws: CityError.self) { try directory.resolve("كراتش") }
    }

    /// London, GB (8.96 M) has more than ten times the people of London, CA (422 k).
    @Test func aDominantCityWinsAnAmbiguousName() throws {
        let london = try directory.resolve("London")
        #expect(london.countryCode == "GB")
        #expect(london.timeZone == "Europe/London")
        #expect(try directory.resolve("London, CA").timeZone == "America/Toronto")
        #expect(try directory.resolve("London, UK").geonameId == london.geonameId)
    }

    @Test func theMostPopulousSpringfieldIsChosenAndTheOthersNamed() throws {
        let lookup = try directory.lookup("Springfield")
        #expect(lookup.city.label == "Springfield, US-MO")
        #expect(lookup.others.count == CityDirectory.maxCandidates - 1)
        #expect(lookup.others.map(\.population) == lookup.others.map(\.population).sorted(by: >))
        #expect(lookup.others.first?.label == "Springfield, US-MA")
        // Every choice it lists picks its city.
        for (city, choice) in zip(lookup.others, lookup.choices) { #expect(try directory.resolve(choice) == city) }
        let note = try #require(lookup.note)
        #expect(note.hasPrefix("\"Springfield\" names "))
        #expect(note.contains("chose the most populous, Springfield, US-MO (170,188 people, America/Chicago)"))
        #expect(note.contains("Springfield, US-MA (154,341 people)"))
        #expect(!note.contains("\n"))
        let missouri = try directory.resolve("Springfield, US-MO")
        #expect(missouri.admin1 == "MO" && missouri.timeZone == "America/Chicago")
        #expect(try directory.resolve("springfield, us-ma").timeZone == "America/New_York")
        #expect(try directory.lookup("Springfield, US").city == missouri)
    }

    /// Every name a city is known by: Medina is Madinah, SA by its alternate names, before
    /// Medina, US-OH by its own; Mecca is Makkah, SA; a plain choice has no note.
    @Test func alternateNamesCountAsMuchAsTheName() throws {
        let medina = try directory.lookup("Medina")
        #expect(medina.city.name == "Madinah" && medina.city.countryCode == "SA")
        #expect(medina.city.timeZone == "Asia/Riyadh")
        #expect(medina.note?.contains("chose the most populous, Madinah, SA") == true, "\(medina.note ?? "")")
        #expect(try directory.resolve("Mecca").name == "Makkah")
        #expect(try directory.resolve("Medina, US").label == "Medina, US-OH")
        #expect(try directory.lookup("Karachi").note == nil)
        #expect(try directory.lookup("London").note == nil)
    }

    /// Two GeoNames entries for Sahiwal, PK-04 with the same population: only the id picks one.
    @Test func twinsArePickedByGeoNamesId() throws {
        do {
            _ = try directory.resolve("Sahiwal, PK-04")
            Issue.record("resolved twins")
        } catch {
            guard case .ambiguous(_, let candidates, let choices) = error else {
                Issue.record("got \(error)")
                return
            }
            #expect(choices == candidates.map { String($0.geonameId) })
            #expect(error.description.contains(": pass \"\(candidates[0].geonameId)\""))
            for choice in choices { #expect(try directory.resolve(choice).name == "Sahiwal") }
        }
    }

    @Test(arguments: [("Karachii", "Karachi, PK"), ("Lahorre", "Lahore, PK"), ("Islamabd", "Islamabad, PK")])
    func notFoundSuggestsCloseNames(query: String, suggestion: String) throws {
        #expect {
            try directory.resolve(query)
        } throws: { error in
            guard case .notFound(let echoed, let suggestions) = error as? CityError else { return false }
            return echoed == query && suggestions.first == suggestion && suggestions.count <= 5
        }
    }

    @Test func notFoundWithoutCloseNames() throws {
        #expect(throws: CityError.notFound(query: "Qqqqqqqqqqqqxz", suggestions: [])) {
            try directory.resolve("Qqqqqqqqqqqqxz")
        }
        #expect(throws: CityError.notFound(query: "Karachi, FR", suggestions: [])) {
            try directory.resolve("Karachi, FR")
        }
        #expect(throws: CityError.notFound(query: "999999999", suggestions: [])) { try directory.resolve("999999999") }
        let description = CityError.notFound(query: "Karachii", suggestions: ["Karachi, PK"]).description
        #expect(description.hasSuffix("; did you mean \"Karachi, PK\"?"))
    }

    /// A comma followed by something other than a country code is part of the name.
    @Test func commasInNames() throws {
        #expect(try directory.resolve("Misato, Saitama").countryCode == "JP")
        #expect(try directory.resolve("Misato, Saitama, JP").countryCode == "JP")
    }

    @Test(
        arguments: [
            ("", "it is empty"), (" \t ", "it has the control character U+0009"), ("   ", "it is empty"),
            (", PK", "it has no name before the comma"), ("---", "it has no letters"),
            ("Kara\u{1B}[2Jchi", "it has the control character U+001B"),
            ("Kara\u{0}chi", "it has the control character U+0000"),
            ("Karachi\n", "it has the control character U+000A"),
            ("Kara\u{85}chi", "it has the control character U+0085"),
            ("\u{202E}ihcaraK", "it has the bidi control character U+202E"),
            ("كراتشي\u{200F}", "it has the bidi control character U+200F"),
            (String(repeating: "a", count: 201), "it is longer than 200 characters"),
        ] as [(String, String)])
    func hostileQueriesAreRefused(query: String, reason: String) {
        #expect(throws: CityError.badQuery(reason: reason)) { try directory.resolve(query) }
    }

    @Test func limitsAreInclusive() throws {
        let longest = String(repeating: "a", count: 200)
        #expect(throws: CityError.notFound(query: longest, suggestions: [])) { try directory.resolve(longest) }
        // Scalars, not bytes: 200 Arabic letters are 400 bytes and still a query.
        let arabic = String(repeating: "ك", count: 200)
        #expect(throws: CityError.notFound(query: arabic, suggestions: [])) { try directory.resolve(arabic) }
    }

    /// A 10 MB query is refused after 201 scalars, not after reading it all.
    @Test func aHugeQueryIsRefusedCheaply() {
        let huge = String(repeating: "Karachi ", count: 1_310_720)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(throws: CityError.badQuery(reason: "it is longer than 200 characters")) {
                try directory.resolve(huge)
            }
        }
        #expect(elapsed < .milliseconds(100))
    }

    @Test func attribution() {
        #expect(CityDirectory.attribution == "City data: GeoNames (geonames.org), CC BY 4.0")
    }
}

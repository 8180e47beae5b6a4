import Testing
@testable import AyahPlaces

/// The matching rules on a small synthetic table, where the populations are chosen.
@Suite struct CityRulesTests {
    static func row(
        _ id: Int, _ name: String, ascii: String = "", _ country: String = "XX", admin1: String = "",
        population: Int, alternates: [String] = []
    ) -> String {
        "\(id)\t\(name)\t\(ascii)\t\(country)\t\(admin1)\t10.5\t-20.25\tEtc/UTC\t\(population)\t"
            + alternates.joined(separator: "|")
    }

    static func directory(_ rows: [String]) throws -> CityDirectory {
        try CityDirectory(tsv: CityRows.header + Array((rows.joined(separator: "\n") + "\n").utf8))
    }

    /// Every name a city is known by counts alike: a far more populous city's
    /// alternate name beats a small city's own name (Medina is Madinah, SA),
    /// and the lookup says which one it chose.
    @Test func everyNameCountsAlikeAndTheMostPopulousIsChosen() throws {
        let table = try Self.directory([
            Self.row(1, "Big City", population: 5_000_000, alternates: ["Alpha"]),
            Self.row(2, "Alpha", population: 20_000),
        ])
        let lookup = try table.lookup("alpha")
        #expect(lookup.city.geonameId == 1)
        // More than ten times the next: a plain choice, nothing to say.
        #expect(lookup.note == nil && lookup.matches == 2)
        #expect(try table.resolve("Big City").geonameId == 1)
        #expect(try table.resolve("Alpha, XX").geonameId == 1)
    }

    @Test func asciiNameAndAlternatesMatchAlike() throws {
        let table = try Self.directory([
            Self.row(1, "Ærø Town", ascii: "Aero Town", population: 20_000),
            Self.row(2, "Other", population: 5_000_000, alternates: ["Aero Town"]),
        ])
        #expect(try table.resolve("aero town").geonameId == 2)
        #expect(try table.resolve("ÆRØ TOWN").geonameId == 2)
        #expect(try table.resolve("2").name == "Other")
        #expect(try table.resolve("1").name == "Ærø Town")
    }

    /// The most populous is chosen; with less than ten times the next it is said;
    /// only the same population is ambiguous.
    @Test(arguments: [
        (1_000_000, 100_000, true, false), (999_999, 100_000, true, true), (100_001, 100_000, true, true),
        (100_000, 100_000, false, false), (0, 0, false, false), (1, 0, true, false),
    ])
    func mostPopulousRule(first: Int, second: Int, resolves: Bool, noted: Bool) throws {
        let table = try Self.directory([
            Self.row(1, "Twin", "AA", population: first),
            Self.row(2, "Twin", "BB", population: second),
        ])
        if resolves {
            let lookup = try table.lookup("Twin")
            #expect(lookup.city.geonameId == 1)
            #expect((lookup.note != nil) == noted)
            if noted { #expect(lookup.choices == ["Twin, BB"]) }
        } else {
            #expect(throws: CityError.self) { try table.resolve("Twin") }
        }
        #expect(try table.resolve("Twin, BB").geonameId == 2)
    }

    @Test func alternatesAreOneTier() throws {
        let table = try Self.directory([
            Self.row(1, "One", population: 500, alternates: ["Shared", "First"]),
            Self.row(2, "Two", population: 400, alternates: ["Second", "Shared"]),
        ])
        #expect(try table.resolve("second").geonameId == 2)
        #expect(try table.lookup("Shared").city.geonameId == 1)
        #expect(try table.lookup("Shared").note?.contains("Two, XX (400 people)") == true)
        #expect(throws: CityError.notFound(query: "Shar", suggestions: [])) { try table.resolve("Shar") }
    }

    @Test func admin1Narrows() throws {
        let table = try Self.directory([
            Self.row(1, "Same", "AA", admin1: "01", population: 500),
            Self.row(2, "Same", "AA", admin1: "ENG", population: 400),
        ])
        #expect(try table.resolve("Same, AA-eng").geonameId == 2)
        #expect(try table.resolve("Same, aa-01").geonameId == 1)
        #expect(try table.resolve("Same, AA").geonameId == 1)
        #expect(throws: CityError.notFound(query: "Same, AA-02", suggestions: [])) { try table.resolve("Same, AA-02") }
    }

    @Test func theNearestCityWithinReachGivesAPlaceItsCountry() throws {
        let table = try CityDirectory(
            tsv: CityRows.header
                + Array(
                    ("1\tNear\t\tAA\t\t30.0\t31.0\tEtc/UTC\t100\t\n"
                        + "2\tFar\t\tBB\t\t-33.9\t151.2\tEtc/UTC\t9000000\t\n").utf8))
        #expect(try table.nearest(latitude: 30.5, longitude: 31.5)?.countryCode == "AA")
        #expect(try table.nearest(latitude: -34, longitude: 151)?.countryCode == "BB")
        // Farther than 300 km from every city: no country.
        #expect(try table.nearest(latitude: 0, longitude: -160) == nil)
        #expect(try table.nearest(latitude: .nan, longitude: 0) == nil)
        // Across the antimeridian: 179.9 and -179.9 are neighbours.
        let wrap = try CityDirectory(
            tsv: CityRows.header + Array("1\tEdge\t\tFJ\t\t-17.0\t179.9\tEtc/UTC\t100\t\n".utf8))
        #expect(try wrap.nearest(latitude: -17, longitude: -179.9)?.countryCode == "FJ")
    }

    @Test func suggestionsAreClosestThenMostPopulous() throws {
        let table = try Self.directory([
            Self.row(1, "Karak", "AA", population: 10),
            Self.row(2, "Karat", "BB", population: 1_000),
            Self.row(3, "Kara", "CC", population: 100),
            Self.row(4, "Zzzzz", "DD", population: 1_000_000),
        ])
        #expect(throws: CityError.notFound(query: "Karax", suggestions: ["Karat, BB", "Kara, CC", "Karak, AA"])) {
            try table.resolve("Karax")
        }
    }

    @Test(arguments: [
        ("München", "munchen"), ("  Saint-Denis  ", "saint denis"), ("N’Djamena", "n'djamena"),
        ("Straße", "strasse"), ("İstanbul", "istanbul"), ("Москва", "москва"), ("Hà Nội", "ha noi"),
        ("a \t b", "a b"), ("Ærøskøbing", "aeroskobing"), ("كراتشي", "كراتشي"),
    ])
    func folding(text: String, folded: String) {
        #expect(NameFold.fold(text) == Array(folded.utf8))
    }

}

/// The shortcuts of `NameFold.matches` and the first-byte filter never lose a
/// name: every name and alternate name of the data matches its own folding.
@Suite struct NameFoldDataTests {
    @Test func everyNameMatchesItsFolding() throws {
        let directory = try CityDirectory.bundled()
        var rows = try CityRows(directory.storage.buffer)
        var checked = 0
        var lost: [String] = []
        func check(_ name: CityRows.Field) {
            checked += 1
            guard let folded = NameFold.fold(utf8: name), let first = name.first else {
                lost.append(String(decoding: name, as: UTF8.self))
                return
            }
            if !NameFold.possibleFirstBytes(folded)[Int(first)] || !NameFold.matches(name, folded: folded) {
                lost.append(String(decoding: name, as: UTF8.self))
            }
        }
        while try rows.next() {
            check(rows.field(1))
            if !rows.field(2).isEmpty { check(rows.field(2)) }
            _ = rows.anyAlternate {
                check($0)
                return false
            }
        }
        #expect(checked > 200_000)
        #expect(lost.isEmpty, "\(lost.prefix(20))")
    }
}

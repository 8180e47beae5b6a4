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

    /// A city's own name beats a far more populous city's alternate name.
    @Test func primaryNameBeatsAlternateName() throws {
        let table = try Self.directory([
            Self.row(1, "Big City", population: 5_000_000, alternates: ["Alpha"]),
            Self.row(2, "Alpha", population: 20_000),
        ])
        #expect(try table.resolve("alpha").geonameId == 2)
        #expect(try table.resolve("Big City").geonameId == 1)
    }

    @Test func asciiNameCountsAsAPrimaryName() throws {
        let table = try Self.directory([
            Self.row(1, "Ærø Town", ascii: "Aero Town", population: 20_000),
            Self.row(2, "Other", population: 5_000_000, alternates: ["Aero Town"]),
        ])
        #expect(try table.resolve("aero town").geonameId == 1)
        #expect(try table.resolve("ÆRØ TOWN").geonameId == 1)
    }

    /// Ten times the next population wins; a little less is ambiguous.
    @Test(arguments: [(1_000_000, 100_000, true), (999_999, 100_000, false), (0, 0, false), (1, 0, true)])
    func dominanceRule(first: Int, second: Int, resolves: Bool) throws {
        let table = try Self.directory([
            Self.row(1, "Twin", "AA", population: first),
            Self.row(2, "Twin", "BB", population: second),
        ])
        if resolves {
            #expect(try table.resolve("Twin").geonameId == 1)
        } else {
            #expect(throws: CityError.self) { try table.resolve("Twin") }
            #expect(try table.resolve("Twin, BB").geonameId == 2)
        }
    }

    @Test func alternatesAreOneTier() throws {
        let table = try Self.directory([
            Self.row(1, "One", population: 500, alternates: ["Shared", "First"]),
            Self.row(2, "Two", population: 400, alternates: ["Second", "Shared"]),
        ])
        #expect(try table.resolve("second").geonameId == 2)
        #expect(throws: CityError.self) { try table.resolve("Shared") }
        #expect(throws: CityError.notFound(query: "Shar", suggestions: [])) { try table.resolve("Shar") }
    }

    @Test func admin1Narrows() throws {
        let table = try Self.directory([
            Self.row(1, "Same", "AA", admin1: "01", population: 500),
            Self.row(2, "Same", "AA", admin1: "ENG", population: 400),
        ])
        #expect(try table.resolve("Same, AA-eng").geonameId == 2)
        #expect(try table.resolve("Same, aa-01").geonameId == 1)
        #expect(throws: CityError.self) { try table.resolve("Same, AA") }
        #expect(throws: CityError.notFound(query: "Same, AA-02", suggestions: [])) { try table.resolve("Same, AA-02") }
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

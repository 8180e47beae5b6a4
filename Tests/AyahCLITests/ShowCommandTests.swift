import Foundation
import Testing

@Suite struct ShowCommandTests {
    @Test(arguments: [
        ["2:255"], ["2", "255"], ["al-baqarah:255"], ["Al-Baqarah", "255"], ["البقرة 255"], ["Al-Baqarah 255"],
    ])
    func allFormsShowAyatAlKursi(_ arguments: [String]) throws {
        let run = try Ayah.run(["show"] + arguments + ["--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(run.json)
        #expect(json["surah"] as? Int == 2)
        #expect(json["ayah"] as? Int == 255)
        #expect(json["reference"] as? String == "Al-Baqarah 2:255")
        #expect((json["translation"] as? String)?.contains("His throne includeth the heavens and the earth") == true)
    }

    @Test(arguments: [
        ("2:300", "286 ayahs"), ("115:1", "no surah 115"), ("0:1", "no surah 0"), ("banana", "cannot read \"banana\""),
    ])
    func invalidReferencesExit64(_ ref: String, _ fragment: String) throws {
        expectOneLineError(try Ayah.run(["show", ref]), status: 64, containing: fragment)
    }

    @Test func jsonArabicIsNFC() throws {
        let json = try #require(try Ayah.run(["show", "2:255", "--json"]).json)
        let text = try #require(json["arabicText"] as? String)
        #expect(text.unicodeScalars.elementsEqual(text.precomposedStringWithCanonicalMapping.unicodeScalars))
        #expect(
            !text.unicodeScalars.contains {
                (0x2066...0x2069).contains($0.value) || (0x202A...0x202E).contains($0.value)
            })
    }
}

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
        ("2:300", "286 ayahs"), ("115:1", "no surah 115"), ("0:1", "no surah 0"),
        ("banana", "no surah is called \"banana\""),
    ])
    func invalidReferencesExit64(_ ref: String, _ fragment: String) throws {
        expectOneLineError(try Ayah.run(["show", ref]), status: 64, containing: fragment)
    }

    /// Issue 43: a name and a number that disagree printed another surah's ayah with exit 0.
    @Test(arguments: [
        ("Al-Baqarah 3:7", "invalid reference \"Al-Baqarah 3:7\": \"Al-Baqarah\" is surah 2, not 3"),
        ("An-Naba 114:6", "\"An-Naba\" is surah 78, not 114"),
        ("Al-Baqarah 3:7–10", "invalid reference \"Al-Baqarah 3:7\": \"Al-Baqarah\" is surah 2, not 3"),
        ("2:10-2:5", "it ends (2:5) before it starts (2:10)"),
        ("2:300-2:305", "invalid range \"2:300-2:305\": invalid reference \"2:300\""),
        ("page:21-605", "there is no page 605"), ("juz two", "\"two\" is not a juz number"),
    ])
    func refusalsNameThePartThatIsWrong(_ ref: String, _ fragment: String) throws {
        expectOneLineError(try Ayah.run(["show", ref]), status: 64, containing: fragment)
    }

    /// Ranges written with names across surahs, whole surahs and divisions are ranges; references in any digits.
    @Test(arguments: [
        (["Al-Baqarah 2:249–3:83"], "2:249", "3:83", 121), (["Al-Baqarah", "2:249-3:83"], "2:249", "3:83", 121),
        (["Al-Baqarah 2:249–Ali 'Imran 3:83"], "2:249", "3:83", 121), (["36"], "36:1", "36:83", 83),
        (["fatiha"], "1:1", "1:7", 7), (["Ya-Sin"], "36:1", "36:83", 83), (["juz 30"], "78:1", "114:6", 564),
        (["Juz", "1–2"], "1:1", "2:252", 259), (["page:21-40"], "2:135", "2:248", 114),
        (["Pages 21–40"], "2:135", "2:248", 114), (["البقرة ٢:٢٥٣–آل عمران ٣:٩٢"], "2:253", "3:92", 126),
    ])
    func rangesAsPrinted(_ arguments: [String], _ from: String, _ to: String, _ count: Int) throws {
        let run = try Ayah.run(["show"] + arguments + ["--json"])
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        let json = try #require(run.json)
        #expect(json["from"] as? String == from)
        #expect(json["to"] as? String == to)
        #expect(json["ayahCount"] as? Int == count)
    }

    @Test(arguments: ["Al-Baqarah 2:255", "Al-Baqarah ২:২৫৫", "البقرة ۲:۲۵۵", "\u{2068}البقرة\u{2069} ٢:٢٥٥"])
    func referencesAsPrintedInAnyLanguage(_ ref: String) throws {
        let json = try #require(try Ayah.run(["show", ref, "--json"]).json)
        #expect(json["reference"] as? String == "Al-Baqarah 2:255", "\(ref)")
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

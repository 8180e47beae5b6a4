import AyahCorpus
import AyahTestSupport
import Foundation
import Testing

/// `--translation` end to end, through the real binary, on synthetic Tanzil
/// files made in the test (nothing non-free is committed).
@Suite struct TranslationCommandTests {
    typealias Format = SyntheticTranslation.Format

    /// A complete synthetic translation file (see ``SyntheticTranslation``).
    static func file(
        named name: String, format: Format = .text, arabicScript: Bool = false,
        damage: (inout [String]) -> Void = { _ in }
    ) throws -> String {
        try SyntheticTranslation.write(named: name, format: format, arabicScript: arabicScript, damage: damage)
    }

    /// The issue's acceptance test: an Urdu file gives ur, rtl and the same ayahs.
    @Test(arguments: ["2026-01-01", "2026-03-08", "2026-11-21", "2027-06-30", "2031-12-31"])
    func anUrduFileKeepsTheDaysAyah(_ date: String) throws {
        let path = try Self.file(named: "ur.something.txt", arabicScript: true)
        let plain = try Ayah.run(["today", "--date", date, "--json"])
        let urdu = try Ayah.run(["today", "--date", date, "--json", "--translation", path])
        #expect(urdu.status == 0, "\(urdu.stderr)")
        let a = try #require(plain.json)
        let b = try #require(urdu.json)
        #expect(b["translationLanguage"] as? String == "ur")
        #expect(b["translationDirection"] as? String == "rtl")
        #expect(b["translationId"] as? String == "ur.something")
        #expect(b["surah"] as? Int == a["surah"] as? Int)
        #expect(b["ayah"] as? Int == a["ayah"] as? Int)
        // The synthetic file's text of each ayah of the day's passage, numbered when there are several.
        let surah = a["surah"] as? Int ?? 0
        let ayahs = (a["ayahs"] as? [[String: Any]] ?? []).compactMap { $0["ayah"] as? Int }
        #expect(!ayahs.isEmpty)
        let texts = ayahs.map { "سورة \(surah) آية \($0) (Tanzil)" + (ayahs.count > 1 ? " (\($0))" : "") }
        #expect(b["translation"] as? String == texts.joined(separator: " "))
        let upcomingA = (a["upcoming"] as? [[String: Any]] ?? []).map { "\($0["surah"] ?? ""):\($0["ayah"] ?? "")" }
        let upcomingB = (b["upcoming"] as? [[String: Any]] ?? []).map { "\($0["surah"] ?? ""):\($0["ayah"] ?? "")" }
        #expect(upcomingA == upcomingB && upcomingA.count == 7)
    }

    @Test func noneAndTheEnvironmentVariable() throws {
        let none = try Ayah.run(["today", "--date", "2026-11-21", "--json"], environment: ["AYAH_TRANSLATION": "none"])
        let json = try #require(none.json)
        #expect(json["translation"] as? String == "")
        #expect(json["translationId"] as? String == "none")
        #expect(json["translationLanguage"] as? String == "")
        let human = try Ayah.run(["today", "--date", "2026-11-21", "--translation", "none"])
        #expect(human.status == 0)
        #expect(!human.stdout.contains("\n\n\n"))
        // The option wins over the variable; an XML file works too.
        let xml = try Self.file(named: "en.words.xml", format: .xml)
        let run = try Ayah.run(
            ["show", "2:255", "--json", "--translation", xml], environment: ["AYAH_TRANSLATION": "none"])
        #expect(run.json?["translation"] as? String == "surah 2, ayah 255, in words")
        #expect(run.json?["translationId"] as? String == "en.words")
    }

    /// Damaged files: exit 65 and one line naming the file.
    @Test(arguments: ["missing line", "swapped lines", "bad UTF-8", "wrong count", "xml wrong count", "xml swapped"])
    func damagedFilesExit65NamingTheFile(_ damage: String) throws {
        let xml = damage.hasPrefix("xml")
        let path = try Self.file(named: "en.damaged." + (xml ? "xml" : "txt"), format: xml ? .xml : .text) { lines in
            switch damage {
            case "missing line": lines.remove(at: 100)
            case "swapped lines": lines.swapAt(10, 11)
            case "bad UTF-8": lines[20] = "3|14|surah \u{FFFD} here"
            case "wrong count": lines.insert("1|8|an eighth ayah", at: 7)
            case "xml wrong count": lines.remove(at: 7)
            case "xml swapped": lines.swapAt(3, 4)
            default: break
            }
        }
        if damage == "bad UTF-8" {
            var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let at = try #require(bytes.firstIndex(of: 0xEF))
            bytes.replaceSubrange(at..<(at + 3), with: [0xC3])
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        let run = try Ayah.run(["today", "--translation", path])
        expectOneLineError(run, status: 65, containing: "translation file \(path) is damaged: line ")
    }

    @Test func aFIFOAndAnOversizedFileExit65() throws {
        let directory = try temporaryDirectory("ayah-translation")
        let fifo = directory + "/ur.fifo.txt"
        #expect(mkfifo(fifo, 0o600) == 0)
        let run = try Ayah.run(["today", "--translation", fifo])
        expectOneLineError(run, status: 65, containing: "translation file \(fifo) cannot be read: is a FIFO")
        let big = directory + "/en.big.txt"
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        #expect(truncate(big, 64 << 20) == 0)
        let tooBig = try Ayah.run(["tick", "--container", directory + "/c", "--translation", big])
        expectOneLineError(
            tooBig, status: 65, containing: "translation file \(big) cannot be read: is 67108864 bytes, over the limit")
    }

    @Test func aMissingFileOrABadLanguageIsAUsageError() throws {
        let missing = try Ayah.run(["today", "--translation", "fr.hamidullah"])
        expectOneLineError(
            missing, status: 64,
            containing: "--translation \"fr.hamidullah\": no installed translation has this id")
        let file = try Ayah.run(["today", "--translation", "fr.hamidullah.txt"])
        expectOneLineError(
            file, status: 64,
            containing: "translation file fr.hamidullah.txt does not exist; give en.pickthall, none or the path")
        let path = try Self.file(named: "ur.something.txt", arabicScript: true)
        let bad = try Ayah.run(["today", "--translation", path, "--translation-language", "urdu!"])
        expectOneLineError(bad, status: 64, containing: "--translation-language: \"urdu!\" is not a language tag")
        let empty = try Ayah.run(["search", "x", "--translation", ""])
        expectOneLineError(empty, status: 64, containing: "--translation is empty")
        // Commands that show no text never read the file.
        #expect(
            try Ayah.run(["timeline", "--days", "1"], environment: ["AYAH_TRANSLATION": "/nonexistent"]).status == 0)
    }

    @Test func theLanguageCanBeOverridden() throws {
        let path = try Self.file(named: "my-translation.txt", arabicScript: true)
        let guessed = try #require(try Ayah.run(["today", "--json", "--translation", path]).json)
        #expect(guessed["translationLanguage"] as? String == "und")
        #expect(guessed["translationDirection"] as? String == "rtl")
        let named = try #require(
            try Ayah.run(["today", "--json", "--translation", path, "--translation-language", "fa"]).json)
        #expect(named["translationLanguage"] as? String == "fa")
        #expect(named["translationId"] as? String == "my-translation")
    }

    /// An RTL translation line is rendered like the Arabic: isolates around its
    /// RTL runs in a mixed line, shaped and reordered in visual mode.
    @Test func anRTLTranslationRendersLikeTheArabic() throws {
        let path = try Self.file(named: "ur.something.txt", arabicScript: true)
        let base = ["show", "2:255", "--translation", path]
        let plain = try Ayah.run(base + ["--plain"]).stdout
        let isolated = try Ayah.run(base).stdout
        let visual = try Ayah.run(base + ["--visual"]).stdout
        let line = "سورة 2 آية 255 (Tanzil)"
        #expect(plain.contains(line))
        #expect(isolated.contains("\u{2067}") && isolated.contains("\u{2069}"), "\(isolated.debugDescription)")
        #expect(!isolated.contains(line))
        let visualLines = visual.split(separator: "\n").map(String.init)
        let shaped = try #require(visualLines.first { $0.contains("Tanzil") })
        #expect(
            shaped.unicodeScalars.contains { (0xFE70...0xFEFF).contains($0.value) },
            "not shaped: \(shaped.debugDescription)")
        #expect(!shaped.contains("سورة"))
        // The English translation is printed as it is in every mode.
        let english = try Ayah.run(["show", "2:255", "--visual"]).stdout
        #expect(english.contains("Allah! There is no deity save Him, the Alive, the Eternal."))
    }

    @Test func wrappingAndShortFormsWorkForRTL() throws {
        let path = try Self.file(named: "ur.something.txt", arabicScript: true)
        let wrapped = try Ayah.run(["show", "2:255", "--translation", path, "--plain"], environment: ["COLUMNS": "12"])
        #expect(wrapped.stdout.contains("سورة 2 آية\n255 (Tanzil)"), "\(wrapped.stdout.debugDescription)")
        let json = try #require(try Ayah.run(["today", "--json", "--translation", path]).json)
        #expect(json["translationShort"] as? String == json["translation"] as? String)
    }

    @Test func tickWritesTheTranslationAndRewritesWhenItChanges() throws {
        let container = try temporaryDirectory("ayah-translation") + "/c"
        let path = try Self.file(named: "ur.something.txt", arabicScript: true)
        let now = "2026-11-21T12:00:00Z"
        #expect(try Ayah.run(["tick", "--container", container, "--now", now]).status == 0)
        let again = try Ayah.run(["tick", "--container", container, "--now", now, "--translation", path])
        #expect(again.stdout.contains("translation changed from en.pickthall"), "\(again.stdout)")
        let payload =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: container + "/AyahData.json")))
            as? [String: Any]
        #expect(payload?["translationDirection"] as? String == "rtl")
        #expect(
            (payload?["attribution"] as? [String: Any])?["translation"] as? String
                == "Name: Synthetic; Translator: The test suite")
    }

    @Test func searchUsesTheShownTranslation() throws {
        let path = try Self.file(named: "en.words.txt")
        let run = try Ayah.run(["search", "surah 2, ayah 255,", "--limit", "1", "--json", "--translation", path])
        let results = try #require(run.json?["results"] as? [[String: Any]])
        #expect(results.first?["ayah"] as? Int == 255)
        #expect(results.first?["translation"] as? String == "surah 2, ayah 255, in words")
        #expect(run.json?["translationId"] as? String == "en.words")
    }

    @Test func translationsExplainsWhereFilesComeFromAndWhoseTermsApply() throws {
        let run = try Ayah.run(["translations"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("en.pickthall"))
        #expect(run.stdout.contains("https://tanzil.net/trans/"))
        #expect(run.stdout.contains("yours to honour"))
        #expect(run.stdout.contains("ayah translations add"))
        #expect(run.stdout.contains("--translation ur.jalandhry"))
        #expect(run.stdout.split(separator: "\n").count <= 30)
    }
}

import AyahTestSupport
import Foundation
import Testing

/// `ayah translations add FILE`, `--translation ID` and `--lang` choosing an
/// installed translation, end to end through the real binary, each test in its
/// own `XDG_DATA_HOME`.
@Suite struct InstalledTranslationTests {
    /// A fresh data directory, as the environment of a run.
    static func dataHome() throws -> [String: String] {
        ["XDG_DATA_HOME": try temporaryDirectory("ayah-data")]
    }

    static func library(_ environment: [String: String]) -> String {
        (environment["XDG_DATA_HOME"] ?? "") + "/dailyayah/translations"
    }

    static let urduText = "آية 255"

    @Test func anInstalledFileIsShownByIdAndByLanguage() throws {
        let environment = try Self.dataHome()
        let file = try SyntheticTranslation.write(named: "ur.synthetic.txt", arabicScript: true)
        let add = try Ayah.run(["translations", "add", file], environment: environment)
        #expect(add.status == 0, "\(add.stderr)")
        let installed = Self.library(environment) + "/ur.synthetic.txt"
        #expect(
            add.stdout
                == "ur.synthetic installed at \(installed); show it with --translation ur.synthetic (or --lang ur)\n")
        #expect(FileManager.default.contents(atPath: installed) == FileManager.default.contents(atPath: file))
        // By id, on show and today (human and JSON).
        let byID = try Ayah.run(["show", "2:255", "--translation", "ur.synthetic"], environment: environment)
        #expect(byID.status == 0, "\(byID.stderr)")
        #expect(byID.stdout.contains(Self.urduText))
        let json = try Ayah.run(
            ["today", "--date", "2026-11-21", "--json"],
            environment: environment.merging(["AYAH_TRANSLATION": "ur.synthetic"]) { $1 })
        #expect(json.json?["translationId"] as? String == "ur.synthetic")
        // By the reader's language alone, with no hint.
        let byLanguage = try Ayah.run(["show", "2:255", "--lang", "ur"], environment: environment)
        #expect(byLanguage.status == 0)
        #expect(byLanguage.stdout.contains(Self.urduText))
        #expect(byLanguage.stderr.isEmpty, "\(byLanguage.stderr)")
        let today = try Ayah.run(["today", "--date", "2026-11-21", "--lang", "ur", "--json"], environment: environment)
        #expect(today.json?["translationId"] as? String == "ur.synthetic")
        // English keeps Pickthall; an explicit translation wins over the language.
        let english = try Ayah.run(["show", "2:255", "--json"], environment: environment)
        #expect(english.json?["translationId"] as? String == "en.pickthall")
        let explicit = try Ayah.run(
            ["show", "2:255", "--json", "--lang", "ur", "--translation", "en.pickthall"], environment: environment)
        #expect(explicit.json?["translationId"] as? String == "en.pickthall")
        // The listing shows it.
        let list = try Ayah.run(["translations"], environment: environment)
        #expect(list.stdout.contains("  ur.synthetic  ur  \(installed)\n"))
        #expect(list.stdout.contains("https://tanzil.net/trans/"))
        #expect(list.stdout.contains("ayah translations add"))
    }

    /// Another process (a schedule's tick) is given the installed file's path, not the id.
    @Test func aScheduleIsGivenTheInstalledPath() throws {
        let environment = try Self.dataHome()
        let file = try SyntheticTranslation.write(named: "ur.synthetic.txt", arabicScript: true)
        #expect(try Ayah.run(["translations", "add", file], environment: environment).status == 0)
        let installed = Self.library(environment) + "/ur.synthetic.txt"
        for arguments in [["--translation", "ur.synthetic"], ["--lang", "ur"]] {
            let run = try Ayah.run(
                ["schedule", "--cron", "--tz", "Asia/Karachi"] + arguments, environment: environment)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("--translation \(installed)"), "\(run.stdout)")
        }
    }

    @Test func severalInTheLanguageTheFirstByIdIsUsed() throws {
        let environment = try Self.dataHome()
        for name in ["ur.zeta.xml", "ur.alpha.txt"] {
            let file = try SyntheticTranslation.write(
                named: name, format: name.hasSuffix(".xml") ? .xml : .text, arabicScript: true)
            #expect(try Ayah.run(["translations", "add", file], environment: environment).status == 0)
        }
        let run = try Ayah.run(["show", "2:255", "--lang", "ur", "--json"], environment: environment)
        #expect(run.json?["translationId"] as? String == "ur.alpha")
    }

    @Test func anUnknownIdIsAUsageErrorListingTheInstalledOnes() throws {
        let environment = try Self.dataHome()
        let none = try Ayah.run(["today", "--translation", "fr.hamidullah"], environment: environment)
        expectOneLineError(
            none, status: 64,
            containing: "--translation \"fr.hamidullah\": no installed translation has this id (installed: none)")
        let file = try SyntheticTranslation.write(named: "en.words.txt")
        #expect(try Ayah.run(["translations", "add", file], environment: environment).status == 0)
        let some = try Ayah.run(["show", "1:1"], environment: environment.merging(["AYAH_TRANSLATION": "ur.x"]) { $1 })
        expectOneLineError(
            some, status: 64,
            containing: "AYAH_TRANSLATION \"ur.x\": no installed translation has this id (installed: en.words)")
    }

    @Test func aDifferentFileWithTheSameIdIsRefusedUnlessForced() throws {
        let environment = try Self.dataHome()
        let first = try SyntheticTranslation.write(named: "en.words.txt")
        #expect(try Ayah.run(["translations", "add", first], environment: environment).status == 0)
        // The same bytes again: nothing to do.
        let again = try Ayah.run(["translations", "add", first], environment: environment)
        #expect(again.status == 0)
        #expect(again.stdout.hasPrefix("en.words already installed at "))
        // Another file with the id, in the other format.
        let second = try SyntheticTranslation.write(named: "en.words.xml", format: .xml)
        let refused = try Ayah.run(["translations", "add", second], environment: environment)
        let installed = Self.library(environment) + "/en.words.txt"
        expectOneLineError(
            refused, status: 73,
            containing: "another translation with the id en.words is installed at \(installed); add --force")
        let forced = try Ayah.run(["translations", "add", "--force", second], environment: environment)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout.hasPrefix("en.words replaced at \(Self.library(environment))/en.words.xml"))
        #expect(!FileManager.default.fileExists(atPath: installed))
        let shown = try Ayah.run(["show", "2:255", "--json", "--translation", "en.words"], environment: environment)
        #expect(shown.json?["translation"] as? String == "surah 2, ayah 255, in words")
    }

    @Test func hostileFilesAreRefused() throws {
        let environment = try Self.dataHome()
        let directory = try temporaryDirectory("ayah-hostile")
        // A link to nothing: a usage error saying where it points.
        let link = directory + "/ur.link.txt"
        #expect(symlink(directory + "/nowhere", link) == 0)
        expectOneLineError(
            try Ayah.run(["translations", "add", link], environment: environment), status: 64,
            containing: "is a symbolic link to \(directory)/nowhere, which does not exist")
        // A FIFO, an oversized file, a file that is no translation: 65.
        let fifo = directory + "/ur.fifo.txt"
        #expect(mkfifo(fifo, 0o600) == 0)
        expectOneLineError(
            try Ayah.run(["translations", "add", fifo], environment: environment), status: 65,
            containing: "translation file \(fifo) cannot be read: is a FIFO")
        let big = directory + "/en.big.txt"
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        #expect(truncate(big, 17 << 20) == 0)
        expectOneLineError(
            try Ayah.run(["translations", "add", big], environment: environment), status: 65,
            containing: "over the limit")
        let junk = directory + "/en.junk.txt"
        #expect(FileManager.default.createFile(atPath: junk, contents: Data("not a translation\n".utf8)))
        expectOneLineError(
            try Ayah.run(["translations", "add", junk], environment: environment), status: 65,
            containing: "translation file \(junk) is damaged")
        let missing = try Ayah.run(["translations", "add", directory + "/absent.txt"], environment: environment)
        #expect(missing.status == 64)
        // Nothing was installed; a link planted where the library should be is not followed.
        #expect(!FileManager.default.fileExists(atPath: Self.library(environment)))
        let data = environment["XDG_DATA_HOME"] ?? ""
        #expect(symlink(directory, data + "/dailyayah") == 0)
        let good = try SyntheticTranslation.write(named: "en.words.txt")
        let planted = try Ayah.run(["translations", "add", good], environment: environment)
        #expect(planted.status == 73, "\(planted.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/translations"))
        // A link inside the library is neither listed nor read by id.
        try FileManager.default.removeItem(atPath: data + "/dailyayah")
        try FileManager.default.createDirectory(
            atPath: Self.library(environment), withIntermediateDirectories: true)
        #expect(symlink(good, Self.library(environment) + "/en.linked.txt") == 0)
        #expect(!(try Ayah.run(["translations"], environment: environment)).stdout.contains("en.linked"))
        #expect(try Ayah.run(["show", "1:1", "--translation", "en.linked"], environment: environment).status == 64)
    }

    /// Without XDG_DATA_HOME the library is under HOME, which is never created.
    @Test func aMissingHomeIsNotCreated() throws {
        let home = try temporaryDirectory("ayah-home") + "/absent"
        let file = try SyntheticTranslation.write(named: "en.words.txt")
        let run = try Ayah.run(["translations", "add", file], environment: ["HOME": home])
        expectOneLineError(run, status: 73, containing: "cannot write \(home): the home directory does not exist")
        #expect(!FileManager.default.fileExists(atPath: home))
    }

    @Test func theHintAppearsOnceInTheHumanFormOnly() throws {
        let environment = try Self.dataHome()
        let today = try Ayah.run(["today", "--date", "2026-11-21", "--lang", "fr"], environment: environment)
        #expect(today.status == 0)
        let lines = today.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(today.stderr)")
        #expect(today.stderr.contains("https://tanzil.net/trans/"))
        #expect(today.stderr.contains("ayah translations add FILE"))
        #expect(today.stderr.contains("Aucune traduction"))
        #expect(!today.stdout.contains("tanzil.net/trans"))
        // A range shows it once too.
        let range = try Ayah.run(["show", "1:1-1:3", "--lang", "ur"], environment: environment)
        #expect(range.stderr.split(separator: "\n").count == 1, "\(range.stderr)")
        // Never with --json, in English or with a translation named.
        for arguments in [
            ["today", "--lang", "fr", "--json"], ["show", "1:1", "--lang", "fr", "--json"], ["today"],
            ["today", "--lang", "fr", "--translation", "none"],
        ] {
            let run = try Ayah.run(arguments, environment: environment)
            #expect(run.status == 0)
            #expect(run.stderr.isEmpty, "\(arguments): \(run.stderr)")
        }
    }
}

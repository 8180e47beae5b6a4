import AyahCorpus
import AyahLanguage
import AyahSettingsCore
import Foundation
import Testing

/// How `--translation`'s text is told apart (an installed id or a path) and
/// how the reader's language chooses an installed translation.
@Suite struct TranslationResolutionTests {
    @Test(arguments: [
        ("ur.jalandhry", true), ("fr.hamidullah", true), ("my-translation", true), ("en.pickthall", false),
        ("none", false), ("./ur.jalandhry", false), ("/q/ur.jalandhry", false), ("ur.jalandhry.txt", false),
        ("fa.makarem.XML", false),
    ])
    func anIdHasNoSlashAndNoFileExtension(_ text: String, _ isID: Bool) {
        #expect(TranslationArguments.isInstalledID(text) == isID)
    }

    @Test func theReadersLanguageChoosesOrLeavesAHint() throws {
        let data = NSTemporaryDirectory() + "ayah-resolution-" + UUID().uuidString
        let library = data + "/dailyayah/translations"
        try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
        for name in ["ur.b.txt", "ur.a.xml", "fa.x.txt", ".ur.hidden.txt", "README"] {
            #expect(FileManager.default.createFile(atPath: library + "/" + name, contents: Data("x".utf8)))
        }
        let environment = ["XDG_DATA_HOME": data]
        let urdu = try #require(SupportedLanguage.named("ur"))
        let chosen = try TranslationArguments().resolve(environment: environment, language: urdu)
        #expect(chosen == TranslationResolution(source: .file(library + "/ur.a.xml"), installedID: "ur.a"))
        let french = try #require(SupportedLanguage.named("fr"))
        let missing = try TranslationArguments().resolve(environment: environment, language: french)
        #expect(missing == TranslationResolution(source: .bundled, missingLanguage: french))
        let english = try TranslationArguments().resolve(environment: environment, language: .english)
        #expect(english == TranslationResolution(source: .bundled))
        #expect(
            TranslationLibrary(directory: library).entries().map(\.id) == ["fa.x", "ur.a", "ur.b"])
    }
}

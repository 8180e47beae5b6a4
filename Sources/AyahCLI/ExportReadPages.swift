import AyahExport
import AyahKit
import AyahLanguage
import AyahSettingsCore
import AyahWeb

/// `ayah export --html`'s reading pages: `read/RANGE.html` for each reading its feeds (and, with a public
/// origin, its calendars) link, the page `ayah serve` gives at `/read/RANGE` for a static host (its policy
/// in `<meta>`, no JSON link, home `index.html`), in the export's language.
enum ExportReadPages {
    /// Writes the page of each of `paths` (`read/2:142-2:252`, a reading's ``PublishReading/path``); returns
    /// how many files changed and how many there are.
    static func write(
        _ paths: Set<String>, into export: StaticExport, engine: AyahEngine, language: SupportedLanguage = .english
    ) throws(CLIError) -> (written: Int, files: Int) {
        guard !paths.isEmpty else { return (0, 0) }
        let identity = engine.identity
        let fontServed = WebAssets.loadFont() != nil
        var pages: [(name: String, bytes: [UInt8])] = []
        for path in paths.sorted() {
            let text = String(path.dropFirst(StaticExport.readName.count + 1))
            let document: RangeDocument
            do { document = try engine.read(try engine.range(text)) } catch {
                throw CLIError.data("cannot read the range \(text) of a reading: \(error)")
            }
            var page = ReadPage(
                verses: document.ayahs.map { ayah in
                    ReadPage.Verse(
                        surah: ayah.surah, ayah: ayah.ayah, number: "", arabicText: ayah.arabicText,
                        basmala: ayah.basmala, translation: ayah.translation)
                }, from: document.from, to: document.to, language: language,
                translationLanguage: identity.translationLanguage, translationDirection: identity.translationDirection,
                attribution: identity.attribution, theme: .auto, fontServed: fontServed)
            page.staticFile = true
            pages.append((text + ".html", page.render()))
        }
        do { return (try export.writeReadPages(pages), pages.count) } catch { throw CLIError(error) }
    }
}

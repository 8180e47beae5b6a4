import AyahExport
import AyahKit
import AyahLanguage
import AyahSettings
import AyahSettingsCore
import AyahWeb

/// `ayah export --html`: the page and the card of `ayah serve` for a static
/// host. The browser finds its own zone and local date and reads
/// `v1/days/DATE.json`; the style sheet, script, the script's words in the
/// export's language, the Urdu and Bangla faces and (when installed) Amiri
/// Quran are written beside them under `assets/`. The pages are in the
/// export's language (`--lang`, `AYAH_LANG`, the locale), as `ayah serve`
/// writes them for that language.
enum ExportPages {
    /// Writes `index.html`, `embed.html` and `assets/…`; returns how many files changed and how many there are.
    static func write(into export: StaticExport, engine: AyahEngine, language: SupportedLanguage = .english)
        throws(CLIError) -> (written: Int, files: Int)
    {
        let identity = engine.identity
        let font = WebAssets.loadFont()
        let source = AyahPage.Source.browser(dayStartsAt: identity.dayStartsAt, attribution: identity.attribution)
        let labels = PageLabels(language)
        let pages = [
            (
                "index.html",
                AyahPage(kind: .page, theme: .auto, fontServed: font != nil, source: source, labels: labels).render()
            ),
            (
                "embed.html",
                AyahPage(kind: .embed, theme: .light, fontServed: font != nil, source: source, labels: labels).render()
            ),
        ]
        var assets = [
            (WebAssets.styleSheetName, WebAssets.styleSheet), (WebAssets.scriptName, WebAssets.script),
            (WebAssets.iconName, WebAssets.icon),
            (PageScriptWords.fileName(language), PageScriptWords.json(language)),
        ]
        assets += WebAssets.languageFonts.map { ($0.name, $0.bytes) }
        if let font {
            assets.append((WebAssets.fontName, font.bytes))
            assets.append((WebAssets.fontStyleSheetName, WebAssets.fontStyleSheet))
        }
        do { return (try export.writePages(pages, assets: assets), pages.count + assets.count) } catch {
            throw CLIError(error)
        }
    }
}

import AyahExport
import AyahKit
import AyahSettings
import AyahWeb

/// `ayah export --html`: the page and the card of `ayah serve` for a static
/// host. The browser finds its own zone and local date and reads
/// `v1/days/DATE.json`; the style sheet, script and (when installed) Amiri
/// Quran are written beside them under `assets/`.
enum ExportPages {
    /// Writes `index.html`, `embed.html` and `assets/…`; returns how many files changed and how many there are.
    static func write(into export: StaticExport, engine: AyahEngine) throws(CLIError) -> (written: Int, files: Int) {
        let identity = engine.identity
        let font = WebAssets.loadFont()
        let source = AyahPage.Source.browser(dayStartsAt: identity.dayStartsAt, attribution: identity.attribution)
        let pages = [
            ("index.html", AyahPage(kind: .page, theme: .auto, fontServed: font != nil, source: source).render()),
            ("embed.html", AyahPage(kind: .embed, theme: .light, fontServed: font != nil, source: source).render()),
        ]
        var assets = [
            (WebAssets.styleSheetName, WebAssets.styleSheet), (WebAssets.scriptName, WebAssets.script),
            (WebAssets.iconName, WebAssets.icon),
        ]
        if let font {
            assets.append((WebAssets.fontName, font.bytes))
            assets.append((WebAssets.fontStyleSheetName, WebAssets.fontStyleSheet))
        }
        do { return (try export.writePages(pages, assets: assets), pages.count + assets.count) } catch {
            throw CLIError(error)
        }
    }
}

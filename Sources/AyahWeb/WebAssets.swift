import AyahPlatform
import CAyahWeb

/// The files a page loads, all from its own host: the style sheet and the
/// script (embedded in the binary at build time from `Web/`), the Urdu and
/// Bangla faces (installed once in `share/dailyayah` and mapped on first use;
/// none, and the browser's own fonts, when they are missing), the script's words (``PageScriptWords``), and Amiri Quran
/// (read at run time from Debian's `fonts-hosny-amiri`, when installed).
public enum WebAssets {
    /// The style sheet, `assets/ayah.css`.
    public static var styleSheet: [UInt8] { embedded(ayah_web_css) }

    /// The script, `assets/ayah.js`.
    public static var script: [UInt8] { embedded(ayah_web_js) }

    /// The icon, `assets/icon.svg` (so that a browser asks for no `/favicon.ico`).
    public static var icon: [UInt8] { embedded(ayah_web_icon) }

    /// Noto Nastaliq Urdu, subset to the Urdu page (`assets/NotoNastaliqUrdu-page.ttf`).
    public static var urduFont: [UInt8] { embedded(ayah_web_font_urdu) }

    /// Noto Sans Bengali, subset to the Bangla page (`assets/NotoSansBengali-page.ttf`).
    public static var bengaliFont: [UInt8] { embedded(ayah_web_font_bengali) }

    /// The bytes one of `CAyahWeb`'s accessors hands out (its pointer and length), copied; none when it has none.
    private static func embedded(_ accessor: (UnsafeMutablePointer<Int>) -> UnsafePointer<UInt8>?) -> [UInt8] {
        var length = 0
        guard let start = accessor(&length) else { return [] }
        return Array(UnsafeBufferPointer(start: start, count: length))
    }

    /// The language faces the style sheet names (`@font-face` in `ayah.css`), by file name: served by
    /// `ayah serve` and written by `ayah export --html`; a browser loads one only for a page in its language.
    public static var languageFonts: [(name: String, bytes: [UInt8])] {
        [(urduFontName, urduFont), (bengaliFontName, bengaliFont)]
    }

    /// The names of ``languageFonts``, without reading them.
    public static let languageFontNames = [urduFontName, bengaliFontName]

    /// The bytes of the language face named `name` (one of ``languageFontNames``); none for another name.
    public static func languageFont(named name: String) -> [UInt8] {
        switch name {
        case urduFontName: urduFont
        case bengaliFontName: bengaliFont
        default: []
        }
    }

    /// Names under `assets/`.
    public static let iconName = "icon.svg"
    public static let styleSheetName = "ayah.css"
    public static let scriptName = "ayah.js"
    public static let fontName = "AmiriQuran.ttf"
    public static let fontStyleSheetName = "amiri.css"
    public static let urduFontName = "NotoNastaliqUrdu-page.ttf"
    public static let bengaliFontName = "NotoSansBengali-page.ttf"

    /// Where Amiri Quran is looked for, in order: Debian 12's path first, then
    /// the one older packages used.
    public static let fontPaths = [
        "/usr/share/fonts/opentype/fonts-hosny-amiri/AmiriQuran.ttf",
        "/usr/share/fonts/truetype/fonts-hosny-amiri/AmiriQuran.ttf",
    ]
    /// Largest font file read (Amiri Quran is about 140 KB).
    public static let fontLimit = 4 << 20

    /// The font's bytes and where they came from, or nil when no path holds a
    /// readable TrueType file: pages then use the system's fonts.
    public static func loadFont(paths: [String] = fontPaths) -> (bytes: [UInt8], path: String)? {
        for path in paths {
            guard let bytes = try? RegularFile.read(path, limit: fontLimit), isTrueType(bytes) else { continue }
            return (bytes, path)
        }
        return nil
    }

    /// The `@font-face` rule that names the served font (`assets/amiri.css`),
    /// linked from a page only when the font is served.
    public static let fontStyleSheet = Array(
        """
        /* Amiri Quran (SIL Open Font License), served from this host. */
        @font-face {
            font-family: "Amiri Quran";
            src: url("\(fontName)") format("truetype");
            font-display: swap;
        }

        """.utf8)

    /// A TrueType or OpenType file's first four bytes.
    static func isTrueType(_ bytes: [UInt8]) -> Bool {
        let tag = Array(bytes.prefix(4))
        return tag == [0, 1, 0, 0] || tag == Array("true".utf8) || tag == Array("OTTO".utf8)
    }
}

/// The spelling-insensitive form of a transliterated surah name, so that the
/// usual transliterations of one name meet: `Al-Fatihah`, `Al Fatiha`,
/// `fatiha`, `Al-Faatiha`; `Baqarah`, `baqara`; `Yaseen`, `Ya-Sin`; `Kawthar`,
/// `Kausar`; `Muddaththir`, `Muddassir`; `Dhariyat`, `Zariyat`; `Tawbah`, `Taubah`.
///
/// The rules, applied to the lowercase letters of the name (every other
/// character only separates words):
/// - a leading `surah`/`sura`/`surat` word and a leading article word (`al`,
///   `el`, `ul`, `an`, `ar`, `as`, `at`, `az`, `ad`, `adh`, `ash`, `ath`) are
///   dropped (a name of one word keeps it: `Alaq`);
/// - `ee` reads as `i` and `oo`/`ou` as `u`; then `ph` → `f`, `dh` → `z` or
///   `d`, `th` → `s` or `t` (a key for each), `q` → `k`, `w` → `u`, `y` → `i`, `e` → `i`, `o` → `u`;
/// - a run of one letter counts once (`aa`, `ss`, `zz`);
/// - a final `h` after a vowel is dropped (`-ah`, `-ih`).
/// Vowels are kept otherwise, so `baqra` stays a misspelling (with suggestions).
enum SurahSpelling {
    static let articles: Set<String> = ["al", "el", "ul", "an", "ar", "as", "at", "az", "ad", "adh", "ash", "ath"]
    static let surahWords: Set<String> = ["surah", "sura", "surat", "soorah"]

    /// The words of `name`: runs of ASCII letters, lowercased.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for u in name.unicodeScalars {
            switch u {
            case "a"..."z": current.unicodeScalars.append(u)
            case "A"..."Z": current.unicodeScalars.append(Unicode.Scalar(u.value + 32) ?? u)
            case "'", "\u{2019}", "`", "\u{02BF}", "\u{02BE}": continue  // ʿayn and hamza marks join
            default:
                if !current.isEmpty { words.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The keys a name can be found under: the whole name, and without its
    /// leading article (and `surah` word) when it has one. Empty when the name
    /// has no Latin letters.
    static func keys(_ name: String) -> [String] {
        var words = words(name)
        if words.count > 1, surahWords.contains(words[0]) { words.removeFirst() }
        guard !words.isEmpty else { return [] }
        var forms = [words.joined()]
        if words.count > 1, articles.contains(words[0]) { forms.append(words.dropFirst().joined()) }
        var keys: [String] = []
        for form in forms {
            for key in [skeleton(form, hard: false), skeleton(form, hard: true)]
            where !key.isEmpty && !keys.contains(key) {
                keys.append(key)
            }
        }
        return keys
    }

    /// The spelling-insensitive form of one run of lowercase letters. `dh` and
    /// `th` stand for two sounds each: as `z` and `s` (`Dhariyat`, `Zariyat`;
    /// `Kawthar`, `Kausar`), or, `hard`, as `d` and `t` (`Duha`, `Dhuha`).
    static func skeleton(_ letters: String, hard: Bool) -> String {
        var text = letters
        for (from, to) in [
            ("ee", "i"), ("oo", "u"), ("ou", "u"), ("ph", "f"), ("dh", hard ? "d" : "z"), ("th", hard ? "t" : "s"),
            ("q", "k"), ("w", "u"), ("y", "i"), ("e", "i"), ("o", "u"),
        ] {
            text = text.replacing(from, with: to)
        }
        var collapsed: [Character] = []
        for c in text where collapsed.last != c { collapsed.append(c) }
        if collapsed.count > 2, collapsed.last == "h", let before = collapsed.dropLast().last, "aiu".contains(before) {
            collapsed.removeLast()
        }
        return String(collapsed)
    }
}

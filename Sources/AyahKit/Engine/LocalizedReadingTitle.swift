import AyahCorpus
import AyahLanguage

/// A khatm reading's title as another language prints it (`الجزء ٢`,
/// `Halaman ২২–৪১`, `آیات ۲:۱۴۲–۲۵۲`) read back as the range form it names
/// (`juz:2`, `page:22-41`, `2:142-252`), so that every title the tool prints
/// pastes back into `ayah show` and `/v1/read` (English titles are read by
/// ``RangeParser`` itself). The templates are the catalogs' own messages
/// (`plan-juz`, `plan-juz-range`, ...), so a catalog's wording is read as it
/// is written; the text is read as the reference parsers read it
/// (``ReferenceParser/plain(_:)``: any script's digits, no direction marks).
enum LocalizedReadingTitle {
    /// What a title names: a unit and its number or numbers, or a span of ayahs.
    private enum Names {
        case unit(DivisionKind)
        case units(DivisionKind)
        case span
    }

    /// Every title template of the eight catalogs other than English, read once.
    private static let templates: [(template: String, names: Names)] = {
        var all: [(String, Names)] = []
        for language in SupportedLanguage.all where !language.isEnglish {
            let messages = Messages(language)
            for unit in [DivisionKind.juz, .hizb, .rub, .manzil, .ruku, .page] {
                let context = "plan-" + unit.rawValue
                all.append((plain(messages.text(context, "\(unit.singular) {number}")), .unit(unit)))
                all.append(
                    (plain(messages.text(context + "-range", "\(unit.pluralTitle) {first}–{last}")), .units(unit)))
            }
            all.append((plain(messages.text("plan-ayah", "Ayah {span}")), .span))
            all.append((plain(messages.text("plan-ayah-range", "Ayahs {span}")), .span))
        }
        return all
    }()

    /// The range form `text` names in some language's reading titles, or nil.
    static func rangeText(_ text: String) -> String? {
        let cleaned = plain(text)
        guard !cleaned.isEmpty, cleaned.unicodeScalars.count <= 200 else { return nil }
        for (template, names) in templates {
            guard let values = match(template, cleaned) else { continue }
            switch names {
            case let .unit(unit):
                if let number = values["number"].flatMap(asciiNumber) { return "\(unit.rawValue):\(number)" }
            case let .units(unit):
                if let first = values["first"].flatMap(asciiNumber), let last = values["last"].flatMap(asciiNumber) {
                    return "\(unit.rawValue):\(first)-\(last)"
                }
            case .span:
                if let span = values["span"] { return span }
            }
        }
        return nil
    }

    /// `text` as the reference parsers read it (``ReferenceParser/plain(_:)``: no
    /// direction marks, digits in ASCII, trimmed), its inner spaces folded.
    private static func plain(_ text: String) -> String {
        ReferenceParser.plain(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The values of `template`'s `{name}` placeholders when `text` is the
    /// template with each filled by a non-empty run, else nil.
    private static func match(_ template: String, _ text: String) -> [String: String]? {
        var pieces: [(literal: String, name: String?)] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            pieces.append((String(rest[..<open]), String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        pieces.append((String(rest), nil))
        var values: [String: String] = [:]
        var input = Substring(text)
        for (index, piece) in pieces.enumerated() {
            guard input.hasPrefix(piece.literal) else { return nil }
            input = input.dropFirst(piece.literal.count)
            guard let name = piece.name else { return input.isEmpty ? values : nil }
            // The value runs to the next piece's literal (the last placeholder: to the end's literal).
            let next = pieces[index + 1].literal
            let end: Substring.Index
            if next.isEmpty {
                end = input.endIndex
            } else {
                guard let found = input.firstRange(of: next) else { return nil }
                end = found.lowerBound
            }
            guard end > input.startIndex else { return nil }
            values[name] = String(input[..<end])
            input = input[end...]
        }
        return values
    }

    /// A whole number in ASCII digits (``plain(_:)`` made every script's digits ASCII).
    private static func asciiNumber(_ text: String) -> String? {
        guard !text.isEmpty, text.count <= 6, text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else {
            return nil
        }
        return text
    }
}

import AyahWords
import AyahCorpus
import AyahLanguage
import AyahText

/// What the page's script writes, in one language, as `assets/words-LANG.json`
/// (the script reads the one its `<html lang>` names, so it carries no
/// language itself and the page no inline data): the countdown's plural forms
/// and each count's CLDR category (0-99, by ICU), the digits, the static
/// page's notes, its date patterns and names, surah names and credits.
///
/// The patterns are ICU's own: a date written by ICU with its numbers and
/// names replaced by `{day}` (or `{dd}`, two digits), `{month}`, `{year}`, `{weekday}`;
/// ``PageScriptWordsTests`` fills them back for many dates and compares with ICU.
public enum PageScriptWords {
    /// Counts whose plural category the file lists (the countdown's hours and minutes stay below).
    static let counts = 0...99

    /// The file's name under `assets/`.
    public static func fileName(_ language: SupportedLanguage) -> String { "words-\(language.code).json" }

    /// The JSON of `language` (UTF-8; `<`, `>`, `&` escaped so it is inert in any context).
    public static func json(_ language: SupportedLanguage) -> [UInt8] {
        let labels = PageLabels(language)
        var fields: [(String, JSONValue)] = [("lang", .string(language.code))]
        let messages = Messages(language)
        let pluralKeys: [String]
        if language.isEnglish {
            fields.append(("digits", .string("0123456789")))
            fields.append(("plural", .array(counts.map { .string($0 == 1 ? "one" : "other") })))
            fields.append(("civil", civilEnglish))
            fields.append(("hijri", hijriEnglish))
            pluralKeys = ["one", "other"]
        } else {
            let dates = LocalizedDates(tag: language.code)
            fields.append(("digits", .string((0...9).map { dates.integer($0) }.joined())))
            fields.append(("plural", .array(counts.map { .string(dates.pluralCategory($0)) })))
            if let civil = civilPattern(dates) { fields.append(("civil", civil)) }
            if let hijri = hijriPattern(dates) { fields.append(("hijri", hijri)) }
            fields.append(("surahs", .array((1...114).map { .string(PageLabels.surahName($0, language)) })))
            fields.append(
                ("credits", .object(labels.credits.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
            pluralKeys =
                messages.catalog?.header["X-Plural-Categories"]?.split(separator: ",").map {
                    String($0.filter { $0 != " " })
                }
                ?? ["one", "other"]
        }
        fields.append(("site", .string(labels.site)))
        fields.append(("browserZone", .string(messages.text("page-browser-zone", "That is this browser's time zone."))))
        fields.append(("noAyah", .string(messages.text("page-no-ayah", "This site has no ayah for {date} yet."))))
        // The readings' "mark as read" (the marks stay in the browser) and the streak they make.
        fields.append(("markRead", .string(messages.text("page-mark-read", "Mark as read"))))
        fields.append(("marked", .string(messages.text("page-marked", "Read today"))))
        fields.append(
            (
                "streak",
                .object(
                    pluralKeys.map { category in
                        (
                            category,
                            .string(
                                messages.plural(
                                    "progress-streak", one: "{count}-day streak", other: "{count}-day streak",
                                    category: category))
                        )
                    })
            ))
        for (key, context, unit) in [
            ("nextHours", "page-next-hours", "hour"), ("nextMinutes", "page-next-minutes", "minute"),
        ] {
            let one = "Next ayah in {count} \(unit)"
            let other = "Next ayah in {count} \(unit)s"
            fields.append(
                (
                    key,
                    .object(
                        pluralKeys.map { category in
                            (category, .string(messages.plural(context, one: one, other: other, category: category)))
                        })
                ))
        }
        return Array(JSONValue.object(fields).text.utf8) + [UInt8(ascii: "\n")]
    }

    /// The English static page's forms, as it always wrote them (`21 November 2026`, `30 Jumada al-Ula 1448 AH`).
    static let civilEnglish = JSONValue.object([
        ("pattern", .string("{day} {month} {year}")), ("months", .array(EnglishDates.months.map { .string($0) })),
    ])
    static let hijriEnglish = JSONValue.object([
        ("pattern", .string("{day} {month} {year} AH")),
        ("months", .array(EnglishDates.hijriMonths.map { .string($0) })),
    ])

    /// ICU's full civil date as a pattern: Monday 23 March 2026 with its parts replaced.
    static func civilPattern(_ dates: LocalizedDates) -> JSONValue? {
        let months = dates.monthNames(.gregorian)
        let weekdays = dates.weekdayNames()
        guard months.count == 12, weekdays.count == 7,
            let sample = dates.civilDate(iso: "2026-03-03"),
            let pattern = replace(
                sample,
                [
                    (dates.integer(2026), "{year}"), day(dates, in: sample), (months[2], "{month}"),
                    (weekdays[2], "{weekday}"),
                ])
        else { return nil }
        return .object([
            ("pattern", .string(pattern)), ("months", .array(months.map { .string($0) })),
            ("weekdays", .array(weekdays.map { .string($0) })),
        ])
    }

    /// ICU's long Umm al-Qura date as a pattern: 23 Shawwal 1447 with its parts replaced.
    static func hijriPattern(_ dates: LocalizedDates) -> JSONValue? {
        let months = dates.monthNames(.ummAlQura)
        guard months.count == 12, let sample = dates.hijriDate(year: 1447, month: 10, day: 3),
            let pattern = replace(
                sample,
                [(dates.integer(1447), "{year}"), day(dates, in: sample), (months[9], "{month}")])
        else { return nil }
        return .object([("pattern", .string(pattern)), ("months", .array(months.map { .string($0) }))])
    }

    /// The day 3 of a sample as ICU wrote it: `{dd}` when two digits (`03`, as Indonesian writes it), else `{day}`.
    static func day(_ dates: LocalizedDates, in sample: String) -> (String, String) {
        let padded = dates.integer(0) + dates.integer(3)
        return sample.contains(padded) ? (padded, "{dd}") : (dates.integer(3), "{day}")
    }

    /// `text` with each part replaced once, in order; nil when a part is not there.
    static func replace(_ text: String, _ parts: [(String, String)]) -> String? {
        var out = text
        for (part, placeholder) in parts {
            guard !part.isEmpty, let range = out.firstRange(of: part) else { return nil }
            out.replaceSubrange(range, with: placeholder)
        }
        return out
    }

    /// Fills a pattern the way the script does (for the tests).
    static func fill(_ pattern: String, _ values: [String: String]) -> String {
        var out = pattern
        for (name, value) in values { out = out.replacingAll("{\(name)}", with: value) }
        return out
    }
}

/// The little JSON the words file needs: objects keep their order.
enum JSONValue {
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    var text: String {
        switch self {
        case let .string(value): return Self.quote(value)
        case let .array(values): return "[" + values.map(\.text).joined(separator: ",") + "]"
        case let .object(fields):
            return "{" + fields.map { Self.quote($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    static func quote(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<", ">", "&", "\u{2028}", "\u{2029}": out += "\\u" + hex(scalar.value)
            case _ where scalar.value < 0x20: out += "\\u" + hex(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func hex(_ value: UInt32) -> String {
        let digits = Array("0123456789abcdef")
        return String((0..<4).reversed().map { digits[Int((value >> (UInt32($0) * 4)) & 15)] })
    }
}

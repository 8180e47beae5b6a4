import AyahKit
import AyahSettingsCore
import AyahShared

/// The words of `ayah progress` and of a reading's standing, in the reader's
/// language: English as written here (no catalog, no ICU), any other through
/// the catalogs (``HumanLanguage``).
struct ProgressWords {
    /// The language's words; nil for English.
    let language: HumanLanguage?

    init(language: HumanLanguage?) { self.language = language }

    /// The words of the language a command's settings chose.
    init(context: EngineContext) {
        let language = context.settings.language.language
        self.language = language.isEnglish ? nil : HumanLanguage(language)
    }

    /// `3 days behind`.
    func behind(_ count: Int) -> String {
        plural("progress-behind", one: "{count} day behind", other: "{count} days behind", count: count)
    }

    /// `4-day streak`.
    func streak(_ count: Int) -> String {
        plural("progress-streak", one: "{count}-day streak", other: "{count}-day streak", count: count)
    }

    /// `longest 9`.
    func longest(_ count: Int) -> String {
        plural("progress-longest", one: "longest {count}", other: "longest {count}", count: count)
    }

    /// `read in full`.
    var done: String { text("progress-done", "read in full") }

    /// A reading's standing after its line: `3 days behind · 4-day streak`, or `read in full`.
    func standing(_ progress: ReadingProgress) -> [String] {
        var parts: [String] = []
        if progress.done {
            parts.append(done)
        } else if progress.behind > 0 {
            parts.append(behind(progress.behind))
        }
        if let streak = progress.streak, streak > 0 { parts.append(self.streak(streak)) }
        return parts
    }

    /// A date as the language writes it (English: as given, `2026-03-05`).
    func date(_ iso: String) -> String { language?.civilDate(iso) ?? iso }

    /// One plan's standing: `khatm:30:juz · day 10 of 30 · 3 of 30 read · 6 days behind · today: Juz 4–5 …`.
    func line(_ status: PlanStatus) -> String {
        var parts = [status.plan]
        if let day = status.day, let days = status.days {
            parts.append(
                language.map {
                    $0.messages.plural(
                        "day", one: "day {day} of {days}", other: "day {day} of {days}",
                        category: $0.dates.pluralCategory(days),
                        ["day": $0.dates.integer(day), "days": $0.dates.integer(days)])
                } ?? "day \(day) of \(days)")
        }
        let total = status.readUnits + (status.remainingUnits ?? 0)
        if status.remainingUnits != nil {
            parts.append(
                plural(
                    "progress-read", one: "{read} of {total} read", other: "{read} of {total} read", count: total,
                    ["read": number(status.readUnits), "total": number(total)]))
        }
        if status.behind > 0 { parts.append(behind(status.behind)) }
        if status.done {
            parts.append(done)
        } else if let today = status.today {
            let reading =
                language.map { "\($0.words.readingTitle(today)) (\($0.span(today)))" }
                ?? "\(today.title) (\(today.from)–\(today.to))"
            parts.append(text("progress-today", "today: {reading}", ["reading": reading]))
        }
        if status.streak.current > 0 { parts.append(streak(status.streak.current)) }
        if status.streak.longest > 0 { parts.append(longest(status.streak.longest)) }
        if let finish = status.finish, !status.done {
            parts.append(text("progress-finish", "finish {date}", ["date": date(finish.iso)]))
        }
        return parts.joined(separator: " · ")
    }

    func number(_ value: Int) -> String { language?.dates.integer(value) ?? String(value) }

    func text(_ context: String, _ english: String, _ values: [String: String] = [:]) -> String {
        guard let language else { return Self.fill(english, values) }
        return language.messages.text(context, english, values)
    }

    func plural(_ context: String, one: String, other: String, count: Int, _ values: [String: String] = [:]) -> String {
        var values = values
        values["count"] = values["count"] ?? number(count)
        guard let language else { return Self.fill(count == 1 ? one : other, values) }
        return language.messages.plural(
            context, one: one, other: other, category: language.dates.pluralCategory(count), values)
    }

    /// `{name}` placeholders filled (English only; the catalogs fill their own).
    static func fill(_ text: String, _ values: [String: String]) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            out += values[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}

import AyahCorpus
import AyahShared

/// How a reading is written for people: `ayah today`'s line, `ayah timeline`'s, a notification's.
public enum ReadingText {
    /// `Reading · Juz 2 · Al-Baqarah 2:142–252 · day 2 of 30`, with the reader's standing when a journal
    /// has marks for the plan: `· 3 days behind · 4-day streak` (or `· read in full`).
    public static func line(_ reading: Reading) -> String {
        var parts = ["Reading", reading.title, span(reading)]
        if let day = day(reading) { parts.append(day) }
        if let progress = reading.progress {
            if progress.done {
                parts.append("read in full")
            } else if progress.behind > 0 {
                parts.append("\(progress.behind) day\(progress.behind == 1 ? "" : "s") behind")
            }
            if let streak = progress.streak, streak > 0 { parts.append("\(streak)-day streak") }
        }
        return parts.joined(separator: " · ")
    }

    /// `day 2 of 30` for a khatm's reading; nil for a recurring plan's.
    public static func day(_ reading: Reading) -> String? {
        guard let day = reading.day, let days = reading.days else { return nil }
        return "day \(day) of \(days)"
    }

    /// A reading's range as `/v1/read/{range}` and `/read/{range}` take it: `2:142-2:252` (`2:255-2:255` for
    /// one ayah), not yet percent-encoded.
    public static func range(_ reading: Reading) -> String { reading.from + "-" + reading.to }

    /// The path of a reading's page from the site's root, percent-encoded as a path segment:
    /// `read/2:142-2:252` (no leading `/`, so it is relative to wherever the links are resolved).
    public static func pagePath(_ reading: Reading) -> String {
        "read/" + HTMLText.pathSegment(range(reading))
    }

    /// `Al-Baqarah 2:142–252`, `Al-Baqarah 2:253–Ali 'Imran 3:92`.
    public static func span(_ reading: Reading) -> String {
        span(reading, reference: { "\(BundledSurahs.name($0.surah)) \($0)" }, digits: { $0 })
    }

    /// A reading's span in any language: its first ayah by `reference`, then
    /// the last ayah's number alone within one surah, else its reference; the
    /// numbers outside references in `digits`. A span that is no pair of
    /// `S:A` references is written as given (in `digits`).
    static func span(_ reading: Reading, reference: (AyahRef) -> String, digits: (String) -> String) -> String {
        guard let from = AyahRef(description: reading.from), let to = AyahRef(description: reading.to) else {
            return digits(reading.from + "–" + reading.to)
        }
        let first = reference(from)
        if from == to { return first }
        if from.surah == to.surah { return first + "–" + digits(String(to.ayah)) }
        return first + "–" + reference(to)
    }
}

import AyahWords
import AyahShared

/// A desktop notification of a day's ayah (freedesktop Notifications): the
/// reference as the summary, the Arabic and the translation as the body. The
/// body is escaped for servers that read it as markup (`&`, `<`, `>`), which
/// shows the same text on those that do not.
package struct NotificationMessage: Equatable, Sendable {
    package var summary: String
    package var body: String

    /// The message of `day`: in English, or with the reader's `summary` (the
    /// day's reference in their language) and reading lines.
    package init(_ day: AyahDay, summary: String? = nil, readingLine: (Reading) -> String = ReadingText.line) {
        self.summary = summary ?? day.reference
        // Today's readings, one line each, after the ayah (none without plans).
        let readings = (day.readings ?? []).map { "\n" + readingLine($0) }.joined()
        body = HTMLText.escapePango(day.arabicText + "\n" + day.translation + readings)
    }
}

import AyahShared
import AyahWords

/// One reading a plan gives the day, as the page shows it: its title (`Juz 2`), its span
/// (`Al-Baqarah 2:142–252`), a khatm's day (`day 2 of 30`) and the path of its own page
/// (`read/2:142-2:252`), every text in the page's language. Escaped when rendered.
public struct PageReading: Sendable, Equatable {
    /// `Juz 2`, `الجزء ٢`, `Al-Kahf`.
    public var title: String
    /// `Al-Baqarah 2:142–252`.
    public var span: String
    /// `day 2 of 30` for a khatm; nil for a recurring plan.
    public var day: String?
    /// The reading's page from the site's root, percent-encoded (`read/2:142-2:252`).
    public var path: String
    /// The plan's normal form, the reading's last ayah (`2:252`) and its day in the plan's run (nil for a
    /// recurring plan): what the page's "mark as read" keeps in the browser.
    public var plan = "", to = ""
    public var dayIndex: Int?

    public init(title: String, span: String, day: String?, path: String) {
        self.title = title
        self.span = span
        self.day = day
        self.path = path
    }

    /// `reading` in English (nil `words`: as `ayah today` writes it) or in the language of `words`.
    public init(_ reading: Reading, words: ReaderWords? = nil) {
        title = words?.readingTitle(reading) ?? reading.title
        span = words?.span(reading) ?? ReadingText.span(reading)
        day = words.map { $0.readingDay(reading) } ?? ReadingText.day(reading)
        path = ReadingText.pagePath(reading)
        plan = reading.plan
        to = reading.to
        dayIndex = reading.day
    }
}

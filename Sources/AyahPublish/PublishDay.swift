import AyahTime

/// One reading of a reading plan on a day: what to read, from where to where.
public struct PublishReading: Sendable, Equatable {
    /// The plan's name for the reading (`Juz 1`).
    public var title: String
    /// Where it starts (`1:1`).
    public var from: String
    /// Where it ends (`2:141`).
    public var to: String
    /// The path of its page on a server (`read/1:1-2:141`, percent-encoded, no leading `/`): its ends in ASCII
    /// digits whatever the language; "" for none.
    public var path: String

    public init(title: String, from: String, to: String, path: String = "") {
        self.title = title
        self.from = from
        self.to = to
        self.path = path
    }
}

/// One ayah-day as a calendar event or a feed entry shows it.
public struct PublishDay: Sendable, Equatable {
    /// The ayah-day's date.
    public var date: CivilDate
    /// Its first instant (Unix seconds).
    public var start: Int64
    /// The first instant of the next existing ayah-day.
    public var end: Int64
    /// The next existing ayah-day's date (an all-day event's `DTEND`).
    public var endDate: CivilDate
    /// `Al-Baqarah 2:255`.
    public var reference: String
    /// NFC, logical order.
    public var arabicText: String
    /// "" when no translation is shown.
    public var translation: String
    /// The Umm al-Qura date, `YYYY-MM-DD` (AH), when known.
    public var hijriDate: String?
    /// The day's readings, when reading plans are set.
    public var readings: [PublishReading]

    public init(
        date: CivilDate, start: Int64, end: Int64, endDate: CivilDate, reference: String, arabicText: String,
        translation: String, hijriDate: String?, readings: [PublishReading] = []
    ) {
        self.date = date
        self.start = start
        self.end = end
        self.endDate = endDate
        self.reference = reference
        self.arabicText = arabicText
        self.translation = translation
        self.hijriDate = hijriDate
        self.readings = readings
    }
}

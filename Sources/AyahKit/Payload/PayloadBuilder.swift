#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahCorpus
import AyahDayRule
import AyahShared
import AyahText
import AyahSun
import AyahTime

/// Builds the `AyahData` payload for an instant: today's ayah and the coming
/// days, each with its start instant in the zone.
public struct PayloadBuilder: Sendable {
    public let corpus: Corpus
    public let selector: AyahSelector
    public let schedule: DaySchedule
    /// The translation the days carry (the corpus's bundled one unless given).
    public let translation: Translation
    /// The engine settings the payloads are built from (the Hijri dates, their
    /// adjustment, the plans) and report (``AyahEngine/Configuration/report(into:)``).
    public let settings: AyahEngine.Configuration

    /// The Umm al-Qura dates for civil dates (one call per payload), when the platform can compute them.
    public var hijri: @Sendable ([CivilDate]) -> [String?] { settings.hijri }
    /// Days added to the Umm al-Qura dates.
    public var hijriAdjustment: Int { settings.hijriAdjustment }
    /// The reading plans each day's `readings` come from.
    public var plans: ReadingPlans { settings.plans }

    public init(
        corpus: Corpus, selector: AyahSelector, schedule: DaySchedule, translation: Translation? = nil,
        settings: AyahEngine.Configuration = AyahEngine.Configuration()
    ) {
        self.corpus = corpus
        self.selector = selector
        self.schedule = schedule
        self.translation = translation ?? corpus.bundledTranslation
        self.settings = settings
    }

    /// The payload generated at `now`, for the day in effect then, with
    /// `upcoming` days after it.
    public func payload(at now: Date, upcoming: Int) throws(CorpusError) -> AyahData {
        try payload(for: schedule.day(at: now.unixSeconds), generatedAt: now, upcoming: upcoming)
    }

    /// The payload for a given day, generated at `now`.
    public func payload(for today: DayStart, generatedAt now: Date, upcoming: Int) throws(CorpusError) -> AyahData {
        let days = schedule.days(from: today, following: upcoming + 1)
        var count = min(upcoming + 1, days.count - 1)
        // Coming days that end past 9999-12-31 are left out: no reader takes a payload holding them.
        while count > 1, !Self.isSupported(days[count]) { count -= 1 }
        let hijriDates = hijri(days.prefix(count).map { $0.date.adding(days: hijriAdjustment) })
        let hijriDays =
            plans.needsHijri
            ? ReadingPlans.hijriDays(
                days.prefix(count).map(\.date), strings: hijriDates, adjustment: hijriAdjustment, hijri: hijri)
            : []
        let readings =
            plans.isEmpty
            ? nil : plans.readings(on: days.prefix(count).map(\.date), hijri: hijriDays.isEmpty ? nil : hijriDays)
        let solar = schedule.solar
        let maghribRule = solar?.rule(.maghrib)
        var built: [AyahDay] = []
        built.reserveCapacity(count)
        for index in 0..<count {
            var day = try day(days[index], end: days[index + 1].start, hijri: hijriDates[index])
            if let maghrib = maghribRule?.hijriStart(of: days[index].date, in: schedule.zone) {
                day.maghrib = Date(timeIntervalSince1970: Double(maghrib))
                day.maghribISO = schedule.zone.iso8601(maghrib)
            }
            day.readings = readings?[index]
            day.startISO = schedule.zone.iso8601(days[index].start)
            day.endISO = schedule.zone.iso8601(days[index + 1].start)
            built.append(day)
        }
        var payload = AyahData(
            today: built[0], timestamp: now, timeZone: schedule.zone.identifier, upcoming: Array(built.dropFirst()),
            dayStartsAt: schedule.rule.description, translationId: translation.id,
            translationLanguage: translation.language, translationDirection: translation.direction.rawValue,
            attribution: Attribution(
                arabic: Corpus.arabicAttribution, translation: translation.attribution,
                metadata: plans.isEmpty ? nil : ReadingPlans.metadataAttribution))
        payload.location = solar?.point
        payload.method = solar?.methodFields
        settings.report(into: &payload)
        payload.timestampISO = schedule.zone.iso8601(now.unixSeconds)
        payload.nextReloadISO = built[0].endISO
        return payload
    }

    /// Whether a day's date and first instant lie within the years 0001 to 9999 (``PayloadValidation``'s range).
    static func isSupported(_ day: DayStart) -> Bool {
        (1...9999).contains(day.date.year) && PayloadValidation.instantRange.contains(Double(day.start))
    }

    /// One day of the schedule: the day's pick (its occasion from `hijri`).
    public func day(_ day: DayStart, end: Int64, hijri: String?) throws(CorpusError) -> AyahDay {
        let pick = selector.pick(for: day.date, hijri: hijri)
        guard let text = try PassageText(pick.passage, corpus: corpus, translation: translation) else {
            throw .damaged(file: CorpusFile.quranUthmani.rawValue, problem: "passage \(pick.passage) is missing")
        }
        return Self.day(text, occasion: pick.occasion, date: day, end: end, hijri: hijri)
    }

    /// An `AyahDay` for one ayah: Arabic in NFC, short forms cut to the widget limits.
    public static func day(_ ayah: Ayah, date: DayStart, end: Int64, hijri: String?) -> AyahDay {
        day(PassageText(ayah), occasion: nil, date: date, end: end, hijri: hijri)
    }

    /// An `AyahDay` for a passage.
    public static func day(_ text: PassageText, occasion: Occasion?, date: DayStart, end: Int64, hijri: String?)
        -> AyahDay
    {
        var day = AyahDay(
            localDate: date.date.iso,
            start: Date(timeIntervalSince1970: Double(date.start)),
            end: Date(timeIntervalSince1970: Double(end)),
            surah: text.passage.surah,
            ayah: text.passage.ayah,
            reference: text.reference,
            arabicText: "",
            translation: "",
            basmala: text.ayahs.first?.basmala.map(Normalization.nfc),
            arabicTextShort: "",
            translationShort: "",
            deepLink: text.ayahs.first?.deepLink ?? "",
            hijriDate: hijri
        )
        let arabic = text.arabicText
        let translation = text.translation
        day.arabicText = arabic
        day.translation = translation
        day.arabicTextShort = TerminalText.truncate(arabic, columns: AyahData.shortFormLimits.arabic)
        day.translationShort = TerminalText.truncate(translation, columns: AyahData.shortFormLimits.translation)
        day.ayahEnd = text.passage.ayahEnd
        day.ayahs = text.fields
        day.themes = text.passage.themes.list.map(\.rawValue)
        day.occasion = occasion?.rawValue
        day.context = text.contextFields
        return day
    }
}

/// The payload's JSON form: one object, sorted keys, UTF-8, ending in a newline.
/// `ayah today --json` prints exactly what `ayah tick` writes.
public enum PayloadCoding {
    public static func encode(_ payload: AyahData) throws -> [UInt8] {
        try JSONOutput.encode(payload)
    }

    /// The payload in `bytes`: read by ``PayloadReader`` when they are in the
    /// plain form `encode` writes, else by `JSONDecoder` (the same value, or
    /// its error).
    public static func decode(_ bytes: [UInt8]) throws -> AyahData {
        if let payload = PayloadReader.read(bytes) { return payload }
        return try decodeWithJSONDecoder(bytes)
    }

    /// The payload in `bytes` as `JSONDecoder` reads it: what ``PayloadReader``
    /// is held to.
    public static func decodeWithJSONDecoder(_ bytes: [UInt8]) throws -> AyahData {
        try JSONDecoder().decode(AyahData.self, from: Data(bytes))
    }
}

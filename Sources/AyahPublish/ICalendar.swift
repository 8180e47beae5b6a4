import AyahTime

/// A publication as an iCalendar object (RFC 5545, with RFC 7986's `NAME`
/// and `REFRESH-INTERVAL`): one `VEVENT` per ayah-day, all-day with the
/// midnight rule, else timed from the day's start to the next day's start in
/// the zone's local time, with a `VTIMEZONE` generated from the zone's own rules.
public enum ICalendar {
    /// The media type of the bytes ``render(_:alarmMinutes:)`` returns.
    public static let contentType = "text/calendar; charset=utf-8"
    /// The alarm offsets `--alarm` and `alarm` take, in minutes after the start.
    public static let alarmRange = 0...1440

    /// The calendar's bytes: UTF-8, CRLF line ends, folded at 75 octets.
    /// - Parameter alarmMinutes: when given, each event has a display alarm
    ///   that many minutes after its start.
    public static func render(_ publication: Publication, alarmMinutes: Int? = nil) -> [UInt8] {
        var lines = ContentLines(capacity: 2_048 * max(publication.days.count, 1))
        let zone = publication.zone
        lines.add("BEGIN", "VCALENDAR")
        lines.add("VERSION", "2.0")
        lines.add("PRODID", "-//DailyAyah//Daily Ayah//EN")
        lines.add("CALSCALE", "GREGORIAN")
        lines.add("METHOD", "PUBLISH")
        // Another language is named on the texts written in it (RFC 5545 LANGUAGE, RFC 7986 NAME); English, as
        // always, names none. X-WR-CALNAME (Apple's, read by most clients) takes no parameter: its text says it.
        let language = publication.words.map { ";LANGUAGE=" + ContentLines.parameter($0.language.code) } ?? ""
        lines.text("NAME" + language, publication.title)
        lines.text("X-WR-CALNAME", publication.title)
        lines.text("X-WR-TIMEZONE", zone.identifier)
        lines.add("REFRESH-INTERVAL;VALUE=DURATION", "P1D")
        lines.add("X-PUBLISHED-TTL", "P1D")
        if !publication.allDay, let first = publication.days.first, let last = publication.days.last {
            timeZone(zone, from: first.start, through: last.end, into: &lines)
        }
        let stamp = ICalendarTime.utc(publication.days.first?.start ?? 0)
        for day in publication.days {
            lines.add("BEGIN", "VEVENT")
            lines.add("UID", "\(day.date.iso)-\(publication.digest)@dailyayah.invalid")
            lines.add("DTSTAMP", stamp)
            if publication.allDay {
                lines.add("DTSTART;VALUE=DATE", ICalendarTime.date(day.date))
                lines.add("DTEND;VALUE=DATE", ICalendarTime.date(day.endDate))
            } else {
                instant("DTSTART", day.start, zone: zone, into: &lines)
                instant("DTEND", day.end, zone: zone, into: &lines)
            }
            lines.text("SUMMARY" + language, PublicationText.summary(day))
            lines.text(
                "DESCRIPTION",
                PublicationText.description(
                    day, attribution: publication.attribution, words: publication.words,
                    link: publication.absoluteReadingLink))
            if let url = publication.eventURL(day.date) { lines.add("URL", url) }
            lines.add("TRANSP", "TRANSPARENT")
            if let alarmMinutes {
                lines.add("BEGIN", "VALARM")
                lines.add("ACTION", "DISPLAY")
                lines.add("TRIGGER;RELATED=START", "PT\(max(alarmMinutes, 0))M")
                lines.text("DESCRIPTION" + language, PublicationText.summary(day))
                lines.add("END", "VALARM")
            }
            lines.add("END", "VEVENT")
        }
        lines.add("END", "VCALENDAR")
        return lines.bytes
    }

    /// `NAME;TZID=zone:local`, or `NAME:…Z` when the local reading is repeated
    /// (a client could resolve it to the other instant).
    private static func instant(_ name: String, _ t: Int64, zone: ZoneRules, into lines: inout ContentLines) {
        if zone.isAmbiguousReading(at: t) {
            lines.add(name, ICalendarTime.utc(t))
        } else {
            lines.add(
                "\(name);TZID=\(ContentLines.parameter(zone.identifier))",
                ICalendarTime.local(t, offset: zone.offset(at: t)))
        }
    }

    /// A `VTIMEZONE` with one observance per period of the zone in [`from`,
    /// `through`]: each begins at its transition, written in the offset before it.
    private static func timeZone(_ zone: ZoneRules, from: Int64, through: Int64, into lines: inout ContentLines) {
        lines.add("BEGIN", "VTIMEZONE")
        lines.text("TZID", ContentLines.parameter(zone.identifier, quoted: false))
        for period in zone.periods(from: from, through: through) {
            let kind = period.isDaylight ? "DAYLIGHT" : "STANDARD"
            lines.add("BEGIN", kind)
            if let start = period.start {
                lines.add("DTSTART", ICalendarTime.local(start, offset: period.offsetBefore))
            } else {
                lines.add("DTSTART", "16010101T000000")
            }
            lines.add("TZOFFSETFROM", ICalendarTime.offset(period.offsetBefore))
            lines.add("TZOFFSETTO", ICalendarTime.offset(period.offset))
            if !period.abbreviation.isEmpty { lines.text("TZNAME", period.abbreviation) }
            lines.add("END", kind)
        }
        lines.add("END", "VTIMEZONE")
    }
}

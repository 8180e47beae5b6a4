#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahCorpus
import AyahDayRule
import AyahShared
import AyahSun
import AyahTime

/// Whether a decoded payload (`AyahData.json`, written by anyone who can write
/// the container) holds what `ayah tick` could have written: every field in a
/// sensible range. A reader treats a payload that fails as missing.
///
/// The rules: `schemaVersion` 1...``maximumSchemaVersion``; every instant
/// within the years 0001 to 9999; each day's `localDate` a real `YYYY-MM-DD`,
/// `start < end`, at most ``maximumDayLength`` seconds long, `surah` 1...114 and
/// `ayah` within that surah's standard count; the days in order (each starts no
/// earlier than the previous one ends, with a later date); `hijriDate`, when
/// present, `YYYY-MM-DD` with a month 1...12 and a day 1...30; at most
/// ``maximumUpcoming`` upcoming days; `dayStartsAt` `HH:MM`, `fajr` or
/// `maghrib`; `translationDirection` `ltr` or `rtl`; `timeZone` a zone-like
/// name; every string within a length bound and free of C0 and C1 control
/// characters. Fields it does not know are ignored (the decoder skips them).
public enum PayloadValidation {
    /// The newest schema a reader accepts (today's is 1).
    public static let maximumSchemaVersion = 99
    /// The most upcoming days a payload may carry.
    public static let maximumUpcoming = 366
    /// The longest day, in seconds: 24 hours plus the largest jumps a zone has made, with room.
    public static let maximumDayLength: Double = 3 * 86_400
    /// The longest text field (an ayah and its translation), in UTF-8 bytes.
    public static let maximumTextBytes = 64 << 10
    /// The longest short or identifying field (reference, short forms, ids), in UTF-8 bytes.
    public static let maximumShortBytes = 1 << 10
    /// Unix seconds of 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z.
    public static let instantRange: ClosedRange<Double> = -62_135_596_800...253_402_300_799

    /// Why a payload fails, naming the field: "upcoming[3].surah is 0, not 1...114".
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public let field: String
        public let reason: String
        public var description: String { "\(field) \(reason)" }
    }

    /// Nil when `payload` passes every rule, else the first field that fails.
    public static func problem(in payload: AyahData) -> Problem? {
        do throws(Problem) {
            try check(payload)
            return nil
        } catch {
            return error
        }
    }

    /// Throws the first field of `payload` that fails a rule.
    public static func check(_ payload: AyahData) throws(Problem) {
        guard (1...maximumSchemaVersion).contains(payload.schemaVersion) else {
            throw Problem(
                field: "schemaVersion", reason: "is \(payload.schemaVersion), not 1...\(maximumSchemaVersion)")
        }
        try instant(payload.timestamp, "timestamp")
        try instant(payload.nextReload, "nextReload")
        try iso(payload.timestampISO, of: payload.timestamp, "timestampISO")
        try iso(payload.nextReloadISO, of: payload.nextReload, "nextReloadISO")
        try text(payload.timeZone, "timeZone", limit: 255)
        guard payload.timeZone.utf8.allSatisfy(isZoneNameByte), !payload.timeZone.isEmpty else {
            throw Problem(field: "timeZone", reason: "is not a time zone name")
        }
        try dayStart(payload.dayStartsAt)
        try solar(payload)
        try text(payload.translationId, "translationId", limit: 255)
        try text(payload.translationLanguage, "translationLanguage", limit: 255)
        guard payload.translationDirection == "ltr" || payload.translationDirection == "rtl" else {
            throw Problem(field: "translationDirection", reason: "is not ltr or rtl")
        }
        try text(payload.attribution.arabic, "attribution.arabic", limit: maximumShortBytes * 4)
        try text(payload.attribution.translation, "attribution.translation", limit: maximumShortBytes * 4)
        guard payload.upcoming.count <= maximumUpcoming else {
            throw Problem(field: "upcoming", reason: "has \(payload.upcoming.count) days, over \(maximumUpcoming)")
        }
        try day(payload.today, upcoming: nil)
        var previous = payload.today
        for (index, next) in payload.upcoming.enumerated() {
            try day(next, upcoming: index)
            guard next.start >= previous.end, next.localDate > previous.localDate else {
                throw Problem(field: "upcoming[\(index)].start", reason: "is before the end of the day it follows")
            }
            previous = next
        }
    }

    /// A day's rules; `upcoming` is its index there, nil for today. Field
    /// names are made only for a problem: a status bar's call checks eight days.
    private static func day(_ day: AyahDay, upcoming: Int?) throws(Problem) {
        func prefix(_ name: String) -> String { upcoming.map { "upcoming[\($0)]." + name } ?? name }
        guard CivilDate(iso: day.localDate) != nil else {
            throw Problem(field: prefix("localDate"), reason: "is not a date YYYY-MM-DD")
        }
        try instant(day.start, prefix("start"))
        try instant(day.end, prefix("end"))
        if let maghribISO = day.maghribISO {
            guard let maghrib = day.maghrib else {
                throw Problem(field: prefix("maghribISO"), reason: "is given without maghrib")
            }
            try iso(maghribISO, of: maghrib, prefix("maghribISO"))
        }
        let length = day.end.timeIntervalSince(day.start)
        guard length > 0, length <= maximumDayLength else {
            throw Problem(field: prefix("end"), reason: "is not after start by at most \(Int(maximumDayLength)) s")
        }
        try iso(day.startISO, of: day.start, prefix("startISO"))
        try iso(day.endISO, of: day.end, prefix("endISO"))
        guard (1...StandardCounts.ayahsPerSurah.count).contains(day.surah) else {
            throw Problem(field: prefix("surah"), reason: "is \(day.surah), not 1...114")
        }
        let count = StandardCounts.ayahsPerSurah[day.surah - 1]
        guard (1...count).contains(day.ayah) else {
            throw Problem(field: prefix("ayah"), reason: "is \(day.ayah), not 1...\(count) of surah \(day.surah)")
        }
        try text(day.reference, prefix("reference"), limit: maximumShortBytes)
        try text(day.arabicText, prefix("arabicText"), limit: maximumTextBytes)
        try text(day.translation, prefix("translation"), limit: maximumTextBytes)
        try text(day.basmala ?? "", prefix("basmala"), limit: maximumShortBytes)
        try text(day.arabicTextShort, prefix("arabicTextShort"), limit: maximumShortBytes)
        try text(day.translationShort, prefix("translationShort"), limit: maximumShortBytes)
        try text(day.deepLink, prefix("deepLink"), limit: maximumShortBytes)
        if let hijri = day.hijriDate {
            try text(hijri, prefix("hijriDate"), limit: 32)
            guard isHijriDate(hijri) else {
                throw Problem(field: prefix("hijriDate"), reason: "is not a Hijri date YYYY-MM-DD")
            }
        }
        if let readings = day.readings {
            // At most one per plan a command line could carry; each field short, clean text.
            guard readings.count <= maximumReadings else {
                throw Problem(
                    field: prefix("readings"), reason: "has \(readings.count) entries, over \(maximumReadings)")
            }
            for (index, reading) in readings.enumerated() {
                for (name, value) in [
                    ("plan", reading.plan), ("title", reading.title), ("from", reading.from), ("to", reading.to),
                    ("unit", reading.unit),
                ] {
                    try text(value, prefix("readings[\(index)].\(name)"), limit: maximumShortBytes)
                }
            }
        }
        if let maghrib = day.maghrib {
            try instant(maghrib, prefix("maghrib"))
            guard maghrib.timeIntervalSince(day.start) <= maximumDayLength,
                day.start.timeIntervalSince(maghrib) <= maximumDayLength
            else {
                throw Problem(field: prefix("maghrib"), reason: "is not within a day of start")
            }
        }
    }

    /// `location`, `method` and `hijriAdjustment`, when present: coordinates
    /// in range, angles in (0, 30], a known high-latitude rule, -2...2 days.
    private static func solar(_ payload: AyahData) throws(Problem) {
        if let location = payload.location {
            guard location.latitude.isFinite, (-90...90).contains(location.latitude) else {
                throw Problem(field: "location.latitude", reason: "is not -90...90")
            }
            guard location.longitude.isFinite, (-180...180).contains(location.longitude) else {
                throw Problem(field: "location.longitude", reason: "is not -180...180")
            }
        }
        if let method = payload.method {
            try text(method.name, "method.name", limit: 64)
            for (angle, field) in [
                (method.fajrAngle, "method.fajrAngle"), (method.maghribAngle, "method.maghribAngle"),
            ]
            where !(angle.isFinite && angle > 0 && angle <= 30) {
                throw Problem(field: field, reason: "is not in (0, 30]")
            }
            guard HighLatitudeRule(rawValue: method.highLatitude) != nil else {
                throw Problem(field: "method.highLatitude", reason: "is not a high-latitude rule")
            }
            if let chosenBy = method.chosenBy { try text(chosenBy, "method.chosenBy", limit: 64) }
        }
        if let adjustment = payload.hijriAdjustment, !(-2...2).contains(adjustment) {
            throw Problem(field: "hijriAdjustment", reason: "is \(adjustment), not -2...2")
        }
    }

    /// `YYYY-MM-DD` with month 1...12 and day 1...30 (Hijri months have 29 or 30 days).
    private static func isHijriDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
        var values: [Int] = []
        for range in [0..<4, 5..<7, 8..<10] {
            var value = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return false }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            values.append(value)
        }
        return values[0] >= 1 && (1...12).contains(values[1]) && (1...30).contains(values[2])
    }

    private static func instant(_ date: Date, _ field: @autoclosure () -> String) throws(Problem) {
        guard instantRange.contains(date.timeIntervalSince1970) else {
            throw Problem(field: field(), reason: "is outside the years 0001 to 9999")
        }
    }

    /// An RFC 3339 twin of a date field, when present: at most 40 bytes, and
    /// the same whole second as the number.
    private static func iso(_ text: String?, of date: Date, _ field: @autoclosure () -> String) throws(Problem) {
        guard let text else { return }
        guard text.utf8.count <= 40, let parsed = try? InstantParser.parse(text),
            text.utf8.first != UInt8(ascii: "@")
        else {
            throw Problem(field: field(), reason: "is not an RFC 3339 date-time with an offset")
        }
        guard parsed.unixSeconds == date.unixSeconds else {
            throw Problem(field: field(), reason: "is not the same instant as the number it stands beside")
        }
    }

    private static func dayStart(_ value: String) throws(Problem) {
        if value == "fajr" || value == "maghrib" { return }
        guard (try? WallTime.parse(value)) != nil else {
            throw Problem(field: "dayStartsAt", reason: "is not HH:MM, fajr or maghrib")
        }
    }

    /// The most readings one day may carry.
    static let maximumReadings = ReadingPlans.maximumCount

    private static func text(_ value: String, _ field: @autoclosure () -> String, limit: Int) throws(Problem) {
        guard value.utf8.count <= limit else {
            throw Problem(field: field(), reason: "is \(value.utf8.count) bytes, over \(limit)")
        }
        // The bytes first (a status bar's call checks some 60 strings): in UTF-8 a C0 control or DEL
        // is one byte, a C1 control is C2 followed by 80...9F, and C2 is never a continuation byte.
        let suspect = value.utf8.withContiguousStorageIfAvailable(hasControlBytes) ?? true
        guard suspect else { return }
        if let control = value.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            throw Problem(
                field: field(),
                reason: "has the control character U+\(String(control.value, radix: 16, uppercase: true))"
            )
        }
    }

    /// Whether `bytes` hold a C0 control, DEL or a C1 control (C2 80...9F), eight
    /// bytes at a time where none of 00...1F, 7F and C2 is among them.
    static func hasControlBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        var previous: UInt8 = 0
        while index < bytes.count {
            if previous != 0xC2, index + 8 <= bytes.count, let word = ByteWords.word(bytes, at: index),
                !ByteWords.hasByte(word, below: 0x20), !ByteWords.hasByte(word, equalTo: 0x7F),
                !ByteWords.hasByte(word, equalTo: 0xC2)
            {
                index += 8
                previous = 0
                continue
            }
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte <= 0x9F) { return true }
            previous = byte
            index += 1
        }
        return false
    }

    /// ASCII letters, digits and `/ _ + -` (IANA names: `America/Argentina/Buenos_Aires`, `Etc/GMT+5`).
    private static func isZoneNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "_"), UInt8(ascii: "+"),
            UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }
}

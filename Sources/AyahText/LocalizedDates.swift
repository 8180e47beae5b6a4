import CICUShim

/// Dates, numbers and plural categories written in one language by the
/// system ICU (CLDR): the long civil date with its weekday (Gregorian, for
/// Persian too), the Umm al-Qura date with the language's Islamic month
/// names, whole numbers in the language's default digits. Every call opens
/// ICU on first use: callers keep English off this path.
public struct LocalizedDates: Sendable, Hashable {
    /// The ICU locale id (a BCP 47 tag's language and region: `ar`, `ur_PK`).
    public let locale: String

    /// The formatter of `tag`'s language; a tag holding anything but ASCII
    /// letters, digits, `-` and `_` is read as English.
    public init(tag: String) {
        let safe = !tag.isEmpty && tag.utf8.count <= 32 && tag.utf8.allSatisfy { Self.isLocaleByte($0) }
        locale = safe ? String(tag.map { $0 == "-" ? "_" : $0 }) : "en"
    }

    /// The calendar a date is written in.
    public enum Calendar: Int32, Sendable {
        case gregorian = 0
        /// Umm al-Qura (ICU's `islamic-umalqura`).
        case ummAlQura = 1
    }

    /// `Saturday, 21 November 2026` in the language (the civil date, days since 1970-01-01).
    public func civilDate(daysSinceEpoch day: Int64) -> String? {
        text { ayah_format_date(locale, Calendar.gregorian.rawValue, Int32(AYAH_DATE_FULL), day, $0, $1) }
    }

    /// The Umm al-Qura date of the civil date `day` after `adjustment` days
    /// (a local sighting's), with the language's month names and digits.
    public func hijriDate(daysSinceEpoch day: Int64, adjustment: Int = 0) -> String? {
        text {
            ayah_format_date(
                locale, Calendar.ummAlQura.rawValue, Int32(AYAH_DATE_LONG), day + Int64(adjustment), $0, $1)
        }
    }

    /// The Umm al-Qura date `year`-`month`-`day` as given (a payload's
    /// `hijriDate`, adjustment included), with the language's month names and digits.
    public func hijriDate(year: Int, month: Int, day: Int) -> String? {
        guard (1...9999).contains(year), (1...12).contains(month), (1...30).contains(day) else { return nil }
        return text {
            ayah_format_hijri(locale, Int32(year), Int32(month), Int32(day), Int32(AYAH_DATE_LONG), $0, $1)
        }
    }

    /// `YYYY-MM-DD` (a payload's `localDate`) as ``civilDate(daysSinceEpoch:)`` writes it; nil when it is no date.
    public func civilDate(iso: String) -> String? {
        guard let (y, m, d) = Self.ymd(iso) else { return nil }
        return civilDate(daysSinceEpoch: Self.days(y, m, d))
    }

    /// `YYYY-MM-DD` as the language's long civil date without its weekday
    /// (`٢١ نوفمبر ٢٠٢٦`: a card's date line); nil when it is no date.
    public func longCivilDate(iso: String) -> String? {
        guard let (y, m, d) = Self.ymd(iso) else { return nil }
        let day = Self.days(y, m, d)
        return text { ayah_format_date(locale, Calendar.gregorian.rawValue, Int32(AYAH_DATE_LONG), day, $0, $1) }
    }

    /// `YYYY-MM-DD` (a payload's `hijriDate`) as ``hijriDate(year:month:day:)`` writes it; nil when it is no date.
    public func hijriDate(iso: String) -> String? {
        guard let (y, m, d) = Self.ymd(iso) else { return nil }
        return hijriDate(year: y, month: m, day: d)
    }

    static func ymd(_ iso: String) -> (Int, Int, Int)? {
        let parts = iso.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]), (1...12).contains(m),
            (1...31).contains(d)
        else { return nil }
        return (y, m, d)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (days_from_civil).
    static func days(_ year: Int, _ month: Int, _ day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * Int64(month + (month > 2 ? -3 : 9)) + 2) / 5 + Int64(day) - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The twelve wide month names of `calendar`.
    public func monthNames(_ calendar: Calendar) -> [String] {
        lines { ayah_date_symbols(locale, calendar.rawValue, 0, $0, $1) }
    }

    /// The seven wide weekday names, Sunday first.
    public func weekdayNames() -> [String] {
        lines { ayah_date_symbols(locale, Calendar.gregorian.rawValue, 1, $0, $1) }
    }

    /// `value` in the language's default numbering system, without grouping
    /// (`٢٥٥` in Arabic, `۲۵۵` in Persian, `২৫৫` in Bangla, `255` in Urdu).
    public func integer(_ value: Int) -> String {
        text { ayah_format_integer(locale, Int64(value), $0, $1) } ?? String(value)
    }

    /// The CLDR plural category of `value` (`zero`, `one`, `two`, `few`, `many` or `other`).
    public func pluralCategory(_ value: Int) -> String {
        text { ayah_plural_category(locale, Int64(value), $0, $1) } ?? "other"
    }

    /// Every digit 0-9 and ASCII letter of `text` written in the language's
    /// digits (`2:255` → `٢:٢٥٥`): for references on human surfaces.
    public func digits(in text: String) -> String {
        let table = (0...9).map { integer($0) }
        var out = ""
        for character in text {
            if let ascii = character.asciiValue, ascii >= 0x30, ascii <= 0x39 {
                out += table[Int(ascii - 0x30)]
            } else {
                out.append(character)
            }
        }
        return out
    }

    private static let capacity = 1024

    private func text(_ call: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Self.capacity)
        let written = buffer.withUnsafeMutableBufferPointer { pointer -> Int32 in
            guard let base = pointer.baseAddress else { return -1 }
            return call(base, Int32(pointer.count))
        }
        guard written >= 0, Int(written) <= Self.capacity else { return nil }
        return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private func lines(_ call: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> [String] {
        guard let joined = text(call) else { return [] }
        return joined.split(separator: "\n").map(String.init)
    }

    private static func isLocaleByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}

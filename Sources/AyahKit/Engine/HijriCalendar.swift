import AyahText
import AyahTime

/// Hijri dates from the system ICU's Umm al-Qura calendar (through AyahText).
public enum HijriCalendar {
    /// The Umm al-Qura date (`YYYY-MM-DD`, AH) of a civil date, or nil when ICU
    /// cannot say (outside its table it falls back to the arithmetic calendar).
    @Sendable public static func ummAlQura(_ date: CivilDate) -> String? {
        ummAlQura([date])[0]
    }

    /// Umm al-Qura dates of several civil dates, with one ICU calendar.
    @Sendable public static func ummAlQura(_ dates: [CivilDate]) -> [String?] {
        UmmAlQura.dates(daysSinceEpoch: dates.map { Int64($0.daysSinceEpoch) }).map { $0.map(text) }
    }

    /// `YYYY-MM-DD` (the year unpadded, month and day two digits), written
    /// byte by byte: a timeline with a Ramadan plan writes one per day.
    static func text(_ date: UmmAlQura.HijriDate) -> String {
        guard date.year >= 0, date.year < 1_000_000_000, (0...99).contains(date.month), (0...99).contains(date.day)
        else { return "\(date.year)-" + twoDigits(date.month) + "-" + twoDigits(date.day) }
        var yearDigits = 1
        var power = 10
        while power <= date.year {
            yearDigits += 1
            power *= 10
        }
        return String(unsafeUninitializedCapacity: yearDigits + 6) { buffer in
            var year = date.year
            for index in stride(from: yearDigits - 1, through: 0, by: -1) {
                buffer[index] = UInt8(ascii: "0") + UInt8(year % 10)
                year /= 10
            }
            let zero = UInt8(ascii: "0")
            buffer[yearDigits] = UInt8(ascii: "-")
            buffer[yearDigits + 1] = zero + UInt8(date.month / 10)
            buffer[yearDigits + 2] = zero + UInt8(date.month % 10)
            buffer[yearDigits + 3] = UInt8(ascii: "-")
            buffer[yearDigits + 4] = zero + UInt8(date.day / 10)
            buffer[yearDigits + 5] = zero + UInt8(date.day % 10)
            return yearDigits + 6
        }
    }

    private static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}

/// Dates in English words, as every English surface writes them (the card,
/// the page and its script, `ayah today`'s Hijri line): `21 November 2026`,
/// `30 Jumada al-Ula 1448 AH`. The one month table of each calendar; other
/// languages take ICU's forms (``ReaderWords``).
public enum EnglishDates {
    /// The Gregorian months, January first.
    public static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    /// The Hijri months, Muharram first.
    public static let hijriMonths = [
        "Muharram", "Safar", "Rabi al-Awwal", "Rabi al-Thani", "Jumada al-Ula", "Jumada al-Akhirah", "Rajab",
        "Shaban", "Ramadan", "Shawwal", "Dhu al-Qadah", "Dhu al-Hijjah",
    ]

    /// `2026-11-21` as `21 November 2026` (the text itself when it is not such a date).
    public static func civil(_ iso: String) -> String { words(iso, months, suffix: "") }

    /// `1448-05-30` as `30 Jumada al-Ula 1448 AH` (the text itself when it is not such a date).
    public static func hijri(_ iso: String) -> String { words(iso, hijriMonths, suffix: " AH") }

    /// `YYYY-MM-DD` (four, two and two digits, as the page's script reads
    /// them too) with the month named; anything else as it is.
    private static func words(_ iso: String, _ names: [String], suffix: String) -> String {
        let parts = iso.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month)
        else { return iso }
        return "\(day) \(names[month - 1]) \(year)\(suffix)"
    }
}

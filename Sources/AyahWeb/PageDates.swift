/// Dates in words for a page: `21 November 2026`, `30 Jumada al-Ula 1448 AH`
/// (the script shows the same forms).
public enum PageDates {
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    static let hijriMonths = [
        "Muharram", "Safar", "Rabi al-Awwal", "Rabi al-Thani", "Jumada al-Ula", "Jumada al-Akhirah", "Rajab",
        "Shaban", "Ramadan", "Shawwal", "Dhu al-Qadah", "Dhu al-Hijjah",
    ]

    /// `2026-11-21` as `21 November 2026` (the text itself when it is not such a date).
    public static func civil(_ iso: String) -> String { words(iso, months, suffix: "") }

    /// `1448-05-30` as `30 Jumada al-Ula 1448 AH`.
    public static func hijri(_ iso: String) -> String { words(iso, hijriMonths, suffix: " AH") }

    private static func words(_ iso: String, _ names: [String], suffix: String) -> String {
        let parts = iso.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month)
        else { return iso }
        return "\(day) \(names[month - 1]) \(year)\(suffix)"
    }
}

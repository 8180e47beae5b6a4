/// The dates a card shows, spelled out: `21 November 2026` and
/// `10 Jumada al-Ula 1448 AH`.
enum CardDateText {
    static let gregorianMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    static let hijriMonths = [
        "Muharram", "Safar", "Rabi al-Awwal", "Rabi al-Thani", "Jumada al-Ula", "Jumada al-Akhirah", "Rajab",
        "Shaban", "Ramadan", "Shawwal", "Dhu al-Qadah", "Dhu al-Hijjah",
    ]

    /// `YYYY-MM-DD` with `months` named, or the text as given when it is not such a date.
    static func spelled(_ iso: String, months: [String], suffix: String = "") -> String {
        let parts = iso.split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month)
        else { return iso }
        return "\(day) \(months[month - 1]) \(year)\(suffix)"
    }

    /// The line of dates: the local date, then the Hijri date when known.
    static func line(localDate: String, hijriDate: String?) -> String {
        let local = spelled(localDate, months: gregorianMonths)
        guard let hijriDate else { return local }
        return local + " · " + spelled(hijriDate, months: hijriMonths, suffix: " AH")
    }
}

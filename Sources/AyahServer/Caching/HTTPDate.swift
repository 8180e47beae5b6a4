import AyahTime

/// HTTP dates in the one form RFC 9110 lets servers send (IMF-fixdate):
/// `Sun, 08 Mar 2026 05:00:00 GMT`.
enum HTTPDate {
    private static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]  // 1970-01-01 was a Thursday
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The IMF-fixdate of a Unix time (years outside 0001-9999 are clamped to them).
    static func format(_ unixSeconds: Int64) -> String {
        let lowest: Int64 = -62_135_596_800  // 0001-01-01T00:00:00Z
        let highest: Int64 = 253_402_300_799  // 9999-12-31T23:59:59Z
        let seconds = min(max(unixSeconds, lowest), highest)
        let days = Int(seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
        let secondOfDay = Int(seconds - Int64(days) * 86_400)
        let date = CivilDate(daysSinceEpoch: days)
        let weekday = weekdays[((days % 7) + 7) % 7]
        return "\(weekday), \(pad(date.day, 2)) \(months[date.month - 1]) \(pad(date.year, 4)) "
            + "\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2)) GMT"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.utf8.count >= width ? digits : String(repeating: "0", count: width - digits.utf8.count) + digits
    }
}

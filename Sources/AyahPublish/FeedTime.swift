import AyahTime

/// The date forms of the feeds.
enum FeedTime {
    /// RFC 3339 with the zone's offset at the instant (`2026-11-27T00:00:00+05:00`),
    /// or in UTC (`Z`) when that offset has seconds, which RFC 3339 cannot write.
    static func rfc3339(_ t: Int64, zone: ZoneRules) -> String {
        let offset = zone.offset(at: t)
        guard offset % 60 == 0 else { return ZoneRules.utc.iso8601(t).replacingSuffix("+00:00", with: "Z") }
        return zone.iso8601(t)
    }

    /// RFC 822 as RSS 2.0 takes it (four-digit year): `Fri, 27 Nov 2026 00:00:00 +0500`.
    static func rfc822(_ t: Int64, zone: ZoneRules) -> String {
        var offset = zone.offset(at: t)
        if offset % 60 != 0 { offset = 0 }
        let reading = t + Int64(offset)
        let days = reading >= 0 ? reading / 86_400 : (reading - 86_399) / 86_400
        let seconds = Int(reading - days * 86_400)
        let date = CivilDate(daysSinceEpoch: Int(days))
        let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let weekday = weekdays[Int(((days % 7) + 7) % 7)]
        let sign = offset < 0 ? "-" : "+"
        let magnitude = abs(offset) / 60
        // RFC 822 as RFC 2822 reads it: a year of four digits (0001, not 1).
        let year = String(repeating: "0", count: max(0, 4 - String(date.year).count)) + String(date.year)
        return "\(weekday), \(two(date.day)) \(months[date.month - 1]) \(year) "
            + "\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60)) "
            + "\(sign)\(two(magnitude / 60))\(two(magnitude % 60))"
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

extension String {
    fileprivate func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}

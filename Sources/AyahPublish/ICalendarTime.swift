import AyahTime

/// The date and time forms of RFC 5545 (3.3.4, 3.3.5, 3.3.14).
enum ICalendarTime {
    /// `YYYYMMDD`.
    static func date(_ date: CivilDate) -> String {
        var bytes: [UInt8] = []
        appendDate(date, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `YYYYMMDDTHHMMSSZ`: the instant in UTC.
    static func utc(_ unixSeconds: Int64) -> String { local(unixSeconds, offset: 0) + "Z" }

    /// `YYYYMMDDTHHMMSS`: the reading of the instant at `offset` seconds east of UTC.
    static func local(_ unixSeconds: Int64, offset: Int) -> String {
        let reading = unixSeconds + Int64(offset)
        let days = reading >= 0 ? reading / 86_400 : (reading - 86_399) / 86_400
        let seconds = Int(reading - days * 86_400)
        var bytes: [UInt8] = []
        appendDate(CivilDate(daysSinceEpoch: Int(days)), to: &bytes)
        bytes.append(UInt8(ascii: "T"))
        append2(seconds / 3600, to: &bytes)
        append2(seconds / 60 % 60, to: &bytes)
        append2(seconds % 60, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `+HHMM` or `+HHMMSS` (UTC-OFFSET; never `-0000`).
    static func offset(_ seconds: Int) -> String {
        var bytes: [UInt8] = [seconds < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")]
        let magnitude = abs(seconds)
        append2(magnitude / 3600, to: &bytes)
        append2(magnitude / 60 % 60, to: &bytes)
        if magnitude % 60 != 0 { append2(magnitude % 60, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendDate(_ date: CivilDate, to bytes: inout [UInt8]) {
        let year = min(max(date.year, 0), 9999)
        append2(year / 100, to: &bytes)
        append2(year % 100, to: &bytes)
        append2(date.month, to: &bytes)
        append2(date.day, to: &bytes)
    }

    private static func append2(_ value: Int, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "0") + UInt8(value / 10 % 10))
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}

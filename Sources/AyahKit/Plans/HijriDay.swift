/// The Hijri date of an ayah-day as the payload gives it (Umm al-Qura with
/// the Hijri adjustment), with the length of its month: what a Ramadan plan reads.
public struct HijriDay: Hashable, Sendable {
    public let year: Int
    public let month: Int
    public let day: Int
    /// 29 or 30.
    public let monthLength: Int

    // Made by the engine's calendar only: its memberwise initializer is the synthesized internal one.

    /// `YYYY-MM-DD` as ``HijriCalendar`` writes it (a year of 1 to 9 digits); nil for anything else.
    /// Read byte by byte into locals (no array per call): a timeline reads one per day.
    static func parts(_ text: String) -> (year: Int, month: Int, day: Int)? {
        var fields = (year: 0, month: 0, day: 0)
        var field = 0  // 0 year, 1 month, 2 day
        var value = 0  // the current field's value so far
        var digits = 0  // and its digits
        for byte in text.utf8 {
            if byte == UInt8(ascii: "-") {
                guard field < 2, digits > 0 else { return nil }
                if field == 0 { fields.year = value } else { fields.month = value }
                (field, value, digits) = (field + 1, 0, 0)
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                guard digits < 9 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            } else {
                return nil
            }
        }
        guard field == 2, digits > 0 else { return nil }
        fields.day = value
        return fields
    }
}

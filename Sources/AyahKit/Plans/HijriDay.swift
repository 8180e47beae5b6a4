/// The Hijri date of an ayah-day as the payload gives it (Umm al-Qura with
/// the Hijri adjustment), with the length of its month: what a Ramadan plan reads.
public struct HijriDay: Hashable, Sendable {
    public let year: Int
    public let month: Int
    public let day: Int
    /// 29 or 30.
    public let monthLength: Int

    public init(year: Int, month: Int, day: Int, monthLength: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.monthLength = monthLength
    }

    /// `YYYY-MM-DD` as ``HijriCalendar`` writes it (a year of 1 to 9 digits); nil for anything else.
    /// Read byte by byte: a timeline reads one per day.
    static func parts(_ text: String) -> (year: Int, month: Int, day: Int)? {
        var fields = [0, 0, 0]
        var digits = [0, 0, 0]
        var index = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "-") {
                guard index < 2, digits[index] > 0 else { return nil }
                index += 1
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                guard digits[index] < 9 else { return nil }
                fields[index] = fields[index] * 10 + Int(byte - UInt8(ascii: "0"))
                digits[index] += 1
            } else {
                return nil
            }
        }
        guard index == 2, digits[2] > 0 else { return nil }
        return (fields[0], fields[1], fields[2])
    }
}

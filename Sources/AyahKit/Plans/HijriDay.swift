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

    /// `YYYY-MM-DD` as ``HijriCalendar`` writes it; nil for anything else.
    static func parts(_ text: String) -> (year: Int, month: Int, day: Int)? {
        let fields = text.split(separator: "-")
        guard fields.count == 3, let y = Int(fields[0]), let m = Int(fields[1]), let d = Int(fields[2]) else {
            return nil
        }
        return (y, m, d)
    }
}

/// The ayah-days a zone-bound answer may show: each day, and the day after
/// the last (when its reload falls), must begin within
/// ``InstantParser/supportedYears``, 0001 to 9999, so that every start, end
/// and reload is written as ISO 8601 with a four-digit year, as `--now`,
/// `--date` and every payload reader take them. One check for `today`,
/// `tick`, `timeline`, `next-reload`, `notify`, calendars and feeds, on the
/// command line (exit 64) and over HTTP (400), so the edges of time are
/// refused the same way everywhere instead of cut, emptied or written with
/// a one-digit year.
public enum SupportedDays {
    /// Why `count` days from `first` (and the start of the day after them)
    /// cannot be shown, or nil when they can: `"7 days from 9999-12-28 run to
    /// 10000-01-04, outside the years 0001 to 9999"`.
    public static func problem(from first: CivilDate, count: Int) -> String? {
        let after = first.adding(days: max(count, 1))
        let years = InstantParser.supportedYears
        guard !years.contains(first.year) || !years.contains(after.year) else { return nil }
        if count <= 1 {
            return "the day \(first.iso) and its reload (\(after.iso)) leave the years 0001 to 9999"
        }
        return "\(count) days from \(first.iso) and the reload after them (\(after.iso)) leave the years 0001 to 9999"
    }
}

import AyahTime

/// The wall-time rule on a zone: where a day that begins at a ``WallTime``
/// starts. The zone arithmetic (offsets, gaps, repeats) is AyahTime's
/// `ZoneRules`; this names the wall time it is asked for.
extension ZoneRules {
    /// The start of the day `date` when days begin at the wall time `dayStart`.
    ///
    /// That day covers the wall-clock readings (date and time together) in
    /// [`date` at `dayStart`, the next date at `dayStart`); its start is the
    /// earliest instant whose reading lies there. So it is `dayStart` on `date`
    /// when that reading happens, the first instant after the gap when it is
    /// skipped, and its first occurrence when it happens twice. Nil when no
    /// instant's reading lies in the range: the day does not exist in the zone
    /// (Pacific/Apia 2011-12-30 at 00:00; with any other `dayStart` that day exists).
    /// With ``WallTime/midnight`` this is `startOfDay(_:)`.
    public func startOfDay(_ date: CivilDate, at dayStart: WallTime) -> Int64? {
        startOfDay(dayNumber: Int64(date.daysSinceEpoch), shift: Int64(dayStart.secondsOfDay))
    }

    /// The date of the day, beginning at the wall time `dayStart`, that the
    /// wall-clock reading at the instant falls in: the local date, moved back one
    /// when the reading is before `dayStart`. With ``WallTime/midnight`` this is
    /// `localDate(at:)`. Like the local date, it goes back for a while after a
    /// fall-back across `dayStart` (Europe/London 2026-10-25 with 01:30: at
    /// 01:00 GMT the reading is 01:00 again, before 01:30, so the 24th); the day
    /// that has started by then is the later one (see ``startOfDay(_:at:)``).
    public func localDayDate(at unixSeconds: Int64, dayStartsAt dayStart: WallTime) -> CivilDate {
        CivilDate(daysSinceEpoch: Int(dayNumber(at: unixSeconds, shift: Int64(dayStart.secondsOfDay))))
    }

    /// `nextReload(after:)` for days that begin at the wall time `dayStart`: the
    /// start of the first existing day after ``localDayDate(at:dayStartsAt:)``.
    ///
    /// It is later than `unixSeconds` except during a fall-back across
    /// `dayStart` (every autumn in zones with daylight saving time when
    /// `dayStart` is in the repeated hour): there the reading's day has gone
    /// back, and the next day's start is its first occurrence, already past.
    public func nextReload(after unixSeconds: Int64, dayStartsAt dayStart: WallTime) -> DayStart {
        nextReload(after: unixSeconds, shift: Int64(dayStart.secondsOfDay))
    }

    /// `dayStarts(from:count:)` for days that begin at the wall time `dayStart`:
    /// the next `count` days that exist in the zone from `date` (inclusive), each
    /// with its ``startOfDay(_:at:)``; days that do not exist are skipped.
    public func dayStarts(from date: CivilDate, count: Int, at dayStart: WallTime) -> [DayStart] {
        dayStarts(from: date, count: count, shift: Int64(dayStart.secondsOfDay))
    }
}

import AyahTime

/// What a journal's marks of one run come to, gathered once as they are read: the ayahs read, the days
/// with a mark (for the streak), the days whose portion was read, the last day marked. Small and flat, so
/// ten years of daily marks cost a few arrays of numbers rather than thousands of marks copied about.
struct RunMarks: Sendable {
    /// The ayah ranges read, in the order marked.
    var ranges: [ClosedRange<Int>] = []
    /// The ayah-days a mark that counts for the streak was made in, in the order made.
    var streakDays: [CivilDate] = []
    /// The ayah-days whose portion a mark read (a recurring plan's days read).
    var readDays: [CivilDate] = []
    /// The latest ayah-day a mark was made in.
    var lastMadeOn: CivilDate?
    /// How many marks.
    var count = 0

    mutating func add(_ mark: ProgressMark) {
        ranges.append(mark.first...mark.last)
        if mark.countsForStreak { streakDays.append(mark.madeOn) }
        readDays.append(mark.day)
        lastMadeOn = max(lastMadeOn ?? mark.madeOn, mark.madeOn)
        count += 1
    }

    /// Adds the marks `other` gathered (a later stretch of the same run's marks).
    mutating func add(_ other: RunMarks) {
        ranges += other.ranges
        streakDays += other.streakDays
        readDays += other.readDays
        if let last = other.lastMadeOn { lastMadeOn = max(lastMadeOn ?? last, last) }
        count += other.count
    }

    /// The streak days sorted, each once.
    var sortedStreakDays: [CivilDate] {
        var days = streakDays
        if !zip(days, days.dropFirst()).allSatisfy({ $0 <= $1 }) { days.sort() }
        var unique: [CivilDate] = []
        unique.reserveCapacity(days.count)
        for day in days where unique.last != day { unique.append(day) }
        return unique
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahCorpus
import AyahDayRule
import AyahSun
import AyahTime

/// The scheduler driven by a clock over a span: which day is in effect at each
/// tick, when it changed, and what was unusual about the days seen.
public struct Simulation: Sendable {
    public let schedule: DaySchedule
    public let selector: AyahSelector
    /// The payload Hijri date of an ayah-day, for the curated pool's occasions (nil: no occasions).
    public let hijri: (@Sendable (CivilDate) -> String?)?

    public init(
        schedule: DaySchedule, selector: AyahSelector, hijri: (@Sendable (CivilDate) -> String?)? = nil
    ) {
        self.schedule = schedule
        self.selector = selector
        self.hijri = hijri
    }

    /// A change of day, seen at `tick`.
    public struct Rollover: Sendable, Equatable {
        public let day: DayStart
        public let tick: Int64
        /// The day's passage (an occasion's on an occasion day).
        public let passage: Passage
        /// Its first ayah.
        public var ref: AyahRef { passage.ref }
    }

    public struct Report: Sendable {
        public var rollovers: [Rollover] = []
        /// Local dates between the first and last day seen that the zone skipped.
        public var skippedDates: [CivilDate] = []
        /// One line per unusual day or tick.
        public var anomalies: [String] = []
        public var ticks = 0

        public func summary(zone: ZoneRules) -> String {
            var lines = [
                "summary: \(ticks) ticks, \(rollovers.count) days seen"
                    + (rollovers.isEmpty
                        ? "" : " (\(rollovers[0].day.date.iso) to \(rollovers[rollovers.count - 1].day.date.iso))")
            ]
            lines.append(
                "skipped dates: " + (skippedDates.isEmpty ? "none" : skippedDates.map(\.iso).joined(separator: ", ")))
            lines.append("anomalies: " + (anomalies.isEmpty ? "none" : String(anomalies.count)))
            lines += anomalies.map { "  " + $0 }
            return lines.joined(separator: "\n")
        }
    }

    /// Ticks the clock until it passes `end`.
    public func run(clock: any WallClock, until end: Date) -> Report {
        var report = Report()
        var current: DayStart?
        var heldBack = Set<CivilDate>()
        let zone = schedule.zone
        while true {
            let now = clock.now()
            guard now <= end else { break }
            report.ticks += 1
            let t = now.unixSeconds
            let day = schedule.day(at: t)
            if day != current {
                if let previous = current {
                    var d = previous.date.adding(days: 1)
                    while d < day.date {
                        if schedule.start(of: d) == nil { report.skippedDates.append(d) }
                        d = d.adding(days: 1)
                    }
                    if day.date < previous.date {
                        report.anomalies.append(
                            "\(day.date.iso): the clock went back to an earlier day at \(zone.iso8601(t))")
                    }
                }
                let pick = selector.pick(for: day.date, hijri: hijri?(day.date))
                report.rollovers.append(Rollover(day: day, tick: t, passage: pick.passage))
                report.anomalies += describe(day)
                current = day
            }
            if let dayStartsAt = schedule.rule.wallTime,
                case let wall = zone.localDayDate(at: t, dayStartsAt: dayStartsAt),
                wall < day.date, heldBack.insert(day.date).inserted
            {
                report.anomalies.append(
                    "\(day.date.iso): the wall clock showed \(wall.iso) again at \(zone.iso8601(t)) (\(boundaryName) repeated); the schedule stays on \(day.date.iso)"
                )
            }
        }
        return report
    }

    /// How the day boundary is called in messages: "midnight", "01:30", "fajr".
    private var boundaryName: String {
        schedule.rule == .midnight ? "midnight" : schedule.rule.description
    }

    /// What is unusual about a day: a start other than its wall time, a length
    /// other than 24 h (days that begin with the sun move every day: nothing
    /// to note).
    func describe(_ day: DayStart) -> [String] {
        guard let dayStartsAt = schedule.rule.wallTime else { return [] }
        var notes: [String] = []
        let zone = schedule.zone
        let (_, seconds) = zone.localDateTime(at: day.start)
        if seconds != dayStartsAt.secondsOfDay {
            notes.append(
                "\(day.date.iso): starts at \(zone.iso8601(day.start)) (\(dayStartsAt) did not exist)")
        }
        let next = schedule.day(after: day)
        let length = next.start - day.start
        if length != 86_400 {
            let hours = Double(length) / 3600
            let formatted = hours == hours.rounded() ? String(Int(hours)) : String(hours)
            notes.append("\(day.date.iso): lasts \(formatted) h")
        }
        return notes
    }
}

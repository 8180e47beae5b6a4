#if canImport(FoundationEssentials)
import FoundationEssentials  // Linux: keeps full Foundation (and its ICU) out of the CLI
#else
import Foundation
#endif

/// What a reader (a widget's timeline provider, say) needs from a payload,
/// without knowing anything about time zones: the days carry their own start
/// instants, computed by the writer from the tz database.
extension AyahData {
    /// Today followed by the upcoming days, in order of start.
    public var days: [AyahDay] { [today] + upcoming }

    /// The day whose ayah applies at `date`: the last day that has started by
    /// then. Before the first day it is that first day; after the last day
    /// ends it is still the last one (check `covers(_:)` to know it is stale).
    public func entry(at date: Date) -> AyahDay {
        var best = today
        for day in upcoming where day.start <= date { best = day }
        return best
    }

    /// Whether some day of the payload contains `date` (from today's start to
    /// the last day's end).
    public func covers(_ date: Date) -> Bool {
        let last = upcoming.last ?? today
        return date >= today.start && date < last.end
    }

    /// The payload as its writer would have made it at `date`, as far as it
    /// can tell: the day in effect then (``entry(at:)``) at the top level,
    /// followed by the days after it, and `nextReload` that day's end. Every
    /// other field is kept as read.
    public func current(at date: Date) -> AyahData {
        let all = days
        let entry = entry(at: date)
        guard let index = all.firstIndex(of: entry), index > 0 else { return self }
        var shifted = self
        shifted.today = entry
        shifted.upcoming = Array(all[(index + 1)...])
        shifted.nextReload = entry.end
        return shifted
    }

    /// The next instant after `date` at which the applicable day changes: the
    /// start of the next day in the payload, or the last day's end. Nil when
    /// `date` is past the end of the last day: the payload has nothing newer,
    /// and the writer must run again.
    public func reloadDate(after date: Date) -> Date? {
        for day in days where day.start > date { return day.start }
        let last = upcoming.last ?? today
        return last.end > date ? last.end : nil
    }
}

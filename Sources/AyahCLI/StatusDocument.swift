import AyahKit
import AyahShared

/// `ayah progress status --json`: `{"plans": [...]}`, every key present (null where a value does not apply).
struct StatusDocument: Encodable {
    let plans: [Entry]

    init(_ statuses: [PlanStatus]) { plans = statuses.map(Entry.init) }

    struct Count: Encodable {
        let units: Int
        let ayahs: Int
    }

    struct Today: Encodable {
        let first, last: Int
        let from, to, unit, title: String
    }

    struct Streak: Encodable {
        let current, longest: Int
    }

    struct Entry: Encodable {
        let status: PlanStatus

        enum Key: String, CodingKey {
            case plan, start, catchUp, day, days, read, remaining, behind, today, streak, finish, done
        }

        func encode(to encoder: any Encoder) throws {
            var out = encoder.container(keyedBy: Key.self)
            try out.encode(status.plan, forKey: .plan)
            try out.encode(status.start?.iso, forKey: .start)
            try out.encode(status.catchUp.rawValue, forKey: .catchUp)
            try out.encode(status.day, forKey: .day)
            try out.encode(status.days, forKey: .days)
            try out.encode(Count(units: status.readUnits, ayahs: status.readAyahs), forKey: .read)
            let remaining = status.remainingUnits.map { Count(units: $0, ayahs: status.remainingAyahs ?? 0) }
            try out.encode(remaining, forKey: .remaining)
            try out.encode(status.behind, forKey: .behind)
            let today = status.today.map {
                Today(first: $0.first, last: $0.last, from: $0.from, to: $0.to, unit: $0.unit, title: $0.title)
            }
            try out.encode(today, forKey: .today)
            try out.encode(Streak(current: status.streak.current, longest: status.streak.longest), forKey: .streak)
            try out.encode(status.finish?.iso, forKey: .finish)
            try out.encode(status.done, forKey: .done)
        }
    }

    /// One plan in a line: `khatm:30:juz · day 12 of 30 · 11 of 30 juz read · 1 behind · today Juz 12–13 · streak 4 (longest 9) · finish 2026-03-30`.
    static func line(_ status: PlanStatus) -> String {
        var parts = [status.plan]
        if let day = status.day, let days = status.days { parts.append("day \(day) of \(days)") }
        if let remaining = status.remainingUnits {
            parts.append("\(status.readUnits) of \(status.readUnits + remaining) \(status.unit) read")
        } else {
            parts.append("read on \(status.readUnits) day" + (status.readUnits == 1 ? "" : "s"))
        }
        if status.behind > 0 { parts.append("\(status.behind) behind") }
        if status.done {
            parts.append("done")
        } else if let today = status.today {
            parts.append("today \(today.title) (\(today.from)–\(today.to))")
        }
        parts.append("streak \(status.streak.current) (longest \(status.streak.longest))")
        if let finish = status.finish, !status.done { parts.append("finish \(finish.iso)") }
        return parts.joined(separator: " · ")
    }
}

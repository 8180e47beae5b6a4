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
}

/// Levenshtein distance over bytes, for "did you mean" suggestions (zone
/// names, surah names, cities). With a ceiling it gives up as soon as the
/// distance must exceed it, and one value kept across calls reuses its rows:
/// what a search over every city needs.
package struct EditDistance {
    private var previous: [Int] = []
    private var current: [Int] = []

    package init() {}

    /// The fewest single-byte insertions, deletions and substitutions that turn
    /// `a` into `b` when that is at most `limit`, else nil.
    package mutating func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        previous.removeAll(keepingCapacity: true)
        previous.append(contentsOf: 0...b.count)
        current.removeAll(keepingCapacity: true)
        current.append(contentsOf: repeatElement(0, count: b.count + 1))
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// The fewest single-byte insertions, deletions and substitutions that turn
    /// `a` into `b`.
    package static func compute(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var distance = EditDistance()
        // No distance exceeds Int.max: never nil.
        return distance.distance(a, b, limit: .max) ?? .max
    }

    /// The distance between the UTF-8 bytes of two strings.
    package static func compute(_ a: String, _ b: String) -> Int {
        compute(Array(a.utf8), Array(b.utf8))
    }
}

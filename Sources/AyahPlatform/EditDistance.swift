/// Levenshtein distance over bytes, for "did you mean" suggestions (zone
/// names, surah names).
package enum EditDistance {
    /// The fewest single-byte insertions, deletions and substitutions that turn
    /// `a` into `b`.
    package static func compute(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The distance between the UTF-8 bytes of two strings.
    package static func compute(_ a: String, _ b: String) -> Int {
        compute(Array(a.utf8), Array(b.utf8))
    }
}

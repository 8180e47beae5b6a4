/// Levenshtein distance over bytes with a ceiling, for "did you mean"
/// suggestions over the whole directory: gives up as soon as the distance must
/// exceed `limit`, and reuses its rows across calls.
struct BoundedEditDistance {
    private var previous: [Int] = []
    private var current: [Int] = []

    /// The distance between `a` and `b` when it is at most `limit`, else nil.
    mutating func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
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
}

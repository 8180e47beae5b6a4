/// The ayahs a run's marks have read, as sorted, disjoint, non-adjacent
/// intervals of mushaf ordinals: the union of every mark, whatever their order.
struct ReadSet: Sendable {
    private(set) var intervals: [ClosedRange<Int>] = []

    init<S: Sequence>(_ ranges: S) where S.Element == ClosedRange<Int> {
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = intervals.last, range.lowerBound <= last.upperBound + 1 {
                intervals[intervals.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                intervals.append(range)
            }
        }
    }

    /// How many ayahs are read.
    var ayahCount: Int { intervals.reduce(0) { $0 + $1.count } }

    /// Whether every ayah of `range` is read.
    func contains(_ range: ClosedRange<Int>) -> Bool {
        // The last interval starting at or before the range's start must reach its end.
        var low = 0
        var high = intervals.count
        while low < high {
            let mid = (low + high) / 2
            if intervals[mid].lowerBound <= range.lowerBound { low = mid + 1 } else { high = mid }
        }
        return low > 0 && intervals[low - 1].upperBound >= range.upperBound
    }

    /// The set with `range` read too.
    func adding(_ range: ClosedRange<Int>) -> ReadSet { ReadSet(intervals + [range]) }
}

// In-process cost of the daily choice: 10,000 lookups of random dates and the
// 3,660 consecutive days of `ayah timeline --days 3660`, through the public
// AyahSelector API (the same API before and after the per-cycle cache).
// Run by Benchmarks/selection-bench.sh.
import AyahCorpus
import AyahKit
import AyahTime

func measure(_ label: String, operations: Int, repeats: Int = 5, _ body: () -> Int) {
    var best = Duration.seconds(1_000)
    var sink = 0
    for _ in 0..<repeats {
        let start = ContinuousClock.now
        sink &+= body()
        best = min(best, ContinuousClock.now - start)
    }
    let (seconds, attos) = best.components
    let nanos = Double(seconds) * 1e9 + Double(attos) / 1e9
    let padded = label + String(repeating: " ", count: max(0, 44 - label.count))
    print("\(padded) \(fixed(nanos / 1e6, width: 10, decimals: 2)) ms total  \(fixed(nanos / Double(operations), width: 9, decimals: 0)) ns/op  (\(sink % 2))")
}

/// `value` with `decimals` digits after the point, right-aligned in `width` (no Foundation).
func fixed(_ value: Double, width: Int, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int64((value * scale).rounded())
    var text = String(scaled / Int64(scale))
    if decimals > 0 {
        let fraction = String(scaled % Int64(scale))
        text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
    return String(repeating: " ", count: max(0, width - text.count)) + text
}

let corpus = try Corpus.load()
let selector = try AyahSelector(corpus: corpus, config: SelectionConfig())
var rng = SystemRandomNumberGenerator()
let base = CivilDate(daysSinceEpoch: 20_454)
let randomDates = (0..<10_000).map { _ in CivilDate(daysSinceEpoch: Int.random(in: 0...(200 * 366), using: &rng)) }
measure("ref(for:) x 10,000 random dates", operations: 10_000) {
    randomDates.reduce(0) { $0 &+ selector.ref(for: $1).ayah }
}
measure("ref(for:) x 3,660 consecutive dates", operations: 3_660) {
    (0..<3_660).reduce(0) { $0 &+ selector.ref(for: base.adding(days: $1)).ayah }
}

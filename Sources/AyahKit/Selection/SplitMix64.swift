/// SplitMix64 (Steele, Lea, Flood 2014): a tiny PRNG whose output depends only
/// on its 64-bit state, so a seed gives the same sequence on every machine and
/// Swift version (unlike `Hasher` or `SystemRandomNumberGenerator`).
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in 0..<bound (Lemire's unbiased multiply-and-reject),
    /// spelled out so that it never depends on the standard library's algorithm.
    package mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        let n = UInt64(bound)
        var product = next().multipliedFullWidth(by: n)
        if product.low < n {
            let threshold = (0 &- n) % n
            while product.low < threshold {
                product = next().multipliedFullWidth(by: n)
            }
        }
        return Int(product.high)
    }

    /// Fisher–Yates shuffle with `below(_:)`. In the array's buffer: swapping
    /// through the array checked its uniqueness and both bounds on each of the
    /// 9,000 swaps of a cold `ayah today` (0.27 M instructions); the swaps and
    /// the numbers drawn are the same.
    package mutating func shuffle<T>(_ items: inout [T]) {
        guard items.count > 1 else { return }
        items.withUnsafeMutableBufferPointer { buffer in
            for i in stride(from: buffer.count - 1, to: 0, by: -1) {
                buffer.swapAt(i, below(i + 1))
            }
        }
    }
}

/// A 128-bit non-cryptographic fingerprint of bytes, the same on every machine
/// and Swift version (unlike `Hasher`): what an HTTP `ETag` and a static
/// export's corpus identity are made of. Not for security: anyone can make two
/// inputs collide on purpose; accidental collisions are negligible.
public struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    /// The fingerprint's first 64 bits.
    public let high: UInt64
    /// Its last 64 bits.
    public let low: UInt64

    /// The fingerprint of `bytes`.
    public init(_ bytes: some Sequence<UInt8>) {
        var state = State()
        state.add(bytes)
        self = state.finish()
    }

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// 32 lowercase hex digits.
    public var description: String { Self.hex(high) + Self.hex(low) }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.utf8.count) + digits
    }

    /// A fingerprint fed in parts: `add` any number of times, then `finish`.
    /// Parts are delimited, so ("ab", "c") and ("a", "bc") differ.
    public struct State: Sendable {
        private var a: UInt64 = 0x6A09_E667_F3BC_C908
        private var b: UInt64 = 0xBB67_AE85_84CA_A73B
        private var length: UInt64 = 0

        public init() {}

        /// Adds one part.
        public mutating func add(_ bytes: some Sequence<UInt8>) {
            var word: UInt64 = 0
            var filled: UInt64 = 0
            for byte in bytes {
                word |= UInt64(byte) << (filled * 8)
                filled += 1
                if filled == 8 {
                    mix(word)
                    word = 0
                    filled = 0
                    length &+= 8
                }
            }
            length &+= filled
            // The tail and the part's length close the part.
            mix(word ^ (filled << 56))
            mix(length)
        }

        /// Adds a string's UTF-8 bytes as one part.
        public mutating func add(_ text: String) { add(text.utf8) }

        private mutating func mix(_ word: UInt64) {
            a = rotate(a ^ (word &* 0x87C3_7B91_1142_53D5), 31) &* 0x4CF5_AD43_2745_937F
            b = rotate(b &+ (word &* 0x9E37_79B9_7F4A_7C15), 27) &* 0xFF51_AFD7_ED55_8CCD ^ a
        }

        private func rotate(_ x: UInt64, _ n: UInt64) -> UInt64 { (x << n) | (x >> (64 - n)) }

        /// The fingerprint of everything added.
        public func finish() -> ContentHash {
            ContentHash(high: Self.avalanche(a ^ length), low: Self.avalanche(b &+ a &+ length))
        }

        /// SplitMix64's finalizer: every input bit flips about half the output bits.
        private static func avalanche(_ value: UInt64) -> UInt64 {
            var z = value
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}

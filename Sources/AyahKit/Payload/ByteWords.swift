/// Tests on eight bytes at once, for the loops that look at every byte of a
/// payload's strings (the reader's scan for the closing quote, the validator's
/// scan for control characters): a word with none of the bytes sought is
/// passed over whole, and only a word that may hold one is looked at byte by byte.
/// Each test is exact: true when, and only when, some byte of the word matches.
enum ByteWords {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether some byte of `word` is below `limit` (at most 0x80).
    @inline(__always)
    static func hasByte(_ word: UInt64, below limit: UInt8) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highs != 0
    }

    /// Whether some byte of `word` is `byte`.
    @inline(__always)
    static func hasByte(_ word: UInt64, equalTo byte: UInt8) -> Bool {
        hasByte(word ^ (ones &* UInt64(byte)), below: 1)
    }

    /// Whether some byte of `word` is 0x80 or above.
    @inline(__always)
    static func hasHighByte(_ word: UInt64) -> Bool { word & highs != 0 }

    /// Whether `a` and `b` hold the same bytes, compared eight at a time.
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        var index = 0
        while index + 8 <= a.count, let left = word(a, at: index), let right = word(b, at: index) {
            guard left == right else { return false }
            index += 8
        }
        while index < a.count {
            guard a[index] == b[index] else { return false }
            index += 1
        }
        return true
    }

    /// The eight bytes of `bytes` from `index` (which has eight after it), in any order.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64? {
        guard let base = bytes.baseAddress else { return nil }
        return UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
    }
}

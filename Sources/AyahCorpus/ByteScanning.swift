import AyahPlatform

/// A half-open byte range inside one corpus file.
struct ByteRange: Sendable, Hashable {
    var start: Int32
    var end: Int32
    var count: Int { Int(end - start) }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Calls `body` with each line (without its "\n") and its 1-based line number.
    /// Stops early when `body` returns false.
    func forEachLine(_ body: (_ line: Range<Int>, _ number: Int) throws(CorpusError) -> Bool) throws(CorpusError) {
        guard let base = baseAddress else { return }
        var start = 0
        var number = 1
        while start < count {
            let rest = count - start
            let end: Int
            if let offset = ByteSearch.firstIndex(of: 0x0A, in: base + start, count: rest) {
                end = start + offset
            } else {
                end = count
            }
            if try !body(start..<end, number) { return }
            start = end + 1
            number += 1
        }
    }

    /// Parses an unsigned decimal at `index`, advancing it. Nil when no digit is there.
    func parseInt(at index: inout Int, limit: Int) -> Int? {
        var value = 0
        let begin = index
        while index < limit, index - begin < 6 {
            let byte = self[index]
            guard byte >= 0x30, byte <= 0x39 else { break }
            value = value * 10 + Int(byte - 0x30)
            index += 1
        }
        return index == begin ? nil : value
    }

    /// Whether the bytes at `index` spell `literal`.
    func matches(_ literal: StaticString, at index: Int) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard index >= 0, index + n <= count, let base = baseAddress else { return false }
        return ByteSearch.equal(base + index, literal.utf8Start, count: n)
    }

    /// The first index in `range` where `literal` starts, or nil.
    func find(_ literal: StaticString, in range: Range<Int>) -> Int? {
        let n = literal.utf8CodeUnitCount
        guard n > 0, range.count >= n, let base = baseAddress else { return nil }
        let first = literal.utf8Start[0]
        var i = range.lowerBound
        while i <= range.upperBound - n {
            guard let offset = ByteSearch.firstIndex(of: first, in: base + i, count: range.upperBound - n + 1 - i)
            else { return nil }
            let at = i + offset
            if matches(literal, at: at) { return at }
            i = at + 1
        }
        return nil
    }

    /// The text in `range`, which must be valid UTF-8.
    func string(_ range: ByteRange) -> String? {
        String(validating: UnsafeBufferPointer(rebasing: self[Int(range.start)..<Int(range.end)]), as: UTF8.self)
    }
}

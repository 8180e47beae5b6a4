import Testing

@testable import AyahKit

/// The eight-bytes-at-once tests against the byte-by-byte answer, for every
/// byte value at every position of a word, among fillers on both sides of the
/// limits (the borrow between bytes is where such tricks go wrong).
@Suite("ByteWords: word tests agree with looking at each byte")
struct ByteWordsTests {
    static let fillers: [UInt8] = [0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x5C, 0x7F, 0x80, 0xC2, 0xFF]

    static func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { ByteWords.word($0, at: 0) } ?? 0
    }

    @Test("hasByte(below:) and hasByte(equalTo:) for every byte at every position")
    func everyByteEveryPosition() {
        var wrong: [String] = []
        for filler in Self.fillers {
            for position in 0..<8 {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[position] = UInt8(value)
                    let word = Self.word(bytes)
                    for limit: UInt8 in [1, 0x20, 0x80]
                    where ByteWords.hasByte(word, below: limit) != bytes.contains(where: { $0 < limit }) {
                        wrong.append("below \(limit): \(bytes)")
                    }
                    for target: UInt8 in [0x22, 0x5C, 0x7F, 0xC2]
                    where ByteWords.hasByte(word, equalTo: target) != bytes.contains(target) {
                        wrong.append("equal \(target): \(bytes)")
                    }
                    if ByteWords.hasHighByte(word) != bytes.contains(where: { $0 >= 0x80 }) {
                        wrong.append("high: \(bytes)")
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test("equal compares every byte, in and after the whole words")
    func equal() {
        let base = (0..<29).map { UInt8($0 * 7 % 256) }
        base.withUnsafeBufferPointer { a in
            #expect(ByteWords.equal(a, a))
            #expect(!ByteWords.equal(a, UnsafeBufferPointer(rebasing: a.dropLast())))
            for index in base.indices {
                var other = base
                other[index] ^= 0x40
                other.withUnsafeBufferPointer { b in #expect(!ByteWords.equal(a, b)) }
            }
        }
    }

    /// The validator's control-character scan against its byte-by-byte rule.
    @Test("hasControlBytes finds C0, DEL and C2 80...9F wherever they are, and nothing else")
    func controlBytes() {
        let clean = Array("بِسْمِ اللَّهِ الرَّحْمَـٰنِ الرَّحِيمِ and « » é".utf8)
        clean.withUnsafeBufferPointer { #expect(!PayloadValidation.hasControlBytes($0)) }
        for insert: [UInt8] in [[0x00], [0x09], [0x1F], [0x7F], [0xC2, 0x80], [0xC2, 0x85], [0xC2, 0x9F]] {
            for position in 0...clean.count {
                var bytes = clean
                bytes.insert(contentsOf: insert, at: position)
                bytes.withUnsafeBufferPointer {
                    #expect(PayloadValidation.hasControlBytes($0), "\(insert) at \(position)")
                }
            }
        }
        // C2 A0 (no-break space) and C2 at the very end are not controls.
        for tail: [UInt8] in [[0xC2, 0xA0], [0xC2]] {
            let bytes = clean + tail
            bytes.withUnsafeBufferPointer { #expect(!PayloadValidation.hasControlBytes($0)) }
        }
    }
}

/// Parser for TZif files (RFC 8536), versions 1 to 4. Version 2+ files are read
/// from their 64-bit section and POSIX footer; the version 1 section is skipped.
/// Leap-second records are skipped here; ``leapSecondCount(_:)`` tells the
/// database to refuse such files (the "right/" zones are not civil time).
enum TZifParser {
    struct Failure: Error { let reason: String }

    /// The leap-second record count of a TZif file (`leapcnt` in its first
    /// header), 0 when there are none or the bytes are not TZif. The `right/`
    /// zones have them; civil-time zones do not.
    static func leapSecondCount(_ bytes: [UInt8]) -> Int {
        guard bytes.count >= 44, bytes[0] == 0x54, bytes[1] == 0x5A, bytes[2] == 0x69, bytes[3] == 0x66 else {
            return 0
        }
        var value = 0
        for i in 28..<32 { value = value << 8 | Int(bytes[i]) }
        return value
    }

    private struct Header {
        var version: UInt8
        var isutcnt = 0, isstdcnt = 0, leapcnt = 0, timecnt = 0, typecnt = 0, charcnt = 0

        func dataSize(timeSize: Int) -> Int {
            timecnt * timeSize + timecnt + typecnt * 6 + charcnt + leapcnt * (timeSize + 4) + isstdcnt + isutcnt
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func need(_ n: Int) throws(Failure) {
            guard n >= 0, index + n <= bytes.count else { throw Failure(reason: "truncated at byte \(index)") }
        }
        mutating func u8() throws(Failure) -> UInt8 {
            try need(1)
            defer { index += 1 }
            return bytes[index]
        }
        /// A big-endian two's-complement integer of `size` bytes (4 or 8).
        mutating func signed(_ size: Int) throws(Failure) -> Int64 {
            try need(size)
            var v: UInt64 = 0
            for i in 0..<size { v = v << 8 | UInt64(bytes[index + i]) }
            index += size
            let unused = UInt64(64 - 8 * size)
            return Int64(bitPattern: v << unused) >> unused
        }
        mutating func i32() throws(Failure) -> Int32 { Int32(truncatingIfNeeded: try signed(4)) }
        mutating func count() throws(Failure) -> Int {
            let v = try i32()
            guard v >= 0, v < 1 << 20 else { throw Failure(reason: "implausible count \(v)") }
            return Int(v)
        }
        mutating func header() throws(Failure) -> Header {
            try need(44)
            guard bytes[index] == 0x54, bytes[index + 1] == 0x5A, bytes[index + 2] == 0x69, bytes[index + 3] == 0x66
            else {
                throw Failure(reason: "not a TZif file (no \"TZif\" magic)")
            }
            index += 4
            var h = Header(version: try u8())
            index += 15
            h.isutcnt = try count()
            h.isstdcnt = try count()
            h.leapcnt = try count()
            h.timecnt = try count()
            h.typecnt = try count()
            h.charcnt = try count()
            guard h.typecnt >= 1, h.typecnt <= 256 else { throw Failure(reason: "bad type count \(h.typecnt)") }
            guard h.isutcnt == 0 || h.isutcnt == h.typecnt, h.isstdcnt == 0 || h.isstdcnt == h.typecnt else {
                throw Failure(reason: "bad indicator counts")
            }
            return h
        }
    }

    static func parse(_ bytes: [UInt8]) throws(Failure) -> TransitionTable {
        var r = Reader(bytes: bytes)
        var header = try r.header()
        var timeSize = 4
        if header.version >= 0x32 {  // '2', '3', '4': skip the 32-bit data and use the 64-bit section
            try r.need(header.dataSize(timeSize: 4))
            r.index += header.dataSize(timeSize: 4)
            header = try r.header()
            timeSize = 8
        } else if header.version != 0 {
            throw Failure(reason: "unknown TZif version byte \(header.version)")
        }
        try r.need(header.dataSize(timeSize: timeSize))

        var transitions: [Int64] = []
        transitions.reserveCapacity(header.timecnt)
        for _ in 0..<header.timecnt {
            let t = try r.signed(timeSize)
            if let last = transitions.last, t <= last { throw Failure(reason: "transition times not increasing") }
            transitions.append(t)
        }
        var typeIndices: [UInt8] = []
        typeIndices.reserveCapacity(header.timecnt)
        for _ in 0..<header.timecnt {
            let i = try r.u8()
            guard Int(i) < header.typecnt else { throw Failure(reason: "transition type index \(i) out of range") }
            typeIndices.append(i)
        }
        var raw: [(offset: Int32, isDst: Bool, abbrIndex: Int)] = []
        for _ in 0..<header.typecnt {
            let offset = try r.i32()
            let dst = try r.u8()
            let abbr = Int(try r.u8())
            guard offset != Int32.min, abs(Int(offset)) <= 26 * 3600, dst <= 1, abbr < header.charcnt else {
                throw Failure(reason: "invalid local time type")
            }
            raw.append((offset, dst == 1, abbr))
        }
        let chars = Array(bytes[r.index..<(r.index + header.charcnt)])
        r.index += header.charcnt
        let types = raw.map { t -> LocalTimeType in
            var end = t.abbrIndex
            while end < chars.count, chars[end] != 0 { end += 1 }
            return LocalTimeType(
                offset: Int(t.offset), isDaylight: t.isDst,
                abbreviation: String(decoding: chars[t.abbrIndex..<end], as: UTF8.self))
        }
        r.index += header.leapcnt * (timeSize + 4) + header.isstdcnt + header.isutcnt

        var footer: PosixTimeZone?
        if timeSize == 8 {
            guard r.index < bytes.count, bytes[r.index] == 0x0A else { throw Failure(reason: "missing footer") }
            guard let close = bytes[(r.index + 1)...].firstIndex(of: 0x0A) else {
                throw Failure(reason: "unterminated footer")
            }
            let text = String(decoding: bytes[(r.index + 1)..<close], as: UTF8.self)
            if !text.isEmpty {
                guard let rule = PosixTimeZone(text) else {
                    throw Failure(reason: "invalid footer TZ string \"\(text)\"")
                }
                footer = rule
            }
        }
        return TransitionTable(transitions: transitions, typeIndices: typeIndices, types: types, footer: footer)
    }
}

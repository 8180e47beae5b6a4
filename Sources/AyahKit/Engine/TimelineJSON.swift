import AyahShared

extension Timeline {
    /// `ayah timeline --json`'s bytes, the very bytes ``JSONOutput/encode(_:)``
    /// writes for this timeline (keys in byte order, slashes unescaped, no
    /// spaces, a final newline), written field by field: a 3,660-day timeline
    /// with plans spends most of its time in JSONEncoder's containers
    /// otherwise. A field added to ``Timeline``, ``Entry`` or ``Reading`` must
    /// be added here too (the timeline JSON tests compare the two encoders).
    public func json() -> [UInt8] {
        var out = JSONBytes()
        out.bytes.reserveCapacity(days.count * (days.first?.readings == nil ? 140 : 200) + 64)
        out.raw("{\"days\":[")
        for (index, entry) in days.enumerated() {
            if index > 0 { out.raw(",") }
            out.field("{\"ayah\":", entry.ayah)
            out.field(",\"ayahEnd\":", entry.ayahEnd)
            out.raw(",\"context\":")
            out.context(entry.context)
            out.field(",\"localDate\":", entry.localDate)
            if let occasion = entry.occasion {
                out.field(",\"occasion\":", occasion)
            }
            if let readings = entry.readings {
                out.raw(",\"readings\":[")
                for (number, reading) in readings.enumerated() {
                    if number > 0 { out.raw(",") }
                    out.reading(reading)
                }
                out.raw("]")
            }
            out.field(",\"reference\":", entry.reference)
            out.field(",\"start\":", entry.start)
            out.field(",\"startEpoch\":", entry.startEpoch)
            out.field(",\"surah\":", entry.surah)
            out.raw(",\"themes\":[")
            for (number, theme) in entry.themes.enumerated() {
                if number > 0 { out.raw(",") }
                out.string(theme)
            }
            out.raw("]}")
        }
        out.field("],\"timeZone\":", timeZone)
        out.raw("}\n")
        return out.bytes
    }
}

/// JSON written straight into bytes the way Foundation's JSONEncoder writes
/// it: strings escape `"`, `\` and the controls (`\b \t \n \f \r`, the others
/// as `\u00xx` in lower-case hex) and keep everything else as UTF-8.
struct JSONBytes {
    var bytes: [UInt8] = []

    /// Text known to need no escaping (keys and punctuation).
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A key (with the punctuation before it and its colon) and its value.
    mutating func field<Integer: BinaryInteger>(_ key: StaticString, _ value: Integer) {
        raw(key)
        int(value)
    }

    /// A key (with the punctuation before it and its colon) and its string.
    mutating func field(_ key: StaticString, _ value: String) {
        raw(key)
        string(value)
    }

    mutating func int<Integer: BinaryInteger>(_ value: Integer) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = UInt64(value.magnitude)
        var power: UInt64 = 1  // the largest power of ten ≤ magnitude (10¹⁹ at most: no overflow)
        while magnitude / power >= 10 { power *= 10 }
        while power > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / power))
            magnitude %= power
            power /= 10
        }
    }

    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x08: raw("\\b")
            case 0x09: raw("\\t")
            case 0x0A: raw("\\n")
            case 0x0C: raw("\\f")
            case 0x0D: raw("\\r")
            case 0..<0x20:
                let hex: StaticString = "0123456789abcdef"
                raw("\\u00")
                hex.withUTF8Buffer { digits in
                    bytes.append(digits[Int(byte >> 4)])
                    bytes.append(digits[Int(byte & 0x0F)])
                }
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A passage's context, its keys in byte order.
    mutating func context(_ context: PassageContext) {
        field("{\"ayah\":", context.ayah)
        field(",\"ayahEnd\":", context.ayahEnd)
        field(",\"reference\":", context.reference)
        field(",\"surah\":", context.surah)
        raw("}")
    }

    /// A reading, its keys in byte order (`day`, `days` and `progress` only when present).
    mutating func reading(_ reading: Reading) {
        field("{\"ayahCount\":", reading.ayahCount)
        if let day = reading.day {
            field(",\"day\":", day)
        }
        if let days = reading.days {
            field(",\"days\":", days)
        }
        field(",\"first\":", reading.first)
        field(",\"from\":", reading.from)
        field(",\"last\":", reading.last)
        field(",\"plan\":", reading.plan)
        if let progress = reading.progress {
            field(",\"progress\":{\"behind\":", progress.behind)
            raw(progress.done ? ",\"done\":true" : ",\"done\":false")
            if let longest = progress.longest { field(",\"longest\":", longest) }
            if let streak = progress.streak { field(",\"streak\":", streak) }
            raw("}")
        }
        field(",\"title\":", reading.title)
        field(",\"to\":", reading.to)
        field(",\"unit\":", reading.unit)
        raw("}")
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahShared

/// Reads `AyahData.json` without Codable: the payload `ayah tick` writes, for
/// `ayah today --from-payload` (a status bar's call, run every few seconds),
/// where `JSONDecoder` cost more than the rest of the process (its generic
/// containers are instantiated by mangled name on every start).
///
/// It takes only the plain form of the payload and gives up (nil) on anything
/// else, so that the caller decodes those bytes with `JSONDecoder` and gets its
/// value or its error: an unknown or repeated key, an escaped key, `null`, a
/// number with an exponent, more than 17 significant digits, a leading zero or
/// a negative zero, an integer beyond 18 digits, a lone surrogate escape, a raw
/// control character, invalid UTF-8, a missing required field, a value of
/// another type, anything after the object but whitespace. What it does read
/// it reads as `JSONDecoder` does (`PayloadReaderTests` compare the two on real,
/// mutated and hostile payloads): strings unescaped, numbers parsed correctly
/// rounded, the same defaults for fields older payloads lack.
public enum PayloadReader {
    /// The payload in `bytes`, or nil when they are not in the plain form.
    public static func read(_ bytes: [UInt8]) -> AyahData? {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            do throws(Unusual) {
                let payload = try scanner.payload()
                try scanner.end()
                return payload
            } catch {
                return nil
            }
        }
    }
}

/// Anything the reader leaves to `JSONDecoder`.
private struct Unusual: Error {}

/// The keys of a day, at the top level (today) and in `upcoming`.
private enum DayKey: Int {
    case localDate, start, end, surah, ayah, reference, arabicText, translation, basmala, arabicTextShort
    case translationShort, deepLink, hijriDate, maghrib, startISO, endISO, maghribISO, readings
    case ayahEnd, ayahs, themes, occasion, context

    /// The names, in the order of the cases.
    static let names = [
        "localDate", "start", "end", "surah", "ayah", "reference", "arabicText", "translation", "basmala",
        "arabicTextShort", "translationShort", "deepLink", "hijriDate", "maghrib", "startISO", "endISO", "maghribISO",
        "readings", "ayahEnd", "ayahs", "themes", "occasion", "context",
    ]

    init?(_ key: Key) {
        guard let index = key.index(in: Self.names) else { return nil }
        self.init(rawValue: index)
    }
}

/// The payload's own keys (beside today's).
private enum PayloadKey: Int {
    case timestamp, schemaVersion, timeZone, nextReload, upcoming, dayStartsAt, translationId
    case translationLanguage, translationDirection, attribution, location, method, hijriAdjustment
    case timestampISO, nextReloadISO

    /// The names, in the order of the cases.
    static let names = [
        "timestamp", "schemaVersion", "timeZone", "nextReload", "upcoming", "dayStartsAt", "translationId",
        "translationLanguage", "translationDirection", "attribution", "location", "method", "hijriAdjustment",
        "timestampISO", "nextReloadISO",
    ]

    init?(_ key: Key) {
        guard let index = key.index(in: Self.names) else { return nil }
        self.init(rawValue: index)
    }
}

/// An object's key as it stands in the bytes (ASCII letters and digits):
/// matched against a list of names without making a string, since a payload
/// has some 150 keys and a `switch` over strings compared each with every case.
private struct Key {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The key as a string, for the objects read by a `switch`.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The position of the key in `names`, or nil. (`names` are strings, not
    /// `StaticString`s: an array of another element type costs its metadata on every start.)
    func index(in names: [String]) -> Int? {
        for (index, name) in names.enumerated() where name.utf8.count == bytes.count {
            let same = name.utf8.withContiguousStorageIfAvailable { name in
                var position = 0
                while position < name.count, name[position] == bytes[position] { position += 1 }
                return position == name.count
            }
            if same ?? name.utf8.elementsEqual(bytes) { return index }
        }
        return nil
    }
}

/// A day's fields as they are met, any order.
private struct DayFields {
    var seen: UInt32 = 0
    var localDate: String?
    var start: Date?
    var end: Date?
    var surah: Int?
    var ayah: Int?
    var reference: String?
    var arabicText: String?
    var translation: String?
    var basmala: String?
    var arabicTextShort: String?
    var translationShort: String?
    var deepLink: String?
    var hijriDate: String?
    var maghrib: Date?
    var startISO: String?
    var endISO: String?
    var maghribISO: String?
    var readings: [Reading]?
    var ayahEnd: Int?
    var ayahs: [PassageAyah]?
    var themes: [String]?
    var occasion: String?
    var context: PassageContext?

    /// The day, when every required field was there.
    func day() throws(Unusual) -> AyahDay {
        guard let localDate, let start, let end, let surah, let ayah, let reference, let arabicText, let translation,
            let arabicTextShort, let translationShort, let deepLink
        else { throw Unusual() }
        var day = AyahDay(
            localDate: localDate, start: start, end: end, surah: surah, ayah: ayah, reference: reference,
            arabicText: arabicText, translation: translation, basmala: basmala, arabicTextShort: arabicTextShort,
            translationShort: translationShort, deepLink: deepLink, hijriDate: hijriDate, maghrib: maghrib)
        day.startISO = startISO
        day.endISO = endISO
        day.maghribISO = maghribISO
        day.readings = readings
        day.ayahEnd = ayahEnd
        day.ayahs = ayahs
        day.themes = themes
        day.occasion = occasion
        day.context = context
        return day
    }
}

private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    // MARK: The payload's shape

    mutating func payload() throws(Unusual) -> AyahData {
        var day = DayFields()
        var seen: UInt32 = 0
        var timestamp: Date?
        var schemaVersion: Int?
        var timeZone: String?
        var nextReload: Date?
        var upcoming: [AyahDay]?
        var dayStartsAt: String?
        var translationId: String?
        var translationLanguage: String?
        var translationDirection: String?
        var attribution: Attribution?
        var location: GeoPoint?
        var method: SolarMethod?
        var hijriAdjustment: Int?
        var timestampISO: String?
        var nextReloadISO: String?
        try object { (scanner: inout Scanner, name: Key) throws(Unusual) in
            if let key = DayKey(name) { return try scanner.dayField(key, into: &day) }
            guard let key = PayloadKey(name) else { throw Unusual() }
            try Self.mark(key.rawValue, in: &seen)
            switch key {
            case .timestamp: timestamp = try scanner.date()
            case .schemaVersion: schemaVersion = try scanner.integer()
            case .timeZone: timeZone = try scanner.string()
            case .nextReload: nextReload = try scanner.date()
            case .upcoming: upcoming = try scanner.days()
            case .dayStartsAt: dayStartsAt = try scanner.string()
            case .translationId: translationId = try scanner.string()
            case .translationLanguage: translationLanguage = try scanner.string()
            case .translationDirection: translationDirection = try scanner.string()
            case .attribution: attribution = try scanner.attribution()
            case .location: location = try scanner.location()
            case .method: method = try scanner.method()
            case .hijriAdjustment: hijriAdjustment = try scanner.integer()
            case .timestampISO: timestampISO = try scanner.string()
            case .nextReloadISO: nextReloadISO = try scanner.string()
            }
        }
        guard let timestamp, let schemaVersion, let timeZone, let nextReload, let upcoming else { throw Unusual() }
        var payload = AyahData(
            today: try day.day(), timestamp: timestamp, timeZone: timeZone, upcoming: upcoming,
            dayStartsAt: dayStartsAt ?? "00:00", schemaVersion: schemaVersion,
            translationId: translationId ?? AyahData.legacyTranslation.id,
            translationLanguage: translationLanguage ?? AyahData.legacyTranslation.language,
            translationDirection: translationDirection ?? AyahData.legacyTranslation.direction,
            attribution: attribution ?? Attribution(arabic: "", translation: ""))
        payload.nextReload = nextReload
        payload.location = location
        payload.method = method
        payload.hijriAdjustment = hijriAdjustment
        payload.timestampISO = timestampISO
        payload.nextReloadISO = nextReloadISO
        return payload
    }

    mutating func days() throws(Unusual) -> [AyahDay] {
        var days: [AyahDay] = []
        try array { (scanner: inout Scanner) throws(Unusual) in
            var day = DayFields()
            try scanner.object { (scanner: inout Scanner, name: Key) throws(Unusual) in
                guard let key = DayKey(name) else { throw Unusual() }
                try scanner.dayField(key, into: &day)
            }
            days.append(try day.day())
        }
        return days
    }

    mutating func dayField(_ key: DayKey, into day: inout DayFields) throws(Unusual) {
        try Self.mark(key.rawValue, in: &day.seen)
        switch key {
        case .localDate: day.localDate = try string()
        case .start: day.start = try date()
        case .end: day.end = try date()
        case .surah: day.surah = try integer()
        case .ayah: day.ayah = try integer()
        case .reference: day.reference = try string()
        case .arabicText: day.arabicText = try string()
        case .translation: day.translation = try string()
        case .basmala: day.basmala = try string()
        case .arabicTextShort: day.arabicTextShort = try string()
        case .translationShort: day.translationShort = try string()
        case .deepLink: day.deepLink = try string()
        case .hijriDate: day.hijriDate = try string()
        case .maghrib: day.maghrib = try date()
        case .startISO: day.startISO = try string()
        case .endISO: day.endISO = try string()
        case .maghribISO: day.maghribISO = try string()
        case .readings: day.readings = try readings()
        case .ayahEnd: day.ayahEnd = try integer()
        case .ayahs: day.ayahs = try passageAyahs()
        case .themes: day.themes = try strings()
        case .occasion: day.occasion = try string()
        case .context: day.context = try context()
        }
    }

    mutating func strings() throws(Unusual) -> [String] {
        var out: [String] = []
        try array { (scanner: inout Scanner) throws(Unusual) in out.append(try scanner.string()) }
        return out
    }

    mutating func passageAyahs() throws(Unusual) -> [PassageAyah] {
        var out: [PassageAyah] = []
        try array { (scanner: inout Scanner) throws(Unusual) in
            var seen: UInt32 = 0
            var ayah: Int?
            var arabic: String?
            var translation: String?
            try scanner.object { (scanner: inout Scanner, name: Key) throws(Unusual) in
                switch name.string {
                case "ayah":
                    try Self.mark(0, in: &seen)
                    ayah = try scanner.integer()
                case "arabicText":
                    try Self.mark(1, in: &seen)
                    arabic = try scanner.string()
                case "translation":
                    try Self.mark(2, in: &seen)
                    translation = try scanner.string()
                default: throw Unusual()
                }
            }
            guard let ayah, let arabic, let translation else { throw Unusual() }
            out.append(PassageAyah(ayah: ayah, arabicText: arabic, translation: translation))
        }
        return out
    }

    mutating func context() throws(Unusual) -> PassageContext {
        var seen: UInt32 = 0
        var surah: Int?
        var ayah: Int?
        var ayahEnd: Int?
        var reference: String?
        try object { (scanner: inout Scanner, name: Key) throws(Unusual) in
            switch name.string {
            case "surah":
                try Self.mark(0, in: &seen)
                surah = try scanner.integer()
            case "ayah":
                try Self.mark(1, in: &seen)
                ayah = try scanner.integer()
            case "ayahEnd":
                try Self.mark(2, in: &seen)
                ayahEnd = try scanner.integer()
            case "reference":
                try Self.mark(3, in: &seen)
                reference = try scanner.string()
            default: throw Unusual()
            }
        }
        guard let surah, let ayah, let ayahEnd, let reference else { throw Unusual() }
        return PassageContext(surah: surah, ayah: ayah, ayahEnd: ayahEnd, reference: reference)
    }

    mutating func readings() throws(Unusual) -> [Reading] {
        var readings: [Reading] = []
        try array { (scanner: inout Scanner) throws(Unusual) in
            var seen: UInt32 = 0
            var plan: String?
            var title: String?
            var from: String?
            var to: String?
            var ayahCount: Int?
            var unit: String?
            var first: Int?
            var last: Int?
            var day: Int?
            var days: Int?
            var progress: ReadingProgress?
            try scanner.object { (scanner: inout Scanner, name: Key) throws(Unusual) in
                switch name.string {
                case "plan":
                    try Self.mark(0, in: &seen)
                    plan = try scanner.string()
                case "title":
                    try Self.mark(1, in: &seen)
                    title = try scanner.string()
                case "from":
                    try Self.mark(2, in: &seen)
                    from = try scanner.string()
                case "to":
                    try Self.mark(3, in: &seen)
                    to = try scanner.string()
                case "ayahCount":
                    try Self.mark(4, in: &seen)
                    ayahCount = try scanner.integer()
                case "unit":
                    try Self.mark(5, in: &seen)
                    unit = try scanner.string()
                case "first":
                    try Self.mark(6, in: &seen)
                    first = try scanner.integer()
                case "last":
                    try Self.mark(7, in: &seen)
                    last = try scanner.integer()
                case "day":
                    try Self.mark(8, in: &seen)
                    day = try scanner.integer()
                case "days":
                    try Self.mark(9, in: &seen)
                    days = try scanner.integer()
                case "progress":
                    try Self.mark(10, in: &seen)
                    progress = try scanner.readingProgress()
                default: throw Unusual()
                }
            }
            guard let plan, let title, let from, let to, let ayahCount, let unit, let first, let last else {
                throw Unusual()
            }
            readings.append(
                Reading(
                    plan: plan, title: title, from: from, to: to, ayahCount: ayahCount, unit: unit, first: first,
                    last: last, day: day, days: days, progress: progress))
        }
        return readings
    }

    /// A reading's `progress`: `behind` and `done` always, `streak` and `longest` when a journal keeps days.
    mutating func readingProgress() throws(Unusual) -> ReadingProgress {
        var seen: UInt32 = 0
        var streak: Int?
        var longest: Int?
        var behind: Int?
        var done: Bool?
        try object { (scanner: inout Scanner, name: Key) throws(Unusual) in
            switch name.string {
            case "streak":
                try Self.mark(0, in: &seen)
                streak = try scanner.integer()
            case "longest":
                try Self.mark(1, in: &seen)
                longest = try scanner.integer()
            case "behind":
                try Self.mark(2, in: &seen)
                behind = try scanner.integer()
            case "done":
                try Self.mark(3, in: &seen)
                done = try scanner.boolean()
            default: throw Unusual()
            }
        }
        guard let behind, let done else { throw Unusual() }
        return ReadingProgress(streak: streak, longest: longest, behind: behind, done: done)
    }

    /// `true` or `false`.
    mutating func boolean() throws(Unusual) -> Bool {
        skipSpace()
        for (word, value) in [("true", true), ("false", false)] where bytes[index...].starts(with: word.utf8) {
            index += word.utf8.count
            return value
        }
        throw Unusual()
    }

    mutating func attribution() throws(Unusual) -> Attribution {
        var seen: UInt32 = 0
        var arabic: String?
        var translation: String?
        var metadata: String?
        try object { (scanner: inout Scanner, name: Key) throws(Unusual) in
            switch name.string {
            case "arabic":
                try Self.mark(0, in: &seen)
                arabic = try scanner.string()
            case "translation":
                try Self.mark(1, in: &seen)
                translation = try scanner.string()
            case "metadata":
                try Self.mark(2, in: &seen)
                metadata = try scanner.string()
            default: throw Unusual()
            }
        }
        guard let arabic, let translation else { throw Unusual() }
        return Attribution(arabic: arabic, translation: translation, metadata: metadata)
    }

    mutating func location() throws(Unusual) -> GeoPoint {
        var seen: UInt32 = 0
        var latitude: Double?
        var longitude: Double?
        try object { (scanner: inout Scanner, name: Key) throws(Unusual) in
            switch name.string {
            case "latitude":
                try Self.mark(0, in: &seen)
                latitude = try scanner.number()
            case "longitude":
                try Self.mark(1, in: &seen)
                longitude = try scanner.number()
            default: throw Unusual()
            }
        }
        guard let latitude, let longitude else { throw Unusual() }
        return GeoPoint(latitude: latitude, longitude: longitude)
    }

    mutating func method() throws(Unusual) -> SolarMethod {
        var seen: UInt32 = 0
        var name: String?
        var fajrAngle: Double?
        var maghribAngle: Double?
        var highLatitude: String?
        var chosenBy: String?
        try object { (scanner: inout Scanner, key: Key) throws(Unusual) in
            switch key.string {
            case "name":
                try Self.mark(0, in: &seen)
                name = try scanner.string()
            case "fajrAngle":
                try Self.mark(1, in: &seen)
                fajrAngle = try scanner.number()
            case "maghribAngle":
                try Self.mark(2, in: &seen)
                maghribAngle = try scanner.number()
            case "highLatitude":
                try Self.mark(3, in: &seen)
                highLatitude = try scanner.string()
            case "chosenBy":
                try Self.mark(4, in: &seen)
                chosenBy = try scanner.string()
            default: throw Unusual()
            }
        }
        guard let name, let fajrAngle, let maghribAngle, let highLatitude else { throw Unusual() }
        return SolarMethod(
            name: name, fajrAngle: fajrAngle, maghribAngle: maghribAngle, highLatitude: highLatitude,
            chosenBy: chosenBy)
    }

    /// A key met twice is left to `JSONDecoder`.
    static func mark(_ bit: Int, in seen: inout UInt32) throws(Unusual) {
        let mask: UInt32 = 1 << UInt32(bit)
        guard seen & mask == 0 else { throw Unusual() }
        seen |= mask
    }

    // MARK: JSON

    /// Whitespace, then the end of the bytes.
    mutating func end() throws(Unusual) {
        skipSpace()
        guard index == bytes.count else { throw Unusual() }
    }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The next byte after whitespace, consumed when it is `byte`.
    mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    mutating func expect(_ byte: UInt8) throws(Unusual) {
        guard take(byte) else { throw Unusual() }
    }

    /// `{ "key": value, ... }`, `field` reading each value.
    mutating func object(_ field: (inout Scanner, Key) throws(Unusual) -> Void) throws(Unusual) {
        try expect(UInt8(ascii: "{"))
        if take(UInt8(ascii: "}")) { return }
        repeat {
            skipSpace()
            let name = try key()
            try expect(UInt8(ascii: ":"))
            skipSpace()
            try field(&self, name)
        } while take(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"))
    }

    /// `[ value, ... ]`, `element` reading each.
    mutating func array(_ element: (inout Scanner) throws(Unusual) -> Void) throws(Unusual) {
        try expect(UInt8(ascii: "["))
        if take(UInt8(ascii: "]")) { return }
        repeat {
            skipSpace()
            try element(&self)
        } while take(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"))
    }

    /// A key: ASCII letters and digits only (every key the payload has).
    mutating func key() throws(Unusual) -> Key {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Unusual() }
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            switch bytes[end] {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                end += 1
            default: throw Unusual()
            }
        }
        guard end < bytes.count, end > start else { throw Unusual() }
        index = end + 1
        return Key(bytes: UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    /// A string value, unescaped; valid UTF-8 and no raw control character.
    mutating func string() throws(Unusual) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Unusual() }
        index += 1
        let start = index
        var ascii = true
        while index < bytes.count {
            // Eight bytes at a time while none is a quote, a backslash or a control character.
            if index + 8 <= bytes.count, let word = ByteWords.word(bytes, at: index),
                !ByteWords.hasByte(word, below: 0x20), !ByteWords.hasByte(word, equalTo: UInt8(ascii: "\"")),
                !ByteWords.hasByte(word, equalTo: UInt8(ascii: "\\"))
            {
                if ByteWords.hasHighByte(word) { ascii = false }
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                var text = String(decoding: raw, as: UTF8.self)
                if ascii { return text }
                // Decoding replaces what is not UTF-8, so the bytes were UTF-8 exactly when the text
                // holds them unchanged (`String(validating:)` cost a third more, in generic metadata).
                guard text.withUTF8({ ByteWords.equal($0, raw) }) else { throw Unusual() }
                return text
            }
            if byte == UInt8(ascii: "\\") {
                return try escapedString(from: start)
            }
            guard byte >= 0x20 else { throw Unusual() }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        throw Unusual()
    }

    /// The rest of a string that holds an escape, from its first byte.
    mutating func escapedString(from start: Int) throws(Unusual) -> String {
        var out = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: out, as: UTF8.self) else { throw Unusual() }
                return text
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw Unusual() }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var value = try hex4()
                    if (0xD800...0xDBFF).contains(value) {
                        // A high surrogate must be followed by an escaped low one.
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else { throw Unusual() }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw Unusual() }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(value) {
                        throw Unusual()
                    }
                    guard let scalar = Unicode.Scalar(value), let encoded = UTF8.encode(scalar) else {
                        throw Unusual()
                    }
                    out.append(contentsOf: encoded)
                default: throw Unusual()
                }
            default:
                guard byte >= 0x20 else { throw Unusual() }
                out.append(byte)
            }
        }
        throw Unusual()
    }

    mutating func hex4() throws(Unusual) -> UInt32 {
        guard index + 4 <= bytes.count else { throw Unusual() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Unusual()
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// The digits of a number: `-?(0|[1-9][0-9]*)`, then an optional fraction
    /// `.[0-9]+`; no exponent. Its bytes, whether it has a fraction, and how many digits.
    mutating func numberText() throws(Unusual) -> (range: Range<Int>, fraction: Bool, digits: Int) {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let first = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        var digits = index - first
        // JSON allows no leading zero.
        guard digits > 0, bytes[first] != UInt8(ascii: "0") || digits == 1 else { throw Unusual() }
        var fraction = false
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            guard index > fractionStart else { throw Unusual() }
            digits += index - fractionStart
            fraction = true
        }
        if index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                throw Unusual()
            default: break
            }
        }
        return (start..<index, fraction, digits)
    }

    /// An integer of at most 18 digits.
    mutating func integer() throws(Unusual) -> Int {
        let (range, fraction, digits) = try numberText()
        guard !fraction, digits <= 18 else { throw Unusual() }
        var value = 0
        var position = range.lowerBound
        let negative = bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        while position < range.upperBound {
            value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            position += 1
        }
        return negative ? -value : value
    }

    /// A number of at most 17 significant digits, parsed correctly rounded;
    /// never a negative zero.
    mutating func number() throws(Unusual) -> Double {
        let (range, _, digits) = try numberText()
        guard digits <= 17 else { throw Unusual() }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        guard let value = Double(text), value.isFinite, value != 0 || value.sign == .plus else { throw Unusual() }
        return value
    }

    /// A `Date` as `JSONDecoder` reads one by default: seconds since 2001-01-01.
    mutating func date() throws(Unusual) -> Date {
        Date(timeIntervalSinceReferenceDate: try number())
    }
}

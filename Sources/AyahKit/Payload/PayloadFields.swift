#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahShared

/// The payload's top-level fields as text, for templates (`ayah today --format`).
///
/// The names are the keys the payload's own `Encodable` conformance writes.
/// ``init(_:)`` lists them by hand, because running the conformance through an
/// encoder cost a status bar's call (`ayah today --from-payload --format`)
/// half a million instructions of Codable metadata; ``init(encoding:)``
/// collects them with a small encoder, and `PayloadFieldsTests` holds the two
/// equal on payloads with every optional field present and absent, so a field
/// added to `AyahData` or `AyahDay` and not to ``init(_:)`` fails there. An
/// optional field that is absent today (`basmala` on most days) is still known
/// and renders as the empty string. Strings are as stored (NFC, logical order);
/// numbers in plain decimal; dates as whole Unix seconds. Fields that hold a
/// list or an object (`upcoming`) are known but have no text.
public struct PayloadFields: Sendable, Equatable {
    /// Field name → text, for every scalar field.
    public let values: [String: String]
    /// Fields that hold a list or an object: known names without a text form.
    public let nested: Set<String>

    /// The fields of `payload` (today's day at the top level, as in its JSON
    /// form), named as its `Encodable` conformance names them.
    public init(_ payload: AyahData) throws {
        let day = payload.today
        var values: [String: String] = [
            "localDate": day.localDate, "start": Self.text(day.start), "end": Self.text(day.end),
            "surah": String(day.surah), "ayah": String(day.ayah), "reference": day.reference,
            "arabicText": day.arabicText, "translation": day.translation, "basmala": day.basmala ?? "",
            "arabicTextShort": day.arabicTextShort, "translationShort": day.translationShort,
            "deepLink": day.deepLink, "hijriDate": day.hijriDate ?? "", "maghrib": day.maghrib.map(Self.text) ?? "",
            "startISO": day.startISO ?? "", "endISO": day.endISO ?? "", "maghribISO": day.maghribISO ?? "",
            "timestamp": Self.text(payload.timestamp), "schemaVersion": String(payload.schemaVersion),
            "timeZone": payload.timeZone, "nextReload": Self.text(payload.nextReload),
            "dayStartsAt": payload.dayStartsAt, "translationId": payload.translationId,
            "translationLanguage": payload.translationLanguage, "translationDirection": payload.translationDirection,
            "hijriAdjustment": payload.hijriAdjustment.map { String($0) } ?? "",
            "timestampISO": payload.timestampISO ?? "", "nextReloadISO": payload.nextReloadISO ?? "",
        ]
        var nested: Set<String> = ["upcoming", "attribution"]
        // An absent optional object is a field with the empty text; a present one has no text.
        if payload.location == nil { values["location"] = "" } else { nested.insert("location") }
        if payload.method == nil { values["method"] = "" } else { nested.insert("method") }
        // `{readings}`: the titles of today's readings, joined by "; " (empty without plans);
        // a loop, as `joined(separator:)` looked its witnesses up at run time (0.2 M instructions).
        var titles = ""
        for (index, reading) in (day.readings ?? []).enumerated() {
            if index > 0 { titles += "; " }
            titles += reading.title
        }
        values["readings"] = titles
        Self.addPassage(day, to: &values, nested: &nested)
        self.values = values
        self.nested = nested
    }

    /// The passage's fields: `{ayahEnd}` (the first ayah's number in payloads
    /// written before passages), `{themes}` (joined by ", "), `{occasion}`
    /// (empty on a regular day), `{context}` (its reference); `ayahs` has no text.
    private static func addPassage(_ day: AyahDay, to values: inout [String: String], nested: inout Set<String>) {
        values["ayahEnd"] = String(day.ayahEnd ?? day.ayah)
        var themes = ""
        for (index, theme) in (day.themes ?? []).enumerated() {
            if index > 0 { themes += ", " }
            themes += theme
        }
        values["themes"] = themes
        values["occasion"] = day.occasion ?? ""
        values["context"] = day.context?.reference ?? ""
        values["ayahs"] = nil
        nested.insert("ayahs")
    }

    /// The fields as the payload's `Encodable` conformance writes them,
    /// collected by an encoder: what ``init(_:)`` is held to.
    package init(encoding payload: AyahData) throws {
        let sink = FieldSink()
        try payload.encode(to: FieldEncoder(sink: sink))
        var values = sink.values
        var nested = sink.nested
        // `{readings}`: the titles of today's readings, joined by "; " (empty without plans).
        values["readings"] = (payload.today.readings ?? []).map(\.title).joined(separator: "; ")
        nested.remove("readings")
        nested.remove("themes")
        nested.remove("context")
        Self.addPassage(payload.today, to: &values, nested: &nested)
        self.values = values
        self.nested = nested
    }

    /// Every field name, scalar or not, sorted.
    public var names: [String] { (Array(values.keys) + Array(nested)).sorted() }

    /// A date as whole Unix seconds.
    static func text(_ date: Date) -> String { text(date.timeIntervalSince1970.rounded(.down)) }

    /// Seconds as plain decimal: whole numbers without a fraction.
    static func text(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}

/// Where the field encoder puts what it sees (one per `PayloadFields.init`).
private final class FieldSink {
    var values: [String: String] = [:]
    var nested: Set<String> = []

    func record<T: Encodable>(_ value: T, for key: String) {
        switch value {
        case let date as Date: values[key] = PayloadFields.text(date)
        case let text as String: values[key] = text
        case let number as Int: values[key] = String(number)
        case let number as Double: values[key] = PayloadFields.text(number)
        case let flag as Bool: values[key] = String(flag)
        default:
            values[key] = nil
            nested.insert(key)
        }
    }
}

/// An encoder that records the top-level keyed fields of a value and
/// discards everything below them.
private struct FieldEncoder: Encoder {
    let sink: FieldSink
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(FieldContainer<Key>(sink: sink))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { DiscardingContainer() }
    func singleValueContainer() -> any SingleValueEncodingContainer { DiscardingContainer() }
}

private struct FieldContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: FieldSink
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { sink.values[key.stringValue] = "" }
    mutating func encode(_ value: String, forKey key: Key) throws { sink.record(value, for: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { sink.record(value, for: key.stringValue) }
    mutating func encode(_ value: Int, forKey key: Key) throws { sink.record(value, for: key.stringValue) }
    mutating func encode(_ value: Double, forKey key: Key) throws { sink.record(value, for: key.stringValue) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { sink.record(value, for: key.stringValue) }

    // An absent optional is still a field: it renders empty.
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        sink.record(value ?? "", for: key.stringValue)
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        if let value { sink.record(value, for: key.stringValue) } else { sink.values[key.stringValue] = "" }
    }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        if let value { sink.record(value, for: key.stringValue) } else { sink.values[key.stringValue] = "" }
    }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        if let value { sink.record(value, for: key.stringValue) } else { sink.values[key.stringValue] = "" }
    }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { sink.record(value, for: key.stringValue) } else { sink.values[key.stringValue] = "" }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        sink.nested.insert(key.stringValue)
        return KeyedEncodingContainer(DiscardingKeyed<NestedKey>())
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        sink.nested.insert(key.stringValue)
        return DiscardingContainer()
    }

    mutating func superEncoder() -> any Encoder { DiscardingEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        sink.nested.insert(key.stringValue)
        return DiscardingEncoder()
    }
}

/// Accepts anything and keeps nothing (what lies below a top-level field).
private struct DiscardingEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(DiscardingKeyed<Key>())
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { DiscardingContainer() }
    func singleValueContainer() -> any SingleValueEncodingContainer { DiscardingContainer() }
}

private struct DiscardingKeyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var codingPath: [any CodingKey] { [] }
    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {}
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        KeyedEncodingContainer(DiscardingKeyed<NestedKey>())
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { DiscardingContainer() }
    mutating func superEncoder() -> any Encoder { DiscardingEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { DiscardingEncoder() }
}

private struct DiscardingContainer: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }
    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        KeyedEncodingContainer(DiscardingKeyed<NestedKey>())
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { DiscardingContainer() }
    mutating func superEncoder() -> any Encoder { DiscardingEncoder() }
}

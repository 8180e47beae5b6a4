#if canImport(FoundationEssentials)
import FoundationEssentials  // Linux: keeps full Foundation (and its ICU) out of the CLI
#else
import Foundation
#endif

/// The shared payload (`AyahData.json`): today's ayah at the top level, so the
/// original widget model
///
///     struct AyahData: Codable { let arabicText: String; let translation: String
///                                let reference: String; let timestamp: Date }
///
/// decodes it with a default `JSONDecoder()`, plus the coming days in
/// `upcoming`, so a reader can show the right ayah at any instant up to the end
/// of the last day without the writer running again.
public struct AyahData: Codable, Equatable, Sendable {
    /// Bumped when a field changes meaning; readers ignore fields they do not know.
    public static let currentSchemaVersion = 1
    /// Column limits of the short forms: `arabicTextShort` and `translationShort`.
    public static let shortFormLimits = (arabic: 60, translation: 90)

    /// Today's day: its fields are encoded at the top level of the object.
    public var today: AyahDay
    /// When the payload was generated.
    public var timestamp: Date
    /// `timestamp` in RFC 3339 with the zone's offset then, to the whole
    /// second (fractions dropped); absent in payloads written before it existed.
    public var timestampISO: String?
    public var schemaVersion: Int
    /// The IANA zone the local dates are in.
    public var timeZone: String
    /// When a reader should reload: the start of the next local day (== `today.end`).
    public var nextReload: Date
    /// `nextReload` in RFC 3339 with the zone's offset then:
    /// `2026-03-08T01:00:00-04:00`; absent in payloads written before it existed.
    public var nextReloadISO: String?
    /// The days after today, in order.
    public var upcoming: [AyahDay]
    /// The local wall time at which each day starts, `"HH:MM"` (`"00:00"`:
    /// midnight). The rule that made every `start` and `end`; a reader needs
    /// nothing but those. Payloads written before this field existed decode
    /// as `"00:00"`.
    public var dayStartsAt: String
    /// Tanzil's id of the translation in `translation` (`en.pickthall`,
    /// `ur.jalandhry`), or `none` (then every `translation` is "").
    public var translationId: String
    /// BCP 47 language of the translation (`en`, `ur`); "" for `none`.
    public var translationLanguage: String
    /// `ltr` or `rtl`: how to lay out the translation (Urdu, Persian: `rtl`).
    public var translationDirection: String
    /// Whom to credit for the Arabic and the translation.
    public var attribution: Attribution
    /// Where the sun was observed, when a location is known (days that begin
    /// at Fajr or Maghrib, or each day's `maghrib`); nil (absent) otherwise.
    public var location: GeoPoint?
    /// The angles and rule that placed Fajr and Maghrib, when a location is known.
    public var method: SolarMethod?
    /// Days added to the Umm al-Qura date for local moon sighting (-2 to 2),
    /// when one was asked for; nil (absent) for none.
    public var hijriAdjustment: Int?

    /// The translation fields of payloads written before they existed (Pickthall).
    public static let legacyTranslation = (id: "en.pickthall", language: "en", direction: "ltr")

    public init(
        today: AyahDay, timestamp: Date, timeZone: String, upcoming: [AyahDay],
        dayStartsAt: String = "00:00", schemaVersion: Int = AyahData.currentSchemaVersion,
        translationId: String = AyahData.legacyTranslation.id,
        translationLanguage: String = AyahData.legacyTranslation.language,
        translationDirection: String = AyahData.legacyTranslation.direction,
        attribution: Attribution = Attribution(arabic: "", translation: "")
    ) {
        self.today = today
        self.timestamp = timestamp
        self.schemaVersion = schemaVersion
        self.timeZone = timeZone
        self.nextReload = today.end
        self.upcoming = upcoming
        self.dayStartsAt = dayStartsAt
        self.translationId = translationId
        self.translationLanguage = translationLanguage
        self.translationDirection = translationDirection
        self.attribution = attribution
    }

    private enum CodingKeys: String, CodingKey {
        case timestamp, schemaVersion, timeZone, nextReload, upcoming, dayStartsAt
        case translationId, translationLanguage, translationDirection, attribution
        case location, method, hijriAdjustment
        case timestampISO, nextReloadISO
    }

    public init(from decoder: any Decoder) throws {
        today = try AyahDay(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        timestamp = try container.decode(Date.self, forKey: .timestamp)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        timeZone = try container.decode(String.self, forKey: .timeZone)
        nextReload = try container.decode(Date.self, forKey: .nextReload)
        upcoming = try container.decode([AyahDay].self, forKey: .upcoming)
        dayStartsAt = try container.decodeIfPresent(String.self, forKey: .dayStartsAt) ?? "00:00"
        // Payloads written before these fields existed all carried Pickthall.
        translationId = try container.decodeIfPresent(String.self, forKey: .translationId) ?? Self.legacyTranslation.id
        translationLanguage =
            try container.decodeIfPresent(String.self, forKey: .translationLanguage) ?? Self.legacyTranslation.language
        translationDirection =
            try container.decodeIfPresent(String.self, forKey: .translationDirection)
            ?? Self.legacyTranslation.direction
        attribution =
            try container.decodeIfPresent(Attribution.self, forKey: .attribution)
            ?? Attribution(arabic: "", translation: "")
        location = try container.decodeIfPresent(GeoPoint.self, forKey: .location)
        method = try container.decodeIfPresent(SolarMethod.self, forKey: .method)
        hijriAdjustment = try container.decodeIfPresent(Int.self, forKey: .hijriAdjustment)
        timestampISO = try container.decodeIfPresent(String.self, forKey: .timestampISO)
        nextReloadISO = try container.decodeIfPresent(String.self, forKey: .nextReloadISO)
    }

    public func encode(to encoder: any Encoder) throws {
        try today.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(timestamp, forKey: .timestamp)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(timeZone, forKey: .timeZone)
        try container.encode(nextReload, forKey: .nextReload)
        try container.encode(upcoming, forKey: .upcoming)
        try container.encode(dayStartsAt, forKey: .dayStartsAt)
        try container.encode(translationId, forKey: .translationId)
        try container.encode(translationLanguage, forKey: .translationLanguage)
        try container.encode(translationDirection, forKey: .translationDirection)
        try container.encode(attribution, forKey: .attribution)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encodeIfPresent(method, forKey: .method)
        try container.encodeIfPresent(hijriAdjustment, forKey: .hijriAdjustment)
        try container.encodeIfPresent(timestampISO, forKey: .timestampISO)
        try container.encodeIfPresent(nextReloadISO, forKey: .nextReloadISO)
    }

    // Convenience views of today's fields, named as in the original model.
    public var arabicText: String { today.arabicText }
    public var translation: String { today.translation }
    public var reference: String { today.reference }
    public var localDate: String { today.localDate }
}

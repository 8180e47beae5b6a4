// Platform-neutral: no Foundation at all (see AyahDay.swift).

/// What a local date shows, in no time zone: the passage, its words and its
/// place, the date's Hijri date and readings. ``AyahDay`` adds when the day
/// starts and ends in one zone; ``DayDocument`` adds the translation's
/// identity and credits. Both encode these fields at their own top level and
/// read and write them as their own (`day.reference`).
public struct DayContent: Codable, Equatable, Sendable {
    /// The local civil date, `YYYY-MM-DD`.
    public var localDate: String
    public var surah: Int
    public var ayah: Int
    /// `Al-Baqarah 2:255`.
    public var reference: String
    /// NFC, logical order, no bidi control characters.
    public var arabicText: String
    public var translation: String
    /// The basmala shown above ayah 1 of most surahs, or nil.
    public var basmala: String?
    /// `arabicText` cut to fit a small widget (see `AyahData.shortFormLimits`).
    public var arabicTextShort: String
    /// `translation` cut to fit a small widget.
    public var translationShort: String
    /// `dailyayah://ayah/2/255`.
    public var deepLink: String
    /// The Umm al-Qura date of `localDate`, `YYYY-MM-DD` (AH), when known.
    public var hijriDate: String?
    /// The readings the configured plans give this ayah-day, in the order the
    /// plans were given: absent when no plan is configured, empty on a day
    /// none is in effect.
    public var readings: [Reading]?
    /// The passage's last ayah (equal to `ayah` for one ayah); absent in
    /// payloads written before passages.
    public var ayahEnd: Int?
    /// Each ayah of the passage, in order (one for a single ayah).
    public var ayahs: [PassageAyah]?
    /// The curated pool's themes of the passage (`mercy`, `patience`...); empty
    /// for the classic pool and pool files.
    public var themes: [String]?
    /// The Hijri occasion that chose the passage (`ramadan`, `laylat-al-qadr`...);
    /// absent on a regular day.
    public var occasion: String?
    /// The ruku or rukus that hold the passage.
    public var context: PassageContext?
}

/// A form of a date's ``DayContent``: the content and what the form adds to it
/// (``AyahDay``: its times in one zone; ``DayDocument``: the translation's
/// source). Both parts' fields read and write as the form's own
/// (`day.reference`, `day.start`), and encode as one object: an older reader
/// sees the flat fields it always has.
@dynamicMemberLookup
public protocol DayContentForm: Codable {
    /// The fields the form adds to its content.
    associatedtype Additions: Codable
    /// The date's passage, words, Hijri date and readings.
    var content: DayContent { get set }
    /// Where the form keeps its ``Additions`` (`\.times`, `\.source`).
    static var additions: WritableKeyPath<Self, Additions> { get }
    /// The form of `content` with `additions`.
    init(_ content: DayContent, _ additions: Additions)
}

extension DayContentForm {
    /// A field of ``content``.
    @inlinable
    public subscript<Value>(dynamicMember field: WritableKeyPath<DayContent, Value>) -> Value {
        get { content[keyPath: field] }
        set { content[keyPath: field] = newValue }
    }

    /// A field of the form's ``Additions``.
    @inlinable
    public subscript<Value>(dynamicMember field: WritableKeyPath<Additions, Value>) -> Value {
        get { self[keyPath: Self.additions][keyPath: field] }
        set { self[keyPath: Self.additions][keyPath: field] = newValue }
    }

    /// The form from one object that holds the fields of its content and additions.
    public init(from decoder: any Decoder) throws {
        self.init(try DayContent(from: decoder), try Additions(from: decoder))
    }

    /// The form as one object: the fields of its content and additions, nil ones absent.
    public func encode(to encoder: any Encoder) throws {
        try content.encode(to: encoder)
        try self[keyPath: Self.additions].encode(to: encoder)
    }
}

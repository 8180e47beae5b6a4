// Platform-neutral: Foundation only (see AyahDay.swift).

/// The ayah of one local date, independent of any time zone: the same date
/// gives the same document everywhere, and it never changes for a given
/// selection configuration and corpus. It is a scheduled day's ``content``
/// (an ``AyahDay`` without its times in one zone) with the translation's
/// ``source``: both read and written as the document's own fields
/// (`document.reference`, `document.translationId`) and encoded as one object.
public struct DayDocument: DayContentForm, Codable, Equatable, Sendable {
    /// The date's passage, words, Hijri date and readings.
    public var content: DayContent
    /// The translation's identity and whom to credit; all absent in a document
    /// made without them.
    public var source: DaySource

    /// The zone-independent part of a scheduled day, without the translation's
    /// identity.
    public init(_ day: AyahDay) {
        self.init(day.content, DaySource())
    }

    /// The zone-independent part of a scheduled day, with the identity of its
    /// translation and the credits a payload carries.
    public init(
        _ day: AyahDay, translationId: String, translationLanguage: String, translationDirection: String,
        attribution: Attribution
    ) {
        self.init(
            day.content,
            DaySource(
                translationId: translationId, translationLanguage: translationLanguage,
                translationDirection: translationDirection, attribution: attribution))
    }

    /// The document of `content` from `source`.
    public init(_ content: DayContent, _ source: DaySource) {
        self.content = content
        self.source = source
    }

    /// What the document adds to its content: its ``source``.
    public static var additions: WritableKeyPath<DayDocument, DaySource> { \.source }
}

/// Where a ``DayDocument``'s words come from: the translation's identity and
/// whom to credit.
public struct DaySource: Codable, Equatable, Sendable {
    /// Tanzil's id of the translation in `translation` (`en.pickthall`), or
    /// `none`; nil in documents written before it was added.
    public var translationId: String?
    /// BCP 47 language of the translation (`en`, `ur`); "" for `none`.
    public var translationLanguage: String?
    /// `ltr` or `rtl`: how to lay out the translation.
    public var translationDirection: String?
    /// Whom to credit for the Arabic and the translation (a static host must
    /// not have to add the credit itself).
    public var attribution: Attribution?
}

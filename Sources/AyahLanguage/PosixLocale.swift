/// The language of the POSIX locale variables, as the C library picks the
/// messages' locale: `LC_ALL`, else `LC_MESSAGES`, else `LANG` (the first
/// that is set and not empty).
public enum PosixLocale {
    /// The tag of the locale name, or nil when it names no language (unset,
    /// `C`, `POSIX`, `C.UTF-8`) or is not a locale name:
    /// `ur_PK.UTF-8` → `ur-PK`, `fr_FR@euro` → `fr-FR`, `ar` → `ar`.
    public static func tag(environment: [String: String]) -> LanguageTag? {
        let name = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let name else { return nil }
        return tag(localeName: name)
    }

    /// The tag of one locale name (`language[_territory][.codeset][@modifier]`).
    public static func tag(localeName: String) -> LanguageTag? {
        var base = Substring(localeName)
        if let at = base.firstIndex(of: "@") { base = base[..<at] }
        if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
        guard base != "C", base != "POSIX", !base.isEmpty else { return nil }
        let parts = base.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        return LanguageTag(parts.joined(separator: "-"))
    }
}

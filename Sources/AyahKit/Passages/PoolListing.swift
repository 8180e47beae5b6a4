/// The pool a selection chooses from, as `ayah pool --json` prints it and
/// `GET /v1/pool` serves it: its name, the theme vocabulary, and each passage
/// (the regular rotation and every occasion's own, in mushaf order).
public struct PoolListing: Encodable, Equatable, Sendable {
    /// One passage.
    public struct Entry: Encodable, Equatable, Sendable {
        public let surah: Int
        public let ayah: Int
        public let ayahEnd: Int
        /// `Al-'Asr 103:1–3`.
        public let reference: String
        public let themes: [String]
        public let occasions: [String]
    }

    /// `curated`, `classic` or `file`.
    public let pool: String
    /// The theme vocabulary, in order (the curated pool's; empty for the others).
    public let themes: [String]
    /// The theme the listing is limited to, when one was asked for.
    public let theme: String?
    public let passages: [Entry]
}

extension AyahEngine {
    /// The pool of this engine's selection; with `theme`, only its passages that carry it.
    public func poolListing(theme: PassageTheme? = nil) -> PoolListing {
        let selector = self.selector
        var all = selector.pool
        for list in selector.occasionPools { all += list }
        if case .custom = selector.config.source {
        } else {
            all.sort { $0.range.first < $1.range.first }
        }
        let curated = selector.config.source == .curated
        let entries = all.filter { theme.map($0.themes.contains) ?? true }.map { passage in
            PoolListing.Entry(
                surah: passage.surah, ayah: passage.ayah, ayahEnd: passage.ayahEnd,
                reference: PassageText.reference(surahName(passage.surah), passage.range),
                themes: passage.themes.list.map(\.rawValue), occasions: passage.occasions.list.map(\.rawValue))
        }
        return PoolListing(
            pool: selector.config.source.name, themes: curated ? PassageTheme.names : [], theme: theme?.rawValue,
            passages: entries)
    }
}

extension CardSize {
    /// Most sizes one list may name (`ayah export --cards`).
    public static let listLimit = 8

    /// The sizes of a comma-separated list such as `og,eink,600x400`, in the
    /// order given, each at most once; empty entries and repeats are refused.
    public static func list(parsing text: String) throws(CardSpecError) -> [CardSize] {
        let words = text.split(separator: ",", omittingEmptySubsequences: false)
        guard words.count <= listLimit, !words.contains(where: \.isEmpty) else { throw .badSizeList(text) }
        var sizes: [CardSize] = []
        for word in words {
            let size = try CardSize(parsing: String(word))
            guard !sizes.contains(size) else { throw .repeatedSize(size.name) }
            sizes.append(size)
        }
        return sizes
    }

    /// The file a static export holds this size's PNG card of a date in,
    /// inside the date's folder: `card-og.png`, `card-600x400.png`.
    public var exportFileName: String { "card-" + name + ".png" }
}

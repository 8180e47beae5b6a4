import AyahPlatform
import AyahText

/// The translation shown beside the Arabic: its text by mushaf ordinal, and
/// what it is (id, language, direction, attribution).
///
/// The bundled one shares the corpus's bytes, so choosing it costs nothing at
/// start; a user's file is read, parsed and checked once when loaded.
public struct Translation: Sendable {
    /// Tanzil's `lang.name` (`en.pickthall`, `ur.jalandhry`), or `none`.
    public let id: String
    /// BCP 47 language tag (`en`, `ur`); `und` when unknown, empty for `none`.
    public let language: String
    /// Writing direction of the text.
    public let direction: TranslationDirection
    /// Who made the translation and where it comes from, one line; empty when unknown or `none`.
    public let attribution: String
    /// The file it was read from; nil for the bundled translation and `none`.
    public let path: String?
    private let storage: Storage

    private enum Storage: Sendable {
        case empty
        /// Entity-escaped attribute values (Tanzil XML).
        case xml(Blob, ByteRanges)
        /// Raw text (`sura|aya|text`).
        case text(Blob, ByteRanges)
    }

    /// The bundled translation's attribution.
    public static let bundledAttribution =
        "M. M. Pickthall, The Meaning of the Glorious Koran (1930), public domain; digital text from Tanzil.net"

    /// The largest translation file read (Tanzil's are 1 to 3 MB).
    public static let maximumFileSize = 16 << 20

    /// No translation: every text is empty.
    public static let none = Translation(
        id: TranslationSource.noneName, language: "", direction: .ltr, attribution: "",
        path: nil, storage: .empty)

    private init(
        id: String, language: String, direction: TranslationDirection, attribution: String, path: String?,
        storage: Storage
    ) {
        self.id = id
        self.language = language
        self.direction = direction
        self.attribution = attribution
        self.path = path
        self.storage = storage
    }

    /// The bundled translation over the corpus's already parsed bytes.
    init(bundled blob: Blob, ranges: ByteRanges) {
        self.init(
            id: TranslationSource.bundledID, language: "en", direction: .ltr, attribution: Self.bundledAttribution,
            path: nil, storage: .xml(blob, ranges))
    }

    /// Whether there is no text at all (`none`).
    public var isEmpty: Bool {
        if case .empty = storage { return true }
        return false
    }

    /// The text of the ayah at a mushaf ordinal (entities decoded); "" for
    /// `none`; nil when the bytes are not valid UTF-8 (a damaged bundled file:
    /// files read from disk are checked when loaded).
    public func text(ordinal: Int) -> String? {
        switch storage {
        case .empty:
            return ""
        case let .xml(blob, ranges):
            guard ranges.indices.contains(ordinal) else { return nil }
            let text = blob.bytes.string(ranges[ordinal]).map(TranslationParser.unescape)
            // The bundled translation (no path) is Tanzil's Pickthall: its errata apply.
            return path == nil ? text.map { TranslationErrata.applied(to: $0, ordinal: ordinal) } : text
        case let .text(blob, ranges):
            guard ranges.indices.contains(ordinal) else { return nil }
            return blob.bytes.string(ranges[ordinal])
        }
    }

    /// The same translation labelled with another language tag; the direction
    /// follows the tag when it implies one.
    public func withLanguage(_ tag: String) throws(TranslationError) -> Translation {
        guard Self.isLanguageTag(tag) else { throw .invalidLanguage(tag) }
        return Translation(
            id: id, language: tag, direction: TranslationDirection.of(language: tag) ?? direction,
            attribution: attribution, path: path, storage: storage)
    }

    /// The translation a source names: the bundled one from `corpus`, none, or
    /// a file read and checked against the corpus's surahs.
    public static func load(_ source: TranslationSource, corpus: Corpus) throws(TranslationError) -> Translation {
        switch source {
        case .bundled: return corpus.bundledTranslation
        case .none: return .none
        case let .file(path): return try read(path: path, surahs: corpus.surahs)
        }
    }

    /// Reads a Tanzil translation file: the XML (`<sura index=..><aya index=..
    /// text=../>`, one element a line, the header comment tolerated) or the
    /// text format (`sura|aya|text` lines, then a `#` block). Checked as the
    /// bundled files are: every surah and ayah present once, in order, with the
    /// standard counts; every text valid UTF-8 with no control character.
    /// With `followSymlinks` false, a symbolic link at `path` is refused
    /// (``TranslationError/unreadable(path:reason:)``) instead of followed.
    public static func read(path: String, surahs: [Surah], followSymlinks: Bool = true) throws(TranslationError)
        -> Translation
    {
        try parse(try readBytes(path: path, followSymlinks: followSymlinks), path: path, surahs: surahs)
    }

    /// A file's bytes as ``read(path:surahs:followSymlinks:)`` reads them (a
    /// regular file of at most ``maximumFileSize`` bytes), in memory the caller
    /// owns: ``parse(_:path:surahs:)`` takes it over.
    static func readBytes(path: String, followSymlinks: Bool) throws(TranslationError)
        -> UnsafeMutableBufferPointer<UInt8>
    {
        do throws(FileError) {
            return try RegularFile.readAllocated(path, limit: maximumFileSize, followSymlinks: followSymlinks)
        } catch {
            switch error {
            case .notFound:
                if let target = SymbolicLink.target(of: path) { throw .brokenLink(path: path, target: target) }
                throw .notFound(path: path)
            default: throw .unreadable(path: path, reason: error.reason)
            }
        }
    }

    /// The translation in `contents` (read from `path`, which names it and
    /// gives its id), checked; `contents` is taken over.
    static func parse(_ contents: UnsafeMutableBufferPointer<UInt8>, path: String, surahs: [Surah])
        throws(TranslationError) -> Translation
    {
        // A UTF-8 byte order mark is not part of the first line.
        let hasBOM = contents.count >= 3 && contents[0] == 0xEF && contents[1] == 0xBB && contents[2] == 0xBF
        let blob = Blob.adopting(contents, from: hasBOM ? 3 : 0)
        let isXML = TranslationFile.looksLikeXML(blob.bytes)
        let ranges: [ByteRange]
        do {
            ranges =
                isXML
                ? try TranslationParser.parse(blob, surahs: surahs, checkText: true, file: path)
                : try TanzilTextParser.parse(blob, named: path, surahs: surahs, checkText: true)
        } catch {
            switch error {
            case let .damaged(_, problem): throw .damaged(path: path, problem: problem)
            case .missing, .notInstalled: throw .notFound(path: path)
            }
        }
        let header = try TranslationFile.header(blob.bytes, xml: isXML, path: path)
        let (id, language) = TranslationFile.identity(path: path, headerID: header.id)
        let storage: Storage = isXML ? .xml(blob, ByteRanges(ranges)) : .text(blob, ByteRanges(ranges))
        var direction = TranslationDirection.of(language: language)
        if direction == nil {
            // Unknown language: the first ayah's first strong character decides.
            let first =
                isXML ? blob.bytes.string(ranges[0]).map(TranslationParser.unescape) : blob.bytes.string(ranges[0])
            direction = TerminalText.isRTL(first ?? "") ? .rtl : .ltr
        }
        return Translation(
            id: id, language: language, direction: direction ?? .ltr, attribution: header.attribution,
            path: path, storage: storage)
    }

    /// A BCP 47 tag's shape: a 2-3 letter language (or 4-8 letters), then
    /// subtags of 1-8 letters or digits, at most 35 characters.
    static func isLanguageTag(_ tag: String) -> Bool {
        guard !tag.isEmpty, tag.utf8.count <= 35 else { return false }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...8).contains(first.count), first.count != 4,
            first.utf8.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count)
                && part.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || (($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A) }
        }
    }
}

import AyahPlatform

/// The translations a reader installed: Tanzil files in one directory
/// (`$XDG_DATA_HOME/dailyayah/translations`, else
/// `~/.local/share/dailyayah/translations`), each named by its id and format
/// (`ur.jalandhry.txt`, `fa.makarem.xml`). Only regular files with such names
/// count: a link, a directory or anything else there is not listed and never
/// read.
public struct TranslationLibrary: Sendable {
    /// The directory.
    public let directory: String
    /// The home directory the library is under when it comes from `HOME`: it
    /// must exist (installing never creates a home directory).
    public let home: String?

    public init(directory: String, home: String? = nil) {
        self.directory = directory
        self.home = home
    }

    /// The most files listed (Tanzil publishes about 150 translations).
    public static let maximumEntries = 1_000
    /// The directory's path below the data directory.
    public static let subdirectory = ["dailyayah", "translations"]

    /// The data directory translations are installed under: `$XDG_DATA_HOME`
    /// when absolute, else `$HOME/.local/share`; nil without either.
    public static func dataHome(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return trimmed(xdg) }
        if let home = environment["HOME"], !home.isEmpty { return trimmed(home) + "/.local/share" }
        return nil
    }

    /// The library of this environment (``dataHome(environment:)``), or nil.
    public static func of(environment: [String: String]) -> TranslationLibrary? {
        guard let data = dataHome(environment: environment) else { return nil }
        let xdg = (environment["XDG_DATA_HOME"] ?? "").hasPrefix("/")
        return TranslationLibrary(
            directory: data + "/dailyayah/translations", home: xdg ? nil : environment["HOME"].map(trimmed))
    }

    private static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// One installed translation.
    public struct Entry: Sendable, Equatable {
        /// Its id: the file's name less `.xml`/`.txt`.
        public let id: String
        /// Its language: the id's `lang` prefix, else `und`.
        public let language: String
        /// The file.
        public let path: String
    }

    /// The installed translations, by id; none when the directory is missing or unreadable.
    public func entries() -> [Entry] {
        guard let listing = try? Directory.entries(of: directory, limit: Self.maximumEntries) else { return [] }
        var seen: Set<String> = []
        var result: [Entry] = []
        for entry in listing.sorted(by: { $0.name < $1.name }) where entry.kind == .regular {
            guard let id = Self.id(ofFileName: entry.name), seen.insert(id).inserted else { continue }
            let language = TranslationFile.tanzilLanguage(id) ?? "und"
            result.append(Entry(id: id, language: language, path: directory + "/" + entry.name))
        }
        return result.sorted { $0.id < $1.id }
    }

    /// The installed translation with this id.
    public func entry(id: String) -> Entry? {
        guard Self.isValidID(id) else { return nil }
        return entries().first { $0.id == id }
    }

    /// The installed translations in a language: those whose language is
    /// `language`'s primary subtag (`ur` for `ur-PK`), by id.
    public func entries(language: String) -> [Entry] {
        let primary = language.split(separator: "-").first.map { $0.lowercased() } ?? ""
        guard !primary.isEmpty else { return [] }
        return entries().filter { $0.language.lowercased() == primary }
    }

    /// `ur.jalandhry` for `ur.jalandhry.txt` or `.xml`; nil for any other name.
    static func id(ofFileName name: String) -> String? {
        for suffix in [".txt", ".xml"] where name.hasSuffix(suffix) {
            let id = String(name.dropLast(suffix.count))
            return isValidID(id) ? id : nil
        }
        return nil
    }

    /// An id a file may be named by: 1 to 100 ASCII letters, digits, `.`,
    /// `_` or `-`, not starting with `.`, and neither the bundled id nor `none`.
    public static func isValidID(_ id: String) -> Bool {
        guard (1...100).contains(id.utf8.count), id.first != ".", id != TranslationSource.bundledID,
            id != TranslationSource.noneName
        else { return false }
        return id.utf8.allSatisfy {
            ($0 >= 0x30 && $0 <= 0x39) || (($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A) || $0 == 0x2E || $0 == 0x5F
                || $0 == 0x2D
        }
    }

    /// What ``install(_:surahs:force:)`` did.
    public enum Installation: Sendable, Equatable {
        /// The file is now installed.
        case installed(Entry)
        /// The same bytes were installed already: nothing changed.
        case unchanged(Entry)
        /// Another file with the same id was replaced.
        case replaced(Entry)

        /// The installed translation.
        public var entry: Entry {
            switch self {
            case let .installed(entry), let .unchanged(entry), let .replaced(entry): return entry
            }
        }
    }

    /// Installs the translation file at `path`: read and checked exactly as
    /// ``Translation/read(path:surahs:followSymlinks:)`` reads it, then copied
    /// (the bytes checked, not read again) atomically to `ID.txt` or `ID.xml`
    /// here, mode 0644. The data directory must exist or be creatable (its
    /// missing parents are made, mode 0700); `dailyayah` and `translations`
    /// below it are created 0700 and must be directories, not links. Another
    /// file with the same id (in either format) is refused unless `force`.
    public func install(_ path: String, surahs: [Surah], force: Bool) throws(TranslationLibraryError) -> Installation {
        let contents: UnsafeMutableBufferPointer<UInt8>
        do { contents = try Translation.readBytes(path: path, followSymlinks: true) } catch {
            throw .translation(error)
        }
        let bytes = Array(contents)
        let translation: Translation
        do { translation = try Translation.parse(contents, path: path, surahs: surahs) } catch {
            throw .translation(error)
        }
        let id = translation.id
        guard Self.isValidID(id) else { throw .invalidID(id: id, path: path) }
        let isXML = bytes.withUnsafeBufferPointer { TranslationFile.looksLikeXML($0) }
        let name = id + (isXML ? ".xml" : ".txt")
        let otherName = id + (isXML ? ".txt" : ".xml")
        let handle = try openDirectory()
        let target = handle.join(name)
        let entry = Entry(id: id, language: TranslationFile.tanzilLanguage(id) ?? "und", path: target)
        let existing = handle.kind(of: name)
        let other = handle.kind(of: otherName)
        if existing == .regular, other == nil, (try? handle.read(name, limit: Translation.maximumFileSize)) == bytes {
            return .unchanged(entry)
        }
        if let clash = existing != nil ? target : other != nil ? handle.join(otherName) : nil, !force {
            throw .exists(id: id, path: clash)
        }
        do { try handle.replace(name, with: bytes, permissions: 0o644) } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
        if other != nil { handle.removeFiles { $0 == otherName } }
        handle.synchronize()
        return existing != nil || other != nil ? .replaced(entry) : .installed(entry)
    }

    /// Opens the library's directory, creating it (and what is missing above it) as needed.
    private func openDirectory() throws(TranslationLibraryError) -> DirectoryHandle {
        var components = directory.split(separator: "/").map(String.init)
        let own = components.suffix(Self.subdirectory.count)
        guard Array(own) == Self.subdirectory else {
            do { return try DirectoryHandle.create(directory, permissions: 0o700) } catch {
                throw .cannotWrite(path: error.path, reason: error.reason)
            }
        }
        components.removeLast(Self.subdirectory.count)
        let base = (directory.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
        if let home, (try? FileStatus.of(home, followSymlinks: true).kind) != .directory {
            throw .cannotWrite(path: home, reason: "the home directory does not exist")
        }
        do {
            try Directory.createWithParents(base, permissions: 0o700)
            var handle = try DirectoryHandle.open(base)
            for name in Self.subdirectory { handle = try handle.child(name, permissions: 0o700) }
            return handle
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
    }
}

/// Why a translation could not be installed.
public enum TranslationLibraryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file cannot be read or is not a complete, clean translation.
    case translation(TranslationError)
    /// The id the file gives itself cannot name a file here (or is reserved).
    case invalidID(id: String, path: String)
    /// Another file with the same id is installed.
    case exists(id: String, path: String)
    /// The library's directory or file cannot be written.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case let .translation(error):
            return error.description
        case let .invalidID(id, path):
            return
                "translation file \(path) has the id \(Quoted.text(id)), which cannot be installed (ids are letters, digits, '.', '_' and '-', not en.pickthall or none)"
        case let .exists(id, path):
            return "another translation with the id \(id) is installed at \(path)"
        case let .cannotWrite(path, reason):
            return "cannot write \(path): \(reason)"
        }
    }
}

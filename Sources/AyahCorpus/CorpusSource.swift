import AyahPlatform
import CAyahData

/// Where the corpus files come from: the copy embedded in the binary at build
/// time (the default, so `ayah` runs alone from any directory with an empty
/// environment), or a directory holding the files of `Data/` (`AYAH_DATA_DIR`).
public enum CorpusSource: Sendable, Equatable {
    case embedded
    case directory(String)

    /// `AYAH_DATA_DIR` when set and non-empty, else the embedded copy.
    public static func from(environment: [String: String]) -> CorpusSource {
        if let dir = environment["AYAH_DATA_DIR"], !dir.isEmpty { return .directory(dir) }
        return .embedded
    }
}

/// The bundled files, by their names in `Data/`.
public enum CorpusFile: String, Sendable, CaseIterable {
    case quranUthmani = "quran-uthmani.txt"
    case quranSimple = "quran-simple.txt"
    case translation = "en.pickthall.xml"
    case surahs = "surahs-corrected.tsv"
    case notice = "NOTICE"
}

/// Immutable bytes of one corpus file. Embedded files point into the binary's
/// read-only data; files read from disk are owned by this object.
final class Blob: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    private let owned: UnsafeMutableBufferPointer<UInt8>?

    private init(bytes: UnsafeBufferPointer<UInt8>, owned: UnsafeMutableBufferPointer<UInt8>?) {
        self.bytes = bytes
        self.owned = owned
    }

    deinit { owned?.deallocate() }

    static func load(_ file: CorpusFile, from source: CorpusSource) throws(CorpusError) -> Blob {
        switch source {
        case .embedded:
            var length = 0
            let pointer: UnsafePointer<UInt8>?
            switch file {
            case .quranUthmani: pointer = ayah_data_quran_uthmani(&length)
            case .quranSimple: pointer = ayah_data_quran_simple(&length)
            case .translation: pointer = ayah_data_en_pickthall(&length)
            case .surahs: pointer = ayah_data_surahs(&length)
            case .notice: pointer = ayah_data_notice(&length)
            }
            return Blob(bytes: UnsafeBufferPointer(start: pointer, count: length), owned: nil)
        case let .directory(directory):
            return try read(file.rawValue, in: directory)
        }
    }

    /// The largest corpus file read from disk (the bundled ones are under 2 MB).
    static let maximumFileSize = 64 << 20

    /// A regular file of at most ``maximumFileSize`` bytes, opened without blocking:
    /// a FIFO, a device or a directory in the data directory is a damaged file.
    private static func read(_ name: String, in directory: String) throws(CorpusError) -> Blob {
        let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        let contents: [UInt8]
        do throws(FileError) {
            contents = try RegularFile.read(path, limit: maximumFileSize)
        } catch {
            switch error {
            case .notFound: throw .missing(file: name, directory: directory)
            case .system: throw .damaged(file: name, problem: "cannot be opened (\(error.reason))")
            default: throw .damaged(file: name, problem: error.reason)
            }
        }
        return owning(contents)
    }

    /// A blob over `buffer[offset...]` that takes ownership of `buffer` (from
    /// `RegularFile.readAllocated`): it deallocates it.
    static func adopting(_ buffer: UnsafeMutableBufferPointer<UInt8>, from offset: Int = 0) -> Blob {
        let start = min(max(offset, 0), buffer.count)
        return Blob(bytes: UnsafeBufferPointer(rebasing: buffer[start...]), owned: buffer)
    }

    /// A blob that owns a copy of `contents`.
    static func owning(_ contents: [UInt8]) -> Blob {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(contents.count, 1))
        _ = buffer.initialize(from: contents)
        return Blob(bytes: UnsafeBufferPointer(start: buffer.baseAddress, count: contents.count), owned: buffer)
    }
}

import AyahPlatform
import CAyahData

/// Where the corpus files come from: the program's own copy (the default; installed
/// once in `share/dailyayah` beside `bin/` for all three programs, found from the
/// executable's path, or in a build directory the package's `Data/`, so `ayah` runs
/// from any directory with an empty environment), or a directory holding the
/// files of `Data/` (`AYAH_DATA_DIR`).
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

extension CorpusFile {
    /// The file among those installed with the program (CAyahData's ayah_files.h).
    var installed: ayah_file {
        switch self {
        case .quranUthmani: AYAH_FILE_QURAN_UTHMANI
        case .quranSimple: AYAH_FILE_QURAN_SIMPLE
        case .translation: AYAH_FILE_EN_PICKTHALL
        case .surahs: AYAH_FILE_SURAHS
        case .notice: AYAH_FILE_NOTICE
        }
    }
}

/// Why an installed file could not be mapped (`status` from `ayah_file_bytes`).
func installedFileError(_ file: ayah_file, status: Int32) -> CorpusError {
    let name = String(cString: ayah_file_name(file))
    let directory = String(cString: ayah_data_directory())
    if status == Int32(AYAH_FILE_MISSING.rawValue) { return .notInstalled(file: name, directory: directory) }
    let path = directory + "/" + String(cString: ayah_file_relative_path(file))
    return .damaged(
        file: name, problem: "\(path) is not a regular file of the size and opening this build was made with")
}

/// Immutable bytes of one corpus file. The program's own files are mapped
/// read-only for the life of the process; files read from `AYAH_DATA_DIR` are
/// owned by this object.
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
            var status: Int32 = 0
            guard let pointer = ayah_file_bytes(file.installed, &length, &status) else {
                throw installedFileError(file.installed, status: status)
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

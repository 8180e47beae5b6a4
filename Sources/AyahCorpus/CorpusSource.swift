import CAyahData
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    private static func read(_ name: String, in directory: String) throws(CorpusError) -> Blob {
        let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { throw .missing(file: name, directory: directory) }
            throw .damaged(file: name, problem: "cannot be opened (\(String(cString: strerror(errno))))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw .damaged(file: name, problem: "is not a regular file")
        }
        let size = Int(info.st_size)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(size, 1))
        var done = 0
        while done < size {
            let n = Glibc_read(fd, buffer.baseAddress.map { $0 + done }, size - done)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                buffer.deallocate()
                throw .damaged(file: name, problem: "could not be read in full")
            }
            done += n
        }
        return Blob(bytes: UnsafeBufferPointer(start: buffer.baseAddress, count: size), owned: buffer)
    }
}

@inline(__always)
private func Glibc_read(_ fd: Int32, _ p: UnsafeMutablePointer<UInt8>?, _ n: Int) -> Int {
    read(fd, p, n)
}

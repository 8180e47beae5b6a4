#if os(Linux)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reports changes to a few files (`inotify`): each file is watched through
/// its directory, so a file replaced by a rename (how `dpkg` installs a new
/// tzdata), created, deleted or rewritten is seen; a link's target directory is
/// watched too. Events for other names in those directories are ignored.
package final class FileWatch {
    /// The descriptor to wait on.
    package let descriptor: Int32
    /// Per watch: the names in its directory that count, and the path each stands for.
    private var names: [Int32: [String: String]] = [:]

    /// Watches `paths` (absolute). Paths whose directory cannot be watched are
    /// skipped; ``watched`` says which are covered.
    package init(paths: [String]) throws(SystemCallError) {
        let fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard fd >= 0 else { throw .last("inotify_init1") }
        descriptor = fd
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
        for path in paths {
            var targets = [path]
            if let real = SymbolicLink.resolved(path), real != path { targets.append(real) }
            for target in targets where target.hasPrefix("/") {
                guard let slash = target.utf8.lastIndex(of: UInt8(ascii: "/")) else { continue }
                let directory = slash == target.startIndex ? "/" : String(target[..<slash])
                let name = String(target[target.index(after: slash)...])
                let wd = inotify_add_watch(fd, directory, mask)
                guard wd >= 0, !name.isEmpty else { continue }
                names[wd, default: [:]][name] = path
            }
        }
    }

    deinit { close(descriptor) }

    /// The paths given at creation whose files are watched.
    package var watched: [String] { Array(Set(names.values.flatMap(\.values))).sorted() }

    /// The watched paths that changed since the last read (each once); does not block.
    package func changes() -> [String] {
        var changed: Set<String> = []
        let capacity = 8192
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer, capacity)
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let length = Int(event.len)
                var name = ""
                if length > 0, offset + header + length <= count {
                    let start = buffer.advanced(by: offset + header).assumingMemoryBound(to: UInt8.self)
                    let bytes = UnsafeBufferPointer(start: start, count: length)
                    name = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                if let path = names[event.wd]?[name] { changed.insert(path) }
                offset += header + length
            }
        }
        return changed.sorted()
    }
}
#endif

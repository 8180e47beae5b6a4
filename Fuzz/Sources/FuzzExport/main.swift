// libFuzzer target: the export's directory walk and its temporary-name
// parsing. Each input is a plan: its first bytes plant links, files and
// directories where the export's directories and temporary files go (links
// point into a "victim" directory beside the root), the rest is a file name
// given to the temporary-name parser. Then StaticExport runs. It must never
// crash, never write into the victim directory, and a name it would sweep must
// be one it could have made.
import AyahExport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Under $TMPDIR (scripts/fuzz points it into its own scratch directory, removed afterwards).
let base = (getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/ayah-fuzz-export-\(getpid())"
var round = 0

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let split = min(bytes.count, 8)
    let name = String(decoding: bytes[split...], as: UTF8.self)
    if let target = StaticExport.temporaryFileTarget(of: name) {
        check(target == StaticExport.indexName || StaticExport.isDayFileName(target), "swept \(name) for \(target)")
        check(name.hasPrefix("." + target + ".") && name.hasSuffix(".tmp"), "\(name) is not a temporary of \(target)")
    }

    round += 1
    let dir = base + "/\(round)"
    let site = dir + "/site"
    let victim = dir + "/victim"
    mkdir(base, 0o700)
    mkdir(dir, 0o700)
    mkdir(victim, 0o700)
    // The root exists as a directory: a link there is --out given as a link, which is followed on purpose.
    mkdir(site, 0o755)
    let planted = [
        "site/v1/days/x", "site/v1", "site/v1/days", "site/v1/index.json", "site/v1/days/2026-03-07.json",
        "site/v1/days/.2026-03-07.json.0123456789abcdef.tmp", "site/v1/.index.json.1.tmp", "site/v1/days/.x.1.tmp",
    ]
    for byte in bytes[..<split] {
        let path = dir + "/" + planted[Int(byte >> 3) % planted.count]
        switch byte & 7 {
        case 0, 1: mkdir(path, 0o755)
        case 2, 3: symlink(victim, path)
        case 4: symlink(victim + "/file", path)
        case 5: close(open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644))
        case 6: mkfifo(path, 0o644)
        default: break
        }
    }
    // Planting through a planted link may itself put things in the victim: compare with what is there now.
    let before = snapshot(victim)
    if let export = try? StaticExport(root: site, wait: 0) {
        _ = try? export.writeDay("2026-03-07", Array("{}\n".utf8))
        _ = try? export.writeDay("2026-03-08", Array("{}\n".utf8))
        _ = try? export.writeIndex(Array("{\"count\":2}\n".utf8))
    }
    let after = snapshot(victim)
    check(after == before, "the export wrote into the victim directory: \(before) -> \(after)")
    remove(tree: dir)
    return 0
}

/// The names in a directory (no "." or "..").
func entries(_ path: String) -> [String] {
    guard let stream = opendir(path) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names
}

/// Every path below `path` with its kind and size (by lstat), following no link.
func snapshot(_ path: String) -> [String] {
    var result: [String] = []
    for name in entries(path).sorted() {
        var info = stat()
        guard lstat(path + "/" + name, &info) == 0 else { continue }
        result.append("\(name) \(info.st_mode & S_IFMT) \(info.st_size)")
        if info.st_mode & S_IFMT == S_IFDIR { result += snapshot(path + "/" + name).map { name + "/" + $0 } }
    }
    return result
}

/// `rm -r`, following no link.
func remove(tree path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
        for name in entries(path) { remove(tree: path + "/" + name) }
        rmdir(path)
    } else {
        unlink(path)
    }
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

import AyahPlatform
import Foundation
import Testing

@Suite("Atomic replacement", .serialized)
struct AtomicFileTests {
    @Test("writes the bytes with exactly the requested mode and leaves no temporary file")
    func replace() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/AyahData.json"
        try AtomicFile.replace(path, with: Array("one".utf8), permissions: 0o640)
        #expect(try fileText(path) == "one")
        #expect(try permissions(path) == 0o640)
        try AtomicFile.replace(path, with: Array("two".utf8), permissions: 0o604)  // not masked by the umask
        #expect(try fileText(path) == "two")
        #expect(try permissions(path) == 0o604)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["AyahData.json"])
    }

    @Test("a symbolic link at the target is replaced; what it pointed to is untouched")
    func symlinkTarget() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try writeFile(dir + "/victim", "keep me")
        try FileManager.default.createSymbolicLink(atPath: dir + "/AyahData.json", withDestinationPath: dir + "/victim")
        try AtomicFile.replace(dir + "/AyahData.json", with: Array("new".utf8), permissions: 0o644)
        #expect(try fileText(dir + "/victim") == "keep me")
        #expect(try FileStatus.of(dir + "/AyahData.json", followSymlinks: false).kind == .regular)
        #expect(try fileText(dir + "/AyahData.json") == "new")
    }

    @Test("temporary names are unpredictable and recognised")
    func names() {
        let a = AtomicFile.temporaryName(for: "AyahData.json")
        let b = AtomicFile.temporaryName(for: "AyahData.json")
        #expect(a != b)
        #expect(
            a.hasPrefix(".AyahData.json.") && a.hasSuffix(".tmp")
                && a.utf8.count == ".AyahData.json.".utf8.count + 16 + 4)
        #expect(AtomicFile.isTemporaryName(a, for: "AyahData.json"))
        #expect(AtomicFile.isTemporaryName(".AyahData.json.12345.tmp", for: "AyahData.json"))  // older writers: a pid
        for other in [
            ".AyahData.json..tmp", ".AyahData.json.xyz.tmp", ".AyahData.json.1234.tmp.bak", "AyahData.json.1234.tmp",
            ".AyahData.json.unreadable.1234.tmp", ".AyahData.json.ABCDEF.tmp", ".Other.json.1234.tmp",
            ".AyahData.json." + String(repeating: "a", count: 33) + ".tmp",
        ] {
            #expect(!AtomicFile.isTemporaryName(other, for: "AyahData.json"), "\(other)")
        }
    }

    @Test("a missing directory fails with the target's path and creates nothing")
    func missingDirectory() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/absent/AyahData.json"
        #expect(throws: FileError.system(path: path, code: ENOENT)) {
            try AtomicFile.replace(path, with: [1, 2, 3], permissions: 0o644)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    @Test("a write past the file-size limit is EFBIG (SIGXFSZ ignored): target intact, no temporary file")
    func fileSizeLimit() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/AyahData.json"
        try writeFile(path, "previous")
        Signals.ignoreFileSizeLimit()
        let resource = Int32(RLIMIT_FSIZE.rawValue)
        var saved = rlimit()
        #expect(getrlimit(resource, &saved) == 0)
        // The limit is process-wide, so keep it high enough not to disturb other tests and brief.
        var limited = saved
        limited.rlim_cur = 1 << 20
        let big = [UInt8](repeating: 0x41, count: 2 << 20)
        var thrown: FileError?
        #expect(setrlimit(resource, &limited) == 0)
        do throws(FileError) {
            try AtomicFile.replace(path, with: big, permissions: 0o644)
        } catch {
            thrown = error
        }
        #expect(setrlimit(resource, &saved) == 0)
        #expect(thrown == .system(path: path, code: EFBIG))
        #expect(try fileText(path) == "previous")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["AyahData.json"])
    }

    @Test("stale temporary files are removed: matching regular files only, links not followed")
    func removeStale() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try writeFile(dir + "/outside", "keep")
        try writeFile(dir + "/.AyahData.json.0123456789abcdef.tmp", "partial")
        try writeFile(dir + "/.AyahData.json.99999.tmp", "partial")
        try writeFile(dir + "/.AyahData.json.notes.tmp", "not ours")
        try FileManager.default.createSymbolicLink(
            atPath: dir + "/.AyahData.json.aaaa.tmp", withDestinationPath: dir + "/outside")
        try FileManager.default.createDirectory(
            atPath: dir + "/.AyahData.json.bbbb.tmp", withIntermediateDirectories: false)
        #expect(AtomicFile.removeTemporaryFiles(in: dir, for: "AyahData.json") == 2)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: dir))
        #expect(left == [".AyahData.json.notes.tmp", ".AyahData.json.aaaa.tmp", ".AyahData.json.bbbb.tmp", "outside"])
        #expect(try fileText(dir + "/outside") == "keep")
    }
}

import AyahPlatform
import Foundation
import Testing

@Suite("Advisory lock file", .serialized)
struct FileLockTests {
    @Test("a held lock makes a second taker wait, then fail as busy; release frees it")
    func busy() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/.ayah.lock"
        let first = try FileLock.acquire(path, wait: 0)
        #expect(try permissions(path) == 0o600)
        let start = Date()
        #expect(throws: FileError.busy(path: path, waited: 0.2)) { try FileLock.acquire(path, wait: 0.2) }
        let waited = Date().timeIntervalSince(start)
        #expect(waited >= 0.2 && waited < 2, "waited \(waited)s")
        first.release()
        first.release()  // idempotent
        let second = try FileLock.acquire(path, wait: 0)
        second.release()
    }

    @Test("a symbolic link at the lock path is refused and its target never created")
    func symlink() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/.ayah.lock"
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: dir + "/created-through-link")
        #expect(throws: FileError.symbolicLink(path: path)) { try FileLock.acquire(path, wait: 0) }
        #expect(!FileManager.default.fileExists(atPath: dir + "/created-through-link"))
    }

    @Test("a lock path that is not a regular file is refused")
    func notRegular() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/.ayah.lock", withIntermediateDirectories: false)
        #expect(throws: FileError.self) { try FileLock.acquire(dir + "/.ayah.lock", wait: 0) }
        #expect(mkfifo(dir + "/fifo.lock", 0o600) == 0)
        #expect(throws: FileError.notRegularFile(path: dir + "/fifo.lock", kind: .fifo)) {
            try FileLock.acquire(dir + "/fifo.lock", wait: 0)
        }
    }

    @Test("a lock file this user cannot write is locked read-only, and still excludes others")
    func readOnlyFallback() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/.ayah.lock"
        try writeFile(path, "")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        // Root may write any file, so act as "nobody" for file access on this thread only
        // (setfsuid is per thread; a non-root user is refused by the 0444 mode alone).
        typealias SetFSUID = @convention(c) (UInt32) -> Int32
        let setfsuid = try #require(libcFunction("setfsuid", as: SetFSUID.self))
        let original = getuid()
        if original == 0 { _ = setfsuid(65_534) }
        defer { if original == 0 { _ = setfsuid(0) } }
        let probe = open(path, O_RDWR | O_CLOEXEC)
        #expect(probe < 0 && errno == EACCES, "the lock file must not be writable for this test")
        if probe >= 0 { close(probe) }

        let held = try FileLock.acquire(path, wait: 0)
        #expect(throws: FileError.busy(path: path, waited: 0.05)) { try FileLock.acquire(path, wait: 0.05) }
        held.release()
        try FileLock.acquire(path, wait: 0).release()
    }
}

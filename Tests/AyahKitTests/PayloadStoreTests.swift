import Foundation
import Testing
import AyahKit

private func scratch() throws -> String {
    let path = NSTemporaryDirectory() + "ayah-store-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

private func text(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
}

private func mode(_ path: String) throws -> Int {
    try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1
}

private func isSymlink(_ path: String) -> Bool {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
}

/// The payload store in a hostile container: planted links, special files, modes, a missing home.
@Suite struct PayloadStoreTests {
    @Test func writesAndReadsBack() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = PayloadStore(directory: dir)
        guard case .missing = store.read() else {
            Issue.record("expected missing")
            return
        }
        try store.write(Array("{}".utf8))
        guard case .bytes(let bytes) = store.read() else {
            Issue.record("expected bytes")
            return
        }
        #expect(bytes == Array("{}".utf8))
        #expect(try mode(store.path) == 0o644)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["AyahData.json"])
    }

    @Test func aRewriteKeepsThePayloadsMode() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = PayloadStore(directory: dir)
        try store.write(Array("one".utf8))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: store.path)
        try store.write(Array("two".utf8))
        #expect(try text(store.path) == "two")
        #expect(try mode(store.path) == 0o640)
    }

    @Test func aLinkAtThePayloadIsReplacedAndItsTargetUntouched() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "precious".write(toFile: dir + "/victim", atomically: false, encoding: .utf8)
        let store = PayloadStore(directory: dir)
        try FileManager.default.createSymbolicLink(atPath: store.path, withDestinationPath: dir + "/victim")
        guard case .unreadable(let why) = store.read() else {
            Issue.record("a link must not be read through")
            return
        }
        #expect(why == "is a symbolic link")
        try store.write(Array("{}".utf8))
        #expect(!isSymlink(store.path))
        #expect(try text(store.path) == "{}")
        #expect(try text(dir + "/victim") == "precious")
    }

    @Test func aLinkAtTheUnreadableCopyIsReplacedAndItsTargetUntouched() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "precious".write(toFile: dir + "/victim", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: dir + "/AyahData.json.unreadable", withDestinationPath: dir + "/victim")
        let store = PayloadStore(directory: dir)
        store.preserveUnreadable(Array("{\"broken".utf8))
        #expect(try text(dir + "/victim") == "precious")
        #expect(!isSymlink(dir + "/AyahData.json.unreadable"))
        #expect(try text(dir + "/AyahData.json.unreadable") == "{\"broken")
        #expect(try mode(dir + "/AyahData.json.unreadable") == 0o600)
    }

    @Test func aLinkAtThePredictableOldTemporaryNameIsNotFollowed() throws {
        // Writers used to open .AyahData.json.<pid>.tmp with O_TRUNC: a link planted there
        // truncated its target. The temporary name is now random and created O_EXCL|O_NOFOLLOW.
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "precious".write(toFile: dir + "/victim", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: dir + "/.AyahData.json.\(getpid()).tmp", withDestinationPath: dir + "/victim")
        try PayloadStore(directory: dir).write(Array("{}".utf8))
        #expect(try text(dir + "/victim") == "precious")
    }

    @Test func aLinkAtTheLockIsRefusedAndItsTargetNotCreated() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/.ayah.lock", withDestinationPath: dir + "/created")
        let store = PayloadStore(directory: dir)
        #expect(throws: StoreError.cannotWrite(path: dir + "/.ayah.lock", reason: "is a symbolic link")) {
            try store.withLock(wait: 0) { () throws(StoreError) in }
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/created"))
    }

    @Test func aFIFOPayloadIsUnreadableAtOnceAndReplaced() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = PayloadStore(directory: dir)
        #expect(mkfifo(store.path, 0o600) == 0)
        let done = DispatchSemaphore(value: 0)
        let reason = ReasonBox()
        Thread.detachNewThread {
            if case .unreadable(let why) = store.read() { reason.set(why) }
            done.signal()
        }
        if done.wait(timeout: .now() + 5) != .success {
            let fd = open(store.path, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
            Issue.record("reading a FIFO payload blocked")
        }
        #expect(reason.get() == "is a FIFO, not a regular file")
        try store.write(Array("{}".utf8))
        #expect(try text(store.path) == "{}")
    }

    @Test func anOversizedPayloadIsUnreadable() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = PayloadStore(directory: dir)
        try Data(count: PayloadStore.maximumPayloadSize + 1).write(to: URL(fileURLWithPath: store.path))
        guard case .unreadable(let why) = store.read() else {
            Issue.record("expected unreadable")
            return
        }
        #expect(why.contains("over the limit of 16777216 bytes"))
    }

    @Test func aDirectoryAtThePayloadIsACannotWrite() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = PayloadStore(directory: dir)
        try FileManager.default.createDirectory(atPath: store.path, withIntermediateDirectories: false)
        guard case .unreadable = store.read() else {
            Issue.record("expected unreadable")
            return
        }
        #expect(throws: StoreError.self) { try store.write(Array("{}".utf8)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["AyahData.json"])
    }

    @Test func theLockIsReleasedWhenTheBodyThrows() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = PayloadStore(directory: dir)
        #expect(throws: StoreError.cannotWrite(path: "x", reason: "y")) {
            try store.withLock(wait: 0) { () throws(StoreError) in throw StoreError.cannotWrite(path: "x", reason: "y")
            }
        }
        #expect(try store.withLock(wait: 0) { () throws(StoreError) in 42 } == 42)
    }

    @Test func aHeldLockIsBusy() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = PayloadStore(directory: dir)
        _ = try store.withLock(wait: 0) { () throws(StoreError) in
            #expect(throws: StoreError.busy(path: dir + "/.ayah.lock", waited: 0.1)) {
                try store.withLock(wait: 0.1) { () throws(StoreError) in }
            }
        }
    }

    @Test func staleTemporaryFilesGoButNothingElse() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "keep".write(toFile: dir + "/victim", atomically: false, encoding: .utf8)
        for name in [
            ".AyahData.json.0123456789abcdef.tmp", ".AyahData.json.4242.tmp", ".AyahData.json.unreadable.00ff.tmp",
        ] {
            try "partial".write(toFile: dir + "/" + name, atomically: false, encoding: .utf8)
        }
        try "mine".write(toFile: dir + "/.AyahData.json.backup.tmp", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: dir + "/.AyahData.json.abcd.tmp", withDestinationPath: dir + "/victim")
        PayloadStore(directory: dir).removeStaleTemporaryFiles()
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: dir))
        #expect(left == ["victim", ".AyahData.json.backup.tmp", ".AyahData.json.abcd.tmp"])
        #expect(try text(dir + "/victim") == "keep")
    }

    @Test func aMissingHomeIsNotCreated() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let home = root + "/nohome"
        let store = try #require(PayloadStore.defaultStore(environment: ["HOME": home]))
        #expect(store.directory == home + "/.local/share/ayah")
        #expect(store.home == home)
        #expect(throws: StoreError.missingHome(path: home)) { try store.createDirectory() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
        #expect(!StoreError.missingHome(path: home).description.contains("--"))
    }

    @Test func theLevelsBelowAnExistingHomeAreCreated() throws {
        let home = try scratch()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let store = try #require(PayloadStore.defaultStore(environment: ["HOME": home + "/"]))
        try store.createDirectory()
        #expect(try mode(home + "/.local/share/ayah") == 0o700)
        // An explicit container, or XDG_DATA_HOME, may create its parents as before.
        #expect(PayloadStore.defaultStore(environment: ["HOME": home, "AYAH_CONTAINER": "/c"])?.home == nil)
        #expect(PayloadStore.defaultStore(environment: ["HOME": home, "XDG_DATA_HOME": "/x"])?.home == nil)
        #expect(PayloadStore.defaultStore(environment: [:]) == nil)
        let nested = PayloadStore(directory: home + "/a/b/c")
        try nested.createDirectory()
        #expect(try mode(home + "/a/b/c") == 0o700)
    }

    @Test func errorTextIsNeutral() {
        for error in [
            StoreError.cannotWrite(path: "/c/AyahData.json", reason: "File too large"),
            .busy(path: "/c/.ayah.lock", waited: 10),
            .missingHome(path: "/nonexistent"),
        ] {
            #expect(!error.description.contains("--"), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
        #expect(
            StoreError.cannotWrite(path: "/c/AyahData.json", reason: "File too large").description
                == "cannot write /c/AyahData.json: File too large; the previous payload is left as it was")
    }
}

final class ReasonBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: String?
    func set(_ new: String) {
        lock.lock()
        value = new
        lock.unlock()
    }
    func get() -> String? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

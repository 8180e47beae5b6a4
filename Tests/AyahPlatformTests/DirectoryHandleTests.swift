import AyahPlatform
import Foundation
import Testing

@Suite("Directory handles")
struct DirectoryHandleTests {
    @Test("a child level is created, and a link or a file in its place is refused, not followed")
    func childrenFollowNothing() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/elsewhere", withIntermediateDirectories: true)
        let root = try DirectoryHandle.open(dir)
        let made = try root.child("made", permissions: 0o755)
        try made.replace("a.json", with: Array("one".utf8), permissions: 0o644)
        #expect(try fileText(dir + "/made/a.json") == "one")
        #expect(try made.read("a.json", limit: 10) == Array("one".utf8))
        #expect(throws: FileError.tooLarge(path: dir + "/made/a.json", size: 3, limit: 2)) {
            try made.read("a.json", limit: 2)
        }

        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/elsewhere")
        #expect(throws: FileError.notDirectory(path: dir + "/link", kind: .symbolicLink)) {
            try root.child("link", permissions: 0o755)
        }
        try writeFile(dir + "/file", "x")
        #expect(throws: FileError.notDirectory(path: dir + "/file", kind: .regular)) {
            try root.child("file", permissions: 0o755)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/elsewhere").isEmpty)

        // A link at a file's name is replaced, its target untouched; reading one is refused.
        try writeFile(dir + "/elsewhere/target", "keep")
        try FileManager.default.createSymbolicLink(
            atPath: dir + "/made/b.json", withDestinationPath: dir + "/elsewhere/target")
        #expect(throws: FileError.symbolicLink(path: dir + "/made/b.json")) { try made.read("b.json", limit: 100) }
        try made.replace("b.json", with: Array("new".utf8), permissions: 0o644)
        #expect(try fileText(dir + "/elsewhere/target") == "keep")
        #expect(try fileText(dir + "/made/b.json") == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/made").sorted() == ["a.json", "b.json"])
    }

    @Test("a prepared file is invisible until committed, and discarding leaves nothing")
    func prepareCommitDiscard() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let root = try DirectoryHandle.open(dir)
        let first = try root.prepare("x.service", with: Array("1".utf8), permissions: 0o644)
        let second = try root.prepare("x.timer", with: Array("2".utf8), permissions: 0o644)
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.service"))
        try first.commit()
        second.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["x.service"])
        #expect(try permissions(dir + "/x.service") == 0o644)
    }

    @Test("temporary names map back to their file, and nothing else does")
    func temporaryTargets() {
        for name in ["AyahData.json", "2026-03-07.json", "index.json", "a.b.c", "ayah-tick.timer"] {
            let temporary = AtomicFile.temporaryName(for: name)
            #expect(AtomicFile.temporaryTarget(of: temporary) == name)
            #expect(AtomicFile.isTemporaryName(temporary, for: name))
        }
        #expect(AtomicFile.temporaryTarget(of: ".index.json.42.tmp") == "index.json")
        for other in [
            "index.json", ".index.json.tmp", ".index.json..tmp", "..0.tmp", ".a.0123456789ABCDEF.tmp", ".a.xyz.tmp",
            ".a." + String(repeating: "0", count: 33) + ".tmp", ".tmp", "", ".a.0.tmpx", "a.0.tmp",
        ] {
            #expect(AtomicFile.temporaryTarget(of: other) == nil, "\(other)")
        }
    }
}

import AyahPlatform
import AyahTestSupport
import Foundation
import Testing

@Suite("Reading regular files only, within a cap")
struct RegularFileTests {
    @Test("a regular file is read whole, up to exactly the limit")
    func regular() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try writeFile(dir + "/ten", "0123456789")
        #expect(try RegularFile.read(dir + "/ten", limit: 10) == Array("0123456789".utf8))
        #expect(try RegularFile.read(dir + "/ten", limit: 100, followSymlinks: false).count == 10)
        try writeFile(dir + "/empty", "")
        #expect(try RegularFile.read(dir + "/empty", limit: 0) == [])
        let contents = try RegularFile.readWithStatus(dir + "/ten", limit: 10)
        #expect(contents.status.kind == .regular && contents.status.size == 10)
        #expect(try RegularFile.prefix(dir + "/ten", count: 4) == Array("0123".utf8))
        #expect(try RegularFile.prefix(dir + "/ten", count: 40) == Array("0123456789".utf8))
    }

    @Test("readAllocated reads what read reads, into memory the caller owns, within the same cap")
    func allocated() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try writeFile(dir + "/ten", "0123456789")
        let ten = try RegularFile.readAllocated(dir + "/ten", limit: 10)
        #expect(Array(ten) == Array("0123456789".utf8))
        ten.deallocate()
        try writeFile(dir + "/empty", "")
        let empty = try RegularFile.readAllocated(dir + "/empty", limit: 0)
        #expect(empty.isEmpty)
        empty.deallocate()
        #expect(throws: FileError.tooLarge(path: dir + "/ten", size: 10, limit: 9)) {
            try RegularFile.readAllocated(dir + "/ten", limit: 9)
        }
        #expect(throws: FileError.tooLarge(path: "/proc/self/status", size: 17, limit: 16)) {
            try RegularFile.readAllocated("/proc/self/status", limit: 16)
        }
        let status = try RegularFile.readAllocated("/proc/self/status", limit: 1 << 20)
        #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
        status.deallocate()
        #expect(mkfifo(dir + "/fifo", 0o600) == 0)
        #expect(throws: FileError.notRegularFile(path: dir + "/fifo", kind: .fifo)) {
            try RegularFile.readAllocated(dir + "/fifo", limit: 10)
        }
        #expect(throws: FileError.notFound(path: dir + "/none")) {
            try RegularFile.readAllocated(dir + "/none", limit: 10)
        }
    }

    @Test("a file over the limit is refused with its size and the limit")
    func oversized() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try writeFile(dir + "/eleven", "0123456789A")
        #expect(throws: FileError.tooLarge(path: dir + "/eleven", size: 11, limit: 10)) {
            try RegularFile.read(dir + "/eleven", limit: 10)
        }
        let error = FileError.tooLarge(path: "/x", size: 11, limit: 10)
        #expect(error.description == "/x: is 11 bytes, over the limit of 10 bytes")
    }

    @Test("a file whose size says 0 but holds more stops at limit + 1 bytes")
    func growing() throws {
        // /proc files report st_size 0 and are regular: the read loop, not fstat, must enforce the cap.
        let info = try FileManager.default.attributesOfItem(atPath: "/proc/self/status")
        #expect((info[.size] as? Int) == 0)
        #expect(throws: FileError.tooLarge(path: "/proc/self/status", size: 17, limit: 16)) {
            try RegularFile.read("/proc/self/status", limit: 16)
        }
        #expect(try RegularFile.read("/proc/self/status", limit: 1 << 20).count > 16)
    }

    @Test("a FIFO with no writer is refused at once, not waited on")
    func fifo() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/fifo"
        #expect(mkfifo(path, 0o600) == 0)
        let result = Locked<Result<[UInt8], FileError>?>(nil)
        let finished = finishes(within: 5) {
            let outcome = Result { () throws(FileError) -> [UInt8] in try RegularFile.read(path, limit: 100) }
            result.withLock { $0 = outcome }
        }
        if !finished {
            // Unblock the reader so the test process can go on, then fail.
            let fd = open(path, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
            Issue.record("reading a FIFO blocked")
        }
        #expect(result.withLock { $0 } == .failure(.notRegularFile(path: path, kind: .fifo)))
        #expect(throws: FileError.notRegularFile(path: path, kind: .fifo)) { try RegularFile.prefix(path, count: 4) }
        #expect(FileError.notRegularFile(path: path, kind: .fifo).reason == "is a FIFO, not a regular file")
    }

    @Test(
        "devices and directories are refused",
        arguments: [
            ("/dev/null", FileKind.characterDevice), ("/dev/zero", .characterDevice), ("/tmp", .directory),
            ("/", .directory),
        ])
    func special(_ path: String, _ kind: FileKind) {
        #expect(throws: FileError.notRegularFile(path: path, kind: kind)) { try RegularFile.read(path, limit: 1 << 20) }
    }

    @Test("a symbolic link is refused when not to be followed, read through otherwise")
    func symlink() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try writeFile(dir + "/target", "secret")
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/target")
        #expect(throws: FileError.symbolicLink(path: dir + "/link")) {
            try RegularFile.read(dir + "/link", limit: 100, followSymlinks: false)
        }
        #expect(try RegularFile.read(dir + "/link", limit: 100) == Array("secret".utf8))
        // A dangling link, and a loop, are errors too: never "not found" silently created.
        try FileManager.default.createSymbolicLink(atPath: dir + "/dangling", withDestinationPath: dir + "/nothing")
        #expect(throws: FileError.symbolicLink(path: dir + "/dangling")) {
            try RegularFile.read(dir + "/dangling", limit: 100, followSymlinks: false)
        }
        try FileManager.default.createSymbolicLink(atPath: dir + "/loop", withDestinationPath: dir + "/loop")
        #expect(throws: FileError.system(path: dir + "/loop", code: ELOOP)) {
            try RegularFile.read(dir + "/loop", limit: 100)
        }
    }

    @Test("a missing file is notFound, also under a missing or non-directory parent")
    func missing() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try writeFile(dir + "/file", "x")
        for path in [dir + "/none", dir + "/none/deeper", dir + "/file/below"] {
            #expect(throws: FileError.notFound(path: path)) { try RegularFile.read(path, limit: 10) }
        }
    }

    @Test("an unreadable file reports the system's reason")
    func permissionDenied() throws {
        // Root reads anything, so use a path that no one may open for reading.
        #expect(throws: FileError.self) { try RegularFile.read("/proc/self/mem", limit: 10) }
        let error = FileError.system(path: "/p", code: EACCES)
        #expect(error.description == "/p: Permission denied")
    }
}

import AyahPlatform
import Foundation
import Testing

@Suite("Directories, status, signals, output, terminal, process")
struct SystemTests {
    @Test("listing reports kinds by lstat and follows nothing")
    func listing() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try writeFile(dir + "/file", "x")
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link-to-sub", withDestinationPath: dir + "/sub")
        #expect(mkfifo(dir + "/fifo", 0o600) == 0)
        let entries = try Directory.entries(of: dir).sorted { $0.name < $1.name }
        #expect(
            entries == [
                DirectoryEntry(name: "fifo", kind: .fifo), DirectoryEntry(name: "file", kind: .regular),
                DirectoryEntry(name: "link-to-sub", kind: .symbolicLink), DirectoryEntry(name: "sub", kind: .directory),
            ])
        #expect(try Directory.entries(of: dir, limit: 2).count == 2)
        #expect(throws: FileError.notFound(path: dir + "/none")) { try Directory.entries(of: dir + "/none") }
        #expect(throws: FileError.notRegularFile(path: dir + "/file", kind: .regular)) {
            try Directory.entries(of: dir + "/file")
        }
        #expect(SymbolicLink.target(of: dir + "/link-to-sub") == dir + "/sub")
        #expect(SymbolicLink.target(of: dir + "/file") == nil)
        #expect(try FileStatus.of(dir + "/link-to-sub", followSymlinks: false).kind == .symbolicLink)
        #expect(try FileStatus.of(dir + "/link-to-sub", followSymlinks: true).kind == .directory)
    }

    @Test("create makes one directory and accepts an existing one")
    func create() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try Directory.create(dir + "/new", permissions: 0o700))
        #expect(try permissions(dir + "/new") == 0o700)
        #expect(try !Directory.create(dir + "/new", permissions: 0o700))
        #expect(throws: FileError.notFound(path: dir + "/a/b")) {
            try Directory.create(dir + "/a/b", permissions: 0o700)
        }
        try writeFile(dir + "/file", "")
        #expect(try !Directory.create(dir + "/file", permissions: 0o700))  // exists, though not a directory
        #expect(throws: FileError.system(path: dir + "/file/sub", code: ENOTDIR)) {
            try Directory.create(dir + "/file/sub", permissions: 0o700)
        }
    }

    @Test("createWithParents makes each missing component, names the one it could not make, and checks the last")
    func createWithParents() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Directory.createWithParents(dir + "/a/b/c", permissions: 0o700)
        #expect(try FileStatus.of(dir + "/a/b/c", followSymlinks: false).kind == .directory)
        #expect(try permissions(dir + "/a/b") == 0o700)
        try Directory.createWithParents(dir + "/a/b/c", permissions: 0o700)  // there already: fine
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/a")
        try Directory.createWithParents(dir + "/link", permissions: 0o700)  // a link to a directory is one
        try writeFile(dir + "/file", "")
        #expect(throws: FileError.notDirectory(path: dir + "/file", kind: .regular)) {
            try Directory.createWithParents(dir + "/file", permissions: 0o700)
        }
        #expect(throws: FileError.system(path: dir + "/file/sub", code: ENOTDIR)) {
            try Directory.createWithParents(dir + "/file/sub/deeper", permissions: 0o700)
        }
    }

    @Test("a file's version changes when it is rewritten or replaced")
    func versions() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/zone"
        try writeFile(path, "one")
        let first = try FileStatus.of(path, followSymlinks: true)
        #expect(try FileStatus.of(path, followSymlinks: true).isSameVersion(as: first))
        try AtomicFile.replace(path, with: Array("one".utf8), permissions: 0o644)  // same bytes, new inode
        let second = try FileStatus.of(path, followSymlinks: true)
        #expect(!second.isSameVersion(as: first))
        #expect(second.permissions == 0o644)
    }

    @Test("SIGXFSZ and SIGPIPE can be ignored")
    func signals() {
        Signals.ignoreFileSizeLimit()
        Signals.ignoreBrokenPipe()
        for signal in [SIGXFSZ, SIGPIPE] {
            var current = sigaction()
            #expect(sigaction(signal, nil, &current) == 0)
            #expect(unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == 1)  // SIG_IGN
        }
    }

    @Test("writing to a closed pipe is brokenPipe; to /dev/full another error")
    func output() throws {
        Signals.ignoreBrokenPipe()
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        try DescriptorOutput.writeAll(Array("hello".utf8), to: ends[1])
        var buffer = [UInt8](repeating: 0, count: 5)
        #expect(read(ends[0], &buffer, 5) == 5 && buffer == Array("hello".utf8))
        close(ends[0])
        #expect(throws: OutputError.brokenPipe) { try DescriptorOutput.writeAll(Array("lost".utf8), to: ends[1]) }
        close(ends[1])
        let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
        #expect(full >= 0)
        defer { close(full) }
        #expect(throws: OutputError.failed(code: ENOSPC)) { try DescriptorOutput.writeAll([1], to: full) }
        #expect(OutputError.failed(code: ENOSPC).description == "No space left on device")
    }

    @Test("terminal width from a pseudo-terminal; none for a pipe")
    func terminal() throws {
        typealias OpenPT = @convention(c) (Int32) -> Int32
        typealias PTOp = @convention(c) (Int32) -> Int32
        typealias PTSName = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        let openpt = try #require(libcFunction("posix_openpt", as: OpenPT.self))
        let grantpt = try #require(libcFunction("grantpt", as: PTOp.self))
        let unlockpt = try #require(libcFunction("unlockpt", as: PTOp.self))
        let ptsname = try #require(libcFunction("ptsname", as: PTSName.self))
        let primary = openpt(O_RDWR | O_NOCTTY)
        #expect(primary >= 0)
        defer { close(primary) }
        #expect(grantpt(primary) == 0 && unlockpt(primary) == 0)
        let name = String(cString: try #require(ptsname(primary)))
        let secondary = open(name, O_RDWR | O_NOCTTY)
        #expect(secondary >= 0)
        defer { close(secondary) }
        var size = winsize()
        size.ws_col = 123
        size.ws_row = 40
        #expect(ioctl(secondary, UInt(TIOCSWINSZ), &size) == 0)
        #expect(TerminalDevice.isTerminal(secondary))
        #expect(TerminalDevice.columns(secondary) == 123)

        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        #expect(!TerminalDevice.isTerminal(ends[1]))
        #expect(TerminalDevice.columns(ends[1]) == nil)
    }

    @Test("the executable's own path")
    func executable() throws {
        let path = try #require(CurrentProcess.executablePath())
        #expect(path.hasPrefix("/"))
        #expect(path == (try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")))
    }

    @Test("the environment, read from environ, is what ProcessInfo reads")
    func environment() {
        setenv("AYAH_TEST_EQUALS", "a=b=c", 1)
        setenv("AYAH_TEST_EMPTY", "", 1)
        defer {
            unsetenv("AYAH_TEST_EQUALS")
            unsetenv("AYAH_TEST_EMPTY")
        }
        let variables = CurrentProcess.environment()
        #expect(variables["AYAH_TEST_EQUALS"] == "a=b=c")
        #expect(variables["AYAH_TEST_EMPTY"] == "")
        #expect(variables == ProcessInfo.processInfo.environment)
    }

    @Test(
        "an environment entry splits at its first Character \"=\", as splitting the whole String does",
        arguments: [
            Array("PATH=/usr/bin:/bin".utf8), Array("A=b=c".utf8), Array("EMPTY=".utf8), Array("NOEQUALS".utf8),
            Array("=leading".utf8), Array("K\u{301}=v".utf8), Array("A=\u{301}x".utf8), Array("A=\u{301}x=y".utf8),
            Array("\u{600}=x=y".utf8), Array("LANG=العربية".utf8), Array("A\r=b".utf8), [0x41, 0x3D, 0xFF, 0x62],
            [0x41, 0xC3, 0x3D, 0x62], [0x41, 0x3D, 0xCC, 0x81, 0x3D, 0x62], [0x41, 0x3D, 0xE2, 0x82],
        ] as [[UInt8]])
    func environmentEntry(bytes: [UInt8]) {
        let entry = bytes.map { CChar(bitPattern: $0) } + [0]
        entry.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else {
                Issue.record("empty")
                return
            }
            let text = String(cString: base)
            let expected = text.firstIndex(of: "=").map {
                (String(text[..<$0]), String(text[text.index(after: $0)...]))
            }
            let split = CurrentProcess.environmentEntry(base)
            #expect(split?.name == expected?.0)
            #expect(split?.value == expected?.1)
            #expect((split == nil) == (expected == nil))
        }
    }

    @Test("Locked serializes concurrent updates")
    func locked() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<1000 { counter.withLock { $0 += 1 } } }
            }
        }
        #expect(counter.withLock { $0 } == 8000)
    }

    @Test("byte search and comparison")
    func bytes() {
        let text = Array("alpha\nbeta\n".utf8)
        text.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else {
                Issue.record("empty")
                return
            }
            #expect(ByteSearch.firstIndex(of: 0x0A, in: base, count: buffer.count) == 5)
            #expect(ByteSearch.firstIndex(of: 0x0A, in: base + 6, count: buffer.count - 6) == 4)
            #expect(ByteSearch.firstIndex(of: 0x0A, in: base, count: 5) == nil)
            #expect(ByteSearch.firstIndex(of: 0x0A, in: base, count: 0) == nil)
            #expect(ByteSearch.equal(base, base + 6, count: 0))
            #expect(!ByteSearch.equal(base, base + 6, count: 1))
            #expect(ByteSearch.equal(base + 4, base + 9, count: 1))  // "a" and "a"
        }
    }

    @Test("the monotonic clock advances across a sleep")
    func clock() {
        let start = MonotonicClock.seconds()
        MonotonicClock.sleep(seconds: 0.05)
        let elapsed = MonotonicClock.seconds() - start
        #expect(elapsed >= 0.05 && elapsed < 5)
    }
}

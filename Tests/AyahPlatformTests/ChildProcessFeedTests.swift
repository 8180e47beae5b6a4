import AyahPlatform
import Foundation
import Testing

@Suite("Feeding a child its standard input (a pager)")
struct ChildProcessFeedTests {
    @Test("the child reads all of the input, with the environment given, and its status comes back")
    func readsEverything() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let input = Array(String(repeating: "line of text\n", count: 20_000).utf8)
        let status = try ChildProcess.feed(
            "/bin/sh",
            arguments: ["-c", "printf '%s\\n' \"$MARK\" > \"$1\"; cat >> \"$1\"; exit 3", "sh", dir + "/got"],
            environment: ["MARK": "marked"], input: input)
        #expect(status == 3)
        let got = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/got")))
        #expect(got == Array("marked\n".utf8) + input)
    }

    @Test("a child that stops reading early ends the feed quietly; SIGPIPE and SIGINT are as they were after")
    func aChildThatQuitsEarly() throws {
        let before = signal(SIGINT, SIG_DFL)
        defer { signal(SIGINT, before) }
        let status = try ChildProcess.feed(
            "/bin/sh", arguments: ["-c", "head -c 10 > /dev/null"], environment: [:],
            input: [UInt8](repeating: 0x61, count: 4 << 20))
        #expect(status == 0)
        // What feed set while the child ran (SIG_IGN) was undone: the handler is the default set above.
        let now = signal(SIGINT, SIG_DFL)
        #expect(unsafeBitCast(now, to: UInt.self) == unsafeBitCast(SIG_DFL, to: UInt.self))
    }

    @Test("a program that does not exist cannot be fed")
    func missingProgram() {
        #expect(throws: FileError.notFound(path: "/nonexistent/pager")) {
            try ChildProcess.feed("/nonexistent/pager", arguments: [], environment: [:], input: [1])
        }
    }
}

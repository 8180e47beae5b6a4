#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Logging
import Testing

@testable import AyahServer

@Suite("The log line: timestamp, level, label, message, sorted metadata")
struct LineLogHandlerTests {
    @Test(
        "timestamps of known instants",
        arguments: [
            (0.0, "1970-01-01T00:00:00Z"), (-1.0, "1969-12-31T23:59:59Z"), (-0.5, "1969-12-31T23:59:59Z"),
            (1_795_262_400.0, "2026-11-21T12:00:00Z"), (1_795_262_399.999, "2026-11-21T11:59:59Z"),
            (951_825_600.0, "2000-02-29T12:00:00Z"), (253_402_300_799.0, "9999-12-31T23:59:59Z"),
            (-62_135_596_800.0, "0001-01-01T00:00:00Z"),
        ])
    func timestamps(_ seconds: Double, _ expected: String) {
        #expect(LineLogHandler.timestamp(seconds) == expected)
    }

    @Test("one line per entry, written whole to the descriptor")
    func line() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        var handler = LineLogHandler(label: "test", descriptor: ends[1])
        handler[metadataKey: "b"] = "two"
        handler.metadata["a"] = "1"
        var logger = Logger(label: "test") { _ in handler }
        logger.logLevel = .info
        logger.debug("not written")
        logger.info("GET / 200", metadata: ["c": "x y"])
        logger.warning("plain")
        close(ends[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines.last == "")
        let stamp = #/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/#
        #expect(lines[0].prefixMatch(of: stamp) != nil)
        #expect(lines[0].dropFirst(20) == " info test: GET / 200 a=1 b=two c=x y")
        #expect(lines[1].dropFirst(20) == " warning test: plain a=1 b=two")
    }
}

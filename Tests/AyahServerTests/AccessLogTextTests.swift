import Testing

@testable import AyahServer

@Suite("The request target as the access log writes it")
struct AccessLogTextTests {
    @Test(
        "printable ASCII stays, everything else is percent-encoded, long targets are cut",
        arguments: [
            ("/v1/today?tz=Asia/Karachi", "/v1/today?tz=Asia/Karachi"),
            ("/v1/today?tz=Asia/Kara%20chi", "/v1/today?tz=Asia/Kara%20chi"),
            ("/a b", "/a%20b"), ("/a\tb\r\n", "/a%09b%0D%0A"), ("/\u{7F}", "/%7F"), ("/é", "/%C3%A9"),
            ("/\u{1B}[31m", "/%1B[31m"), ("", ""),
        ])
    func target(_ text: String, _ expected: String) {
        #expect(AccessLogText.target(text) == expected)
    }

    @Test("a target over the limit is cut at the limit, with or without bytes to encode")
    func long() {
        let limit = AccessLogText.limit
        let plain = "/" + String(repeating: "a", count: limit + 10)
        #expect(AccessLogText.target(plain) == String(plain.prefix(limit)) + "...")
        let exact = "/" + String(repeating: "a", count: limit - 1)
        #expect(AccessLogText.target(exact) == exact)
        let spaced = "/" + String(repeating: " ", count: limit)
        let written = AccessLogText.target(spaced)
        #expect(written.hasSuffix("...") && written.hasPrefix("/%20%20"))
        #expect(written.utf8.count <= limit + 5)
    }

    @Test("numbers in decimal, as String(_:) writes them", arguments: [0, 7, 10, 99, 100, 7035, -5, -10, .max, .min])
    func decimal(_ value: Int) {
        var out = Array("x".utf8)
        AccessLogText.appendDecimal(value, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "x" + String(value))
    }

    @Test("appended after other bytes, the cut still counts from the target's start")
    func appendedAfterOtherBytes() {
        let target = "/" + String(repeating: "b", count: AccessLogText.limit + 3) + " "
        var out = Array("GET ".utf8)
        AccessLogText.appendTarget(target, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "GET " + AccessLogText.target(target))
        #expect(AccessLogText.target(target) == String(target.prefix(AccessLogText.limit)) + "...")
    }
}

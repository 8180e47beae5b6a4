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
}

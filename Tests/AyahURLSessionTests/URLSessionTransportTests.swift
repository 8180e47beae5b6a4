import AyahShared
import Foundation
import Testing

@testable import AyahURLSession

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transport without a network: the request it sends, and an answer that
/// is not HTTP's refused.
@Suite struct URLSessionTransportTests {
    @Test func theRequestCarriesTheClientsHeadersAndSkipsEveryCache() throws {
        let transport = URLSessionTransport(timeout: 7)
        let url = try #require(URL(string: "https://ayah.example/v1/today?tz=Asia%2FKarachi"))
        let request = transport.request(url, headers: ["If-None-Match": "\"abc\"", "Accept": "application/json"])
        #expect(request.url == url)
        #expect(request.httpMethod == "GET")
        #expect(request.value(forHTTPHeaderField: "If-None-Match") == "\"abc\"")
        #expect(request.value(forHTTPHeaderField: "if-none-match") == "\"abc\"")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(request.cachePolicy == .reloadIgnoringLocalCacheData)
        #expect(request.timeoutInterval == 7)
        #expect(transport.request(url, headers: [:]).value(forHTTPHeaderField: "If-None-Match") == nil)
    }

    @Test func anAnswerThatIsNotHTTPIsAnError() async throws {
        let url = try #require(URL(string: "data:application/json,%7B%7D"))
        do {
            let response = try await URLSessionTransport(timeout: 5).get(url, headers: [:])
            Issue.record("a data: URL answered as HTTP \(response.status)")
        } catch let error as URLError {
            // URLSession reads a data: URL itself and answers with a plain URLResponse, which get maps to this.
            #expect(error.code == .badServerResponse, "\(error)")
        }
    }
}

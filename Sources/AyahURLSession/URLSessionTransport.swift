import AyahShared
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// ``AyahTransport`` on URLSession (Apple platforms; FoundationNetworking on
/// Linux), without URLSession's own cache: ``AyahClient`` does the caching,
/// revalidation and fallback itself, so a 304 reaches it as a 304.
public struct URLSessionTransport: AyahTransport {
    private let session: URLSession
    /// Seconds to wait for an answer.
    public let timeout: TimeInterval

    /// A transport whose requests wait at most `timeout` seconds.
    public init(timeout: TimeInterval = 15) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = timeout
        session = URLSession(configuration: configuration)
        self.timeout = timeout
    }

    /// The request ``get(_:headers:)`` sends: `headers` as given (``AyahClient``'s
    /// `If-None-Match`), no local cache, this transport's timeout.
    func request(_ url: URL, headers: [String: String]) -> URLRequest {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return request
    }

    /// The answer to a GET of `url`; a response that is not HTTP's (a `data:`
    /// or `file:` URL) is `URLError.badServerResponse`.
    public func get(_ url: URL, headers: [String: String]) async throws -> AyahTransportResponse {
        let (data, response) = try await session.data(for: request(url, headers: headers))
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name] = value }
        }
        return AyahTransportResponse(status: http.statusCode, headers: fields, body: data)
    }
}

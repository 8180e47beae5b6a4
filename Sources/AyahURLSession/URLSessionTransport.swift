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

    public init(timeout: TimeInterval = 15) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = timeout
        session = URLSession(configuration: configuration)
        self.timeout = timeout
    }

    public func get(_ url: URL, headers: [String: String]) async throws -> AyahTransportResponse {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name] = value }
        }
        return AyahTransportResponse(status: http.statusCode, headers: fields, body: data)
    }
}

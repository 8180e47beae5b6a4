import AyahKit
import AyahPlatform
import Hummingbird
import NIOCore

/// An error answer as RFC 9457 problem details (`application/problem+json`).
/// `detail` never carries more than a short, escaped piece of what the client
/// sent (see ``ProblemText``), and is itself made one safe line of at most
/// ``Quoted/lineLimit`` scalars (``Quoted/line(_:limit:)``), whoever wrote it.
struct Problem: Encodable, Sendable {
    /// What kind of problem: a URI naming it (listed in openapi.yaml).
    let type: String
    /// The kind in words; the same for every problem of a type.
    let title: String
    let status: Int
    /// This occurrence in words, with a suggestion where one exists.
    let detail: String
    /// Valid values close to the one sent (an unknown zone's near names).
    var suggestions: [String]?

    static let contentType = "application/problem+json"

    /// The problem types this server answers with.
    enum Kind: String, CaseIterable {
        case missingParameter = "missing-parameter"
        case badParameter = "bad-parameter"
        case badQuery = "bad-query"
        case unknownZone = "unknown-zone"
        case noSuchAyah = "no-such-ayah"
        case notFound = "not-found"
        case methodNotAllowed = "method-not-allowed"
        case internalError = "internal-error"
        /// Bytes that are not a well-formed HTTP/1.1 request.
        case badRequest = "bad-request"
        /// Every card worker, or every worker building expensive answers, is busy and its queue is full.
        case busy = "busy"
        /// Cards cannot be drawn on this server (a font is missing).
        case cardUnavailable = "card-unavailable"
        /// A variant of a resource this server does not offer (oEmbed's `format=xml`).
        case notImplemented = "not-implemented"

        var uri: String { "urn:dailyayah:problem:" + rawValue }

        var status: HTTPResponse.Status {
            switch self {
            case .missingParameter, .badParameter, .badQuery, .unknownZone, .badRequest: return .badRequest
            case .noSuchAyah, .notFound: return .notFound
            case .methodNotAllowed: return .methodNotAllowed
            case .internalError: return .internalServerError
            case .busy, .cardUnavailable: return .serviceUnavailable
            case .notImplemented: return .notImplemented
            }
        }

        var title: String {
            switch self {
            case .missingParameter: return "A required parameter is missing"
            case .badParameter: return "A parameter has a value that is not allowed"
            case .badQuery: return "The query string cannot be read"
            case .unknownZone: return "Not an IANA time zone of this server's tz database"
            case .noSuchAyah: return "No such ayah"
            case .notFound: return "No such resource"
            case .methodNotAllowed: return "Method not allowed"
            case .internalError: return "The server failed"
            case .badRequest: return "The request is not well-formed HTTP"
            case .busy: return "The server is busy"
            case .cardUnavailable: return "Cards cannot be drawn on this server"
            case .notImplemented: return "This variant is not offered"
            }
        }
    }

    init(_ kind: Kind, _ detail: String, suggestions: [String]? = nil) {
        type = kind.uri
        title = kind.title
        status = Int(kind.status.code)
        self.detail = Quoted.line(detail)
        self.suggestions = suggestions
    }

    /// The reply carrying this problem (never cached).
    var reply: Reply {
        let bytes = (try? JSONOutput.encode(self)) ?? Array("{\"status\":\(status)}\n".utf8)
        var headers = HTTPFields()
        headers[.contentType] = Self.contentType
        headers[.cacheControl] = "no-store"
        headers[.xContentTypeOptions] = "nosniff"
        headers[.contentLength] = String(bytes.count)
        if type == Kind.busy.uri { headers[.retryAfter] = String(HeavyWork.retryAfter) }
        return Reply(status: HTTPResponse.Status(code: status), headers: headers, body: ByteBuffer(bytes: bytes))
    }
}

/// Client values made fit for a problem's `detail`: ``Quoted/text(_:limit:)``,
/// the quoting every message of every surface uses (escaped, cut to
/// ``Quoted/limit`` scalars with "…").
enum ProblemText {
    static let limit = Quoted.limit

    /// `"value"` (quoted), escaped and cut.
    static func quoted(_ text: String) -> String { Quoted.text(text) }
}

extension Problem: Error {}

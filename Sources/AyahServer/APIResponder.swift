import Hummingbird
import Logging
import NIOCore

/// Hands each request to the ``APIService`` and writes one access-log line:
/// method, target, status, body bytes and the microseconds taken.
struct APIResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let service: APIService
    let accessLog: Logger

    func respond(to request: Request, context: Context) async throws -> Response {
        let started = NIODeadline.now()
        let reply = await service.respond(
            method: request.method, path: request.uri.path, query: request.uri.query,
            ifNoneMatch: request.headers[.ifNoneMatch], acceptEncoding: request.headers[.acceptEncoding],
            acceptLanguage: request.headers[.acceptLanguage])
        if request.method == .get || request.method == .head {
            service.remember(reply, target: request.uri.string)
        }
        let head = request.method == .head
        // The fields are the GET's (Content-Length included); HEAD sends no body.
        let response = Response(
            status: reply.status, headers: reply.headers,
            body: head ? ResponseBody() : ResponseBody(byteBuffer: reply.body))
        let fields = AccessRecord.Fields(
            method: request.method.rawValue, target: AccessLogText.target(request.uri.string),
            status: reply.status.code, bytes: head ? 0 : reply.body.readableBytes,
            micros: (NIODeadline.now() - started).nanoseconds / 1000)
        if let record = AccessRecord.current {
            // The request loop logs it once the answer is sent (or says it was not).
            record.record(fields)
        } else if let line = AccessRecord.line(fields) {
            accessLog.info("\(line)")
        }
        return response
    }
}

/// A request target made safe for a log line: printable ASCII only (other
/// bytes as %XX), cut at ``limit`` bytes.
enum AccessLogText {
    static let limit = 256

    static func target(_ text: String) -> String {
        if isPlain(text) { return text }
        var out: [UInt8] = []
        appendTarget(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends ``target(_:)``'s bytes to `out`.
    static func appendTarget(_ text: String, to out: inout [UInt8]) {
        if isPlain(text) {
            out.append(contentsOf: text.utf8)
            return
        }
        let start = out.count
        out.reserveCapacity(start + min(text.utf8.count, limit + 3))
        for byte in text.utf8 {
            if out.count - start >= limit {
                out.append(contentsOf: "...".utf8)
                break
            }
            if byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "%") {
                out.append(byte)
            } else if byte == UInt8(ascii: "%") {
                out.append(byte)
            } else {
                let hex = Array("0123456789ABCDEF".utf8)
                out.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]])
            }
        }
    }

    /// Printable ASCII within the limit, as most targets are: written as it came.
    private static func isPlain(_ text: String) -> Bool {
        text.utf8.count <= limit && text.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    }

    /// Appends `value` in decimal (a leading `-` when negative).
    static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var divisor: UInt = 1
        while divisor <= magnitude / 10 { divisor *= 10 }
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude / divisor % 10))
            divisor /= 10
        } while divisor > 0
    }
}

import AyahPlatform

/// One request's access-log fields, filled by ``APIResponder`` and written
/// by the request loop (``HTTP1Connection``) only once the answer was sent:
/// a connection cut before that is logged as not answered, never as a 200.
final class AccessRecord: Sendable {
    /// What the responder answered.
    struct Fields: Sendable {
        var method, target: String
        var status, bytes: Int
        var micros: Int64

        /// `METHOD TARGET STATUS BYTES MICROSus`, the access line of every path that answers
        /// (made as bytes: the cached path writes one per request, and string appends showed
        /// in its profile).
        var line: String {
            var line = Self.prefix(method: method, target: target, status: status, bytes: bytes)
            Self.appendMicros(micros, to: &line)
            return String(decoding: line, as: UTF8.self)
        }

        /// `METHOD TARGET STATUS BYTES ` (with the space before the micros): the part of
        /// ``line`` the cached path keeps for a connection that repeats a request.
        static func prefix(method: String, target: String, status: Int, bytes: Int) -> [UInt8] {
            var line: [UInt8] = []
            line.reserveCapacity(method.utf8.count + target.utf8.count + 32)
            line.append(contentsOf: method.utf8)
            line.append(UInt8(ascii: " "))
            line.append(contentsOf: target.utf8)
            line.append(UInt8(ascii: " "))
            AccessLogText.appendDecimal(status, to: &line)
            line.append(UInt8(ascii: " "))
            AccessLogText.appendDecimal(bytes, to: &line)
            line.append(UInt8(ascii: " "))
            return line
        }

        /// `MICROSus`, the end of ``line``.
        static func appendMicros(_ micros: Int64, to line: inout [UInt8]) {
            AccessLogText.appendDecimal(Int(micros), to: &line)
            line.append(contentsOf: "us".utf8)
        }
    }

    /// The record of the request being answered in this task, when the request loop keeps one.
    @TaskLocal static var current: AccessRecord?

    private let fields = Locked<Fields?>(nil)

    init() {}

    /// Keeps what the responder answered.
    func record(_ answered: Fields) { fields.withLock { $0 = answered } }

    /// The line once the answer was sent: `METHOD TARGET STATUS BYTES MICROSus`.
    var sentLine: String? { Self.line(fields.withLock { $0 }) }

    /// `METHOD TARGET STATUS BYTES MICROSus`.
    static func line(_ fields: Fields?) -> String? { fields?.line }

    /// The line when sending failed: no status was delivered, so none is claimed.
    func unsentLine(_ reason: String) -> String? {
        fields.withLock { $0 }.map {
            "\($0.method) \($0.target) - 0 \($0.micros)us not answered (\($0.status) was not sent: \(reason))"
        }
    }
}

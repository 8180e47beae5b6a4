import AyahPlatform

/// One request's access-log fields, filled by ``APIResponder`` and written
/// by the request loop (``HTTP1Connection``) only once the answer was sent:
/// a connection cut before that is logged as not answered, never as a 200.
final class AccessRecord: Sendable {
    /// What the responder answered.
    struct Fields: Sendable {
        var method: String
        var target: String
        var status: Int
        var bytes: Int
        var micros: Int64
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
    static func line(_ fields: Fields?) -> String? {
        fields.map { "\($0.method) \($0.target) \($0.status) \($0.bytes) \($0.micros)us" }
    }

    /// The line when sending failed: no status was delivered, so none is claimed.
    func unsentLine(_ reason: String) -> String? {
        fields.withLock { $0 }.map {
            "\($0.method) \($0.target) - 0 \($0.micros)us not answered (\($0.status) was not sent: \(reason))"
        }
    }
}

import AyahTime
import Hummingbird
import Logging
import NIOCore

/// The first line of the request being read, kept from the raw bytes before
/// NIO's HTTP/1 decoder sees them, so that a request the decoder refuses (an
/// unknown or lowercase method) can still be answered for its path.
final class RequestLine {
    /// Longest line kept; a longer one is cut and not used.
    static let limit = 2048

    private(set) var bytes: [UInt8] = []
    /// True once the line's LF was seen (or the limit reached).
    private(set) var isComplete = false

    /// Forgets the line: the next bytes read start another request.
    func reset() {
        bytes.removeAll(keepingCapacity: true)
        isComplete = false
    }

    /// Takes bytes up to the end of the line, skipping empty lines before it
    /// (RFC 9112 §2.2).
    func record(_ buffer: ByteBuffer) {
        guard !isComplete else { return }
        for byte in buffer.readableBytesView {
            if byte == UInt8(ascii: "\n") {
                if bytes.isEmpty { continue }
                isComplete = true
                return
            }
            if byte == UInt8(ascii: "\r") { continue }
            guard bytes.count < Self.limit else {
                isComplete = true
                return
            }
            bytes.append(byte)
        }
    }

    /// Method and target when the line is a whole request line
    /// (`METHOD SP TARGET SP HTTP/1.x`) whose target is visible ASCII.
    var parts: (method: String, target: String)? {
        guard isComplete, bytes.count < Self.limit else { return nil }
        let fields = bytes.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard fields.count == 3, fields[2].elementsEqual("HTTP/1.1".utf8) || fields[2].elementsEqual("HTTP/1.0".utf8),
            !fields[0].isEmpty, !fields[1].isEmpty, fields[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F })
        else { return nil }
        return (String(decoding: fields[0], as: UTF8.self), String(decoding: fields[1], as: UTF8.self))
    }
}

extension RequestLine {
    /// The first two fields of whatever was read, for the access log (which
    /// escapes them), "-" when absent.
    var logged: (method: String, target: String) {
        let fields = bytes.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: true)
        func text(_ index: Int) -> String {
            guard index < fields.count else { return "-" }
            // Bytes that are not UTF-8 are shown as U+FFFD, which the log escapes.
            return String(decoding: fields[index], as: UTF8.self)
        }
        return (text(0), text(1))
    }
}

/// First in a connection's pipeline: shows each read to the ``RequestLine``
/// and passes it on unchanged; except a request line with the method
/// `CONNECT`, which it answers itself, on the raw bytes, before NIO's decoder
/// sees it (``RefusedRequest/connect``), then closes the connection: NIO's
/// encoder strips the body and `Content-Length` of any answer to a CONNECT
/// (it frames every one as a tunnel), and its decoder reads nothing after one.
final class RequestLineRecorder: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    let line: RequestLine
    let accessLog: Logger?
    /// Set once a CONNECT was answered: what follows is dropped.
    private var refused = false

    init(line: RequestLine, accessLog: Logger? = nil) {
        self.line = line
        self.accessLog = accessLog
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        let wasComplete = line.isComplete
        line.record(unwrapInboundIn(data))
        if !wasComplete, let (method, target) = line.parts, method == "CONNECT" {
            refused = true
            let started = NIODeadline.now()
            let reply = RefusedRequest.connect
            let bytes = Self.encode(reply)
            var buffer = context.channel.allocator.buffer(capacity: bytes.count)
            buffer.writeBytes(bytes)
            let channel = context.channel
            context.writeAndFlush(wrapOutboundOut(buffer)).whenComplete { _ in channel.close(promise: nil) }
            let micros = (NIODeadline.now() - started).nanoseconds / 1000
            let fields = AccessRecord.Fields(
                method: AccessLogText.target(method), target: AccessLogText.target(target), status: reply.status.code,
                bytes: reply.body.readableBytes, micros: micros)
            accessLog?.info(Logger.Message(stringLiteral: fields.line))
            return
        }
        context.fireChannelRead(data)
    }

    /// A whole HTTP/1.1 response: status line, the reply's fields, `Content-Length`,
    /// `Connection: close`, `Date`, the body.
    static func encode(_ reply: Reply) -> [UInt8] {
        var head = "HTTP/1.1 \(reply.status.code) \(reply.status.reasonPhrase)\r\n"
        for field in reply.headers where field.name != .contentLength && field.name != .connection {
            head += "\(field.name.rawName): \(field.value)\r\n"
        }
        head += "Content-Length: \(reply.body.readableBytes)\r\nConnection: close\r\n"
        head += "Date: \(HTTPDate.format(LiveClock().now().unixSeconds))\r\n\r\n"
        return Array(head.utf8) + Array(reply.body.readableBytesView)
    }
}

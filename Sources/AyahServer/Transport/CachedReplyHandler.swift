#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahTime
import Hummingbird
import Logging
import NIOCore

/// First in a connection's pipeline, on the raw bytes: while the connection
/// is "fast", reads each complete request head itself (``RawRequestHead``)
/// and, when the service keeps the answer to it
/// (``APIService/cachedReply(target:ifNoneMatch:acceptEncoding:)``), writes
/// the whole response (status line, the fields the request loop would write,
/// `Date`, body) as one buffer, flushed once per read so that pipelined
/// requests share one `writev`. The answer and its access-log line are the
/// request loop's.
///
/// The first request it does not answer (not a hit, any doubt about the
/// bytes, a body, `Expect`, `Connection: close`, HTTP/1.0, a head longer than
/// ``headLimit``, a client that is not reading) makes the connection
/// "passthrough" for good: that request's bytes and everything after go on
/// unchanged to NIO's decoder and the request loop, so responses keep the
/// order of requests (every fast answer was written before).
///
/// While fast, it closes the connection after ``idleTimeout`` without an
/// answered request, and on a graceful shutdown (`ChannelShouldQuiesceEvent`)
/// closes it once what it wrote is sent. Hummingbird's
/// `HTTPConnectionStateHandler`, which sees only decoded requests and would
/// take a busy fast connection for an idle one, is installed only when the
/// connection becomes passthrough (``handOver``), with the decoder and the
/// rest of the request loop's handlers, so that a fast connection's reads
/// pass through none of them.
final class CachedReplyHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// Longest request head read here; a longer one goes to the decoder
    /// (whose own limit is far larger), which answers it as before.
    static let headLimit = 8192

    private let service: APIService
    private let accessLog: Logger
    private let idleTimeout: TimeAmount
    /// Called once, when the connection becomes passthrough: installs the
    /// request loop's idle and shutdown handling.
    private let handOver: (any Channel) throws -> Void
    private var passthrough = false
    /// The start of a request head whose end has not arrived yet.
    private var held: ByteBuffer?
    /// True when an answer was written since the last flush.
    private var unflushed = false
    /// When the last request was answered here (or the connection opened).
    private var lastActive = NIODeadline.now()
    private var idleCheck: Scheduled<Void>?
    /// The `Date` field of the last second written.
    private var date: (second: Int64, text: String) = (.min, "")
    /// The last answer encoded, and everything it was made from.
    private var last: Encoded?
    /// The last request answered from a kept entry, as read, with that entry.
    private var repeated: Repeat?
    /// Where the access lines go when the access log is a ``LineLogHandler`` on a sink
    /// that adds nothing to a message (``LineLogHandler/infoLines``); nil: through `accessLog`.
    private var lines: LineLogHandler.InfoLines?

    /// A request head answered from a kept entry: a request of the very same bytes (as
    /// wrk, a widget or a status bar sends again and again) in the same second of the
    /// engine's clock, with nothing stored in or removed from the kept answers since
    /// (``CachedReplies/generation``), is answered from the same entry without reading its
    /// head or looking the entry up again (``APIService/stillHolds(_:now:)``).
    /// (A class: the connection looks at it on every request, and a struct of arrays and
    /// strings is copied, with a retain for each, every time it is bound.)
    private final class Repeat {
        let bytes: [UInt8]
        let head: RawRequestHead
        let entry: CachedReplies.Entry
        let second: Int64
        let generation: UInt64

        init(bytes: [UInt8], head: RawRequestHead, entry: CachedReplies.Entry, second: Int64, generation: UInt64) {
            self.bytes = bytes
            self.head = head
            self.entry = entry
            self.second = second
            self.generation = generation
        }
    }

    /// One answer as written, with what it depends on: the entry, the
    /// request's fields, `max-age` and the second of `Date`.
    /// (A class, as ``Repeat`` is.)
    private final class Encoded {
        let serial: UInt64
        let isHead: Bool
        let ifNoneMatch: String?
        let acceptEncoding: String?
        let maxAge: Int64
        let second: Int64
        let bytes: ByteBuffer
        /// The access line up to its micros (``AccessRecord/Fields/prefix(method:target:status:bytes:)``).
        let logPrefix: [UInt8]

        init(
            serial: UInt64, isHead: Bool, ifNoneMatch: String?, acceptEncoding: String?, maxAge: Int64, second: Int64,
            bytes: ByteBuffer, logPrefix: [UInt8]
        ) {
            self.serial = serial
            self.isHead = isHead
            self.ifNoneMatch = ifNoneMatch
            self.acceptEncoding = acceptEncoding
            self.maxAge = maxAge
            self.second = second
            self.bytes = bytes
            self.logPrefix = logPrefix
        }
    }

    /// - Parameters:
    ///   - idleTimeout: how long a fast connection may go without a request.
    ///   - handOver: installs what the request loop needs once the
    ///     connection is passthrough (called on the event loop, at most once).
    init(
        service: APIService, accessLog: Logger, idleTimeout: TimeAmount,
        handOver: @escaping (any Channel) throws -> Void
    ) {
        self.service = service
        self.accessLog = accessLog
        self.idleTimeout = idleTimeout
        self.handOver = handOver
        lines = (accessLog.handler as? LineLogHandler)?.infoLines
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { scheduleIdleCheck(context, at: .now() + idleTimeout) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        idleCheck?.cancel()
        idleCheck = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        if !passthrough, idleCheck == nil { scheduleIdleCheck(context, at: .now() + idleTimeout) }
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        idleCheck?.cancel()
        idleCheck = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !passthrough else {
            context.fireChannelRead(data)
            return
        }
        var bytes = unwrapInboundIn(data)
        if var start = held {
            held = nil
            start.writeBuffer(&bytes)
            bytes = start
        }
        while bytes.readableBytes > 0 {
            if let repeated, Self.starts(bytes, with: repeated.bytes) {
                guard context.channel.isWritable, answer(repeated.head, raw: repeated.bytes, context: context) else {
                    passOn(bytes, context: context)
                    return
                }
                bytes.moveReaderIndex(forwardBy: repeated.bytes.count)
                continue
            }
            let reading = bytes.withUnsafeReadableBytes { RawRequestHead.read($0, limit: Self.headLimit) }
            switch reading {
            case .incomplete:
                held = bytes
                return
            case .refused:
                passOn(bytes, context: context)
                return
            case let .request(head, length):
                guard context.channel.isWritable,
                    answer(head, raw: nil, context: context, reading: (bytes, length))
                else {
                    passOn(bytes, context: context)
                    return
                }
                bytes.moveReaderIndex(forwardBy: length)
            }
        }
    }

    /// Whether the readable bytes of `buffer` start with `prefix`.
    private static func starts(_ buffer: ByteBuffer, with prefix: [UInt8]) -> Bool {
        guard buffer.readableBytes >= prefix.count else { return false }
        return buffer.withUnsafeReadableBytes { bytes in
            prefix.withUnsafeBytes { prefix in
                for index in 0..<prefix.count where bytes[index] != prefix[index] { return false }
                return true
            }
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if unflushed {
            unflushed = false
            context.flush()
        }
        context.fireChannelReadComplete()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if !passthrough {
            if event is ChannelShouldQuiesceEvent {
                // Every answer is written already: close once they are sent.
                let sent = context.eventLoop.makePromise(of: Void.self)
                context.writeAndFlush(wrapOutboundOut(ByteBuffer()), promise: sent)
                sent.futureResult.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
                return
            }
            // The client is done sending: a part of a request goes to the decoder, as before.
            if let start = held, case .inputClosed? = event as? ChannelEvent {
                held = nil
                passOn(start, context: context)
            }
        }
        context.fireUserInboundEventTriggered(event)
    }

    /// Makes the connection passthrough and hands `bytes` (from the start of
    /// a request) on.
    private func passOn(_ bytes: ByteBuffer, context: ChannelHandlerContext) {
        passthrough = true
        idleCheck?.cancel()
        idleCheck = nil
        do {
            try handOver(context.channel)
        } catch {
            context.close(promise: nil)
            return
        }
        context.fireChannelRead(wrapInboundOut(bytes))
    }

    /// Writes the kept answer to `head`; false when there is none. A
    /// connection repeating a request gets the bytes encoded for the last
    /// one while they stay the same (the same entry, fields, `max-age` and
    /// second).
    ///
    /// - Parameters:
    ///   - raw: the head's bytes when they are ``repeated``'s.
    ///   - reading: the buffer the head was read from and its length, for a head read anew.
    private func answer(
        _ head: RawRequestHead, raw: [UInt8]?, context: ChannelHandlerContext,
        reading: (buffer: ByteBuffer, length: Int)? = nil
    ) -> Bool {
        let started = NIODeadline.now()
        guard let (found, now) = entry(head, raw: raw, reading: reading) else { return false }
        let maxAge = TodayRoutes.maxAge(until: found.entry.terms.end, now: now)
        let second = LiveClock().now().unixSeconds
        let encoded: Encoded
        if let last, last.serial == found.entry.serial, last.maxAge == maxAge, last.second == second,
            last.isHead == head.isHead, last.ifNoneMatch == head.ifNoneMatch, last.acceptEncoding == head.acceptEncoding
        {
            encoded = last
        } else {
            let entry = found.entry
            let reply = APIService.answer(
                from: entry, now: now, ifNoneMatch: head.ifNoneMatch, acceptEncoding: head.acceptEncoding)
            let bodyBytes = head.isHead ? 0 : reply.body.readableBytes
            encoded = Encoded(
                serial: entry.serial, isHead: head.isHead, ifNoneMatch: head.ifNoneMatch,
                acceptEncoding: head.acceptEncoding, maxAge: maxAge, second: second,
                bytes: encode(reply, isHead: head.isHead, second: second, allocator: context.channel.allocator),
                logPrefix: AccessRecord.Fields.prefix(
                    method: head.isHead ? "HEAD" : "GET", target: AccessLogText.target(head.target),
                    status: reply.status.code, bytes: bodyBytes))
            last = encoded
        }
        context.write(wrapOutboundOut(encoded.bytes), promise: nil)
        unflushed = true
        let finished = NIODeadline.now()
        lastActive = finished
        let micros = (finished - started).nanoseconds / 1000
        // The line the request loop logs: `METHOD TARGET STATUS BYTES MICROSus`.
        if lines != nil {
            lines?.write { line in
                line.append(contentsOf: encoded.logPrefix)
                AccessRecord.Fields.appendMicros(micros, to: &line)
            }
        } else {
            var line = encoded.logPrefix
            AccessRecord.Fields.appendMicros(micros, to: &line)
            accessLog.info(Logger.Message(stringLiteral: String(decoding: line, as: UTF8.self)))
        }
        return true
    }

    /// The kept entry `head` is answered from, with the engine's now: ``repeated``'s while it
    /// holds (see ``Repeat``), else the service's (which then becomes ``repeated``).
    private func entry(
        _ head: RawRequestHead, raw: [UInt8]?, reading: (buffer: ByteBuffer, length: Int)?
    ) -> (found: Repeat, now: Date)? {
        let replies = service.cachedReplies
        if raw != nil, let repeated {
            let now = service.now()
            if now.unixSeconds == repeated.second, replies.generation.current == repeated.generation,
                service.stillHolds(repeated.entry, now: now)
            {
                return (repeated, now)
            }
        }
        let generation = replies.generation.current
        guard let (entry, now) = service.cachedEntry(target: head.target) else {
            repeated = nil
            return nil
        }
        let bytes =
            raw ?? reading.flatMap { $0.buffer.getBytes(at: $0.buffer.readerIndex, length: $0.length) } ?? []
        let found = Repeat(bytes: bytes, head: head, entry: entry, second: now.unixSeconds, generation: generation)
        // A head whose bytes are not known (never the case) is answered but not repeated.
        repeated = bytes.isEmpty ? nil : found
        return (found, now)
    }

    /// `reply` as the request loop writes it: status line, fields, `Date`, body (none for HEAD).
    private func encode(_ reply: Reply, isHead: Bool, second: Int64, allocator: ByteBufferAllocator) -> ByteBuffer {
        let sendsBody = !isHead && reply.body.readableBytes > 0
        var out = allocator.buffer(capacity: 512 + (sendsBody ? reply.body.readableBytes : 0))
        out.writeStaticString("HTTP/1.1 ")
        out.writeString(String(reply.status.code))
        out.writeStaticString(" ")
        out.writeString(reply.status.reasonPhrase)
        out.writeStaticString("\r\n")
        // The fields in the request loop's order, then the `Date` Hummingbird's responder adds;
        // a status without content (304) loses its framing fields, as NIO's encoder drops them.
        let framed = !(100..<200).contains(reply.status.code) && reply.status.code != 204 && reply.status.code != 304
        for field in reply.headers {
            if !framed, field.name == .contentLength || field.name == .transferEncoding { continue }
            out.writeString(field.name.rawName)
            out.writeStaticString(": ")
            out.writeString(field.value)
            out.writeStaticString("\r\n")
        }
        out.writeStaticString("Date: ")
        out.writeString(dateField(second))
        out.writeStaticString("\r\n\r\n")
        if sendsBody {
            var body = reply.body
            out.writeBuffer(&body)
        }
        return out
    }

    /// `Date` as the request loop writes it, formatted once per second.
    private func dateField(_ second: Int64) -> String {
        if second != date.second { date = (second, HTTPDate.format(second)) }
        return date.text
    }

    /// Closes the connection when no request was answered for ``idleTimeout``
    /// (checked at `deadline`, then again at the next possible one).
    private func scheduleIdleCheck(_ context: ChannelHandlerContext, at deadline: NIODeadline) {
        idleCheck = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) {
            self.idleCheck = nil
            guard !self.passthrough else { return }
            let due = self.lastActive + self.idleTimeout
            if NIODeadline.now() >= due {
                context.close(promise: nil)
            } else {
                self.scheduleIdleCheck(context, at: due)
            }
        }
    }
}

/// A GET or HEAD request head read straight from the bytes, strictly: the
/// request line `GET|HEAD SP /target SP HTTP/1.1 CRLF`, header lines
/// `name: value CRLF` of visible ASCII, an empty line. Only the fields the
/// cached answers depend on are kept; a request that has or may have a body
/// (`Content-Length`, `Transfer-Encoding`), `Expect`, `Upgrade`, a
/// `Connection` other than `keep-alive`, a repeated `If-None-Match` or
/// `Accept-Encoding`, or anything else unusual is refused (and goes to NIO's
/// decoder).
struct RawRequestHead: Equatable {
    var isHead: Bool
    var target: String
    var ifNoneMatch: String?
    var acceptEncoding: String?

    /// What the front of a buffer holds.
    enum Reading: Equatable {
        /// The start of a head that may still be taken (its end has not arrived).
        case incomplete
        /// Bytes this reader does not take.
        case refused
        /// A whole head of `length` bytes (with its empty line).
        case request(RawRequestHead, length: Int)
    }

    /// Reads the head at the start of `bytes`; a head longer than `limit`
    /// bytes is refused.
    static func read(_ bytes: UnsafeRawBufferPointer, limit: Int) -> Reading {
        let count = min(bytes.count, limit)
        /// The end of the line starting at `start` (the index of its CR), nil
        /// when its LF has not arrived, -1 for a bare LF or CR.
        func lineEnd(_ start: Int) -> Int? {
            var index = start
            while index < count {
                let byte = bytes[index]
                if byte == 13 {
                    guard index + 1 < count else { return nil }
                    return bytes[index + 1] == 10 ? index : -1
                }
                if byte == 10 { return -1 }
                index += 1
            }
            return nil
        }
        var notYet: Reading { bytes.count >= limit ? .refused : .incomplete }
        // The request line.
        guard let firstEnd = lineEnd(0) else { return notYet }
        guard firstEnd > 0 else { return .refused }
        let isHead: Bool
        let targetStart: Int
        if starts(bytes, 0, "GET /") {
            isHead = false
            targetStart = 4
        } else if starts(bytes, 0, "HEAD /") {
            isHead = true
            targetStart = 5
        } else {
            return .refused
        }
        let version: StaticString = " HTTP/1.1"
        let targetEnd = firstEnd - version.utf8CodeUnitCount
        guard targetEnd > targetStart, targetEnd - targetStart <= CachedReplies.targetLimit,
            starts(bytes, targetEnd, version)
        else { return .refused }
        for index in targetStart..<targetEnd where !(0x21...0x7E).contains(bytes[index]) { return .refused }
        var head = RawRequestHead(
            isHead: isHead,
            target: String(decoding: UnsafeRawBufferPointer(rebasing: bytes[targetStart..<targetEnd]), as: UTF8.self))
        // The header lines, up to the empty one.
        var start = firstEnd + 2
        var hosts = 0
        while true {
            guard let end = lineEnd(start) else { return notYet }
            guard end >= 0 else { return .refused }
            // HTTP/1.1 without Host is a 400 (RFC 9112 §3.2): the request loop answers it.
            if end == start { return hosts == 1 ? .request(head, length: end + 2) : .refused }
            guard let colon = (start..<end).first(where: { bytes[$0] == UInt8(ascii: ":") }), colon > start else {
                return .refused
            }
            for index in start..<colon where !isTokenByte(bytes[index]) { return .refused }
            var valueStart = colon + 1
            var valueEnd = end
            while valueStart < valueEnd, bytes[valueStart] == 32 || bytes[valueStart] == 9 { valueStart += 1 }
            while valueEnd > valueStart, bytes[valueEnd - 1] == 32 || bytes[valueEnd - 1] == 9 { valueEnd -= 1 }
            for index in valueStart..<valueEnd {
                let byte = bytes[index]
                guard (0x20...0x7E).contains(byte) || byte == 9 else { return .refused }
            }
            let name = UnsafeRawBufferPointer(rebasing: bytes[start..<colon])
            let value = UnsafeRawBufferPointer(rebasing: bytes[valueStart..<valueEnd])
            if named(name, "if-none-match") {
                guard head.ifNoneMatch == nil else { return .refused }
                head.ifNoneMatch = String(decoding: value, as: UTF8.self)
            } else if named(name, "accept-encoding") {
                guard head.acceptEncoding == nil else { return .refused }
                head.acceptEncoding = String(decoding: value, as: UTF8.self)
            } else if named(name, "host") {
                // Two Host fields are a 400 (RFC 9112 §3.2): the request loop answers it.
                hosts += 1
                guard hosts == 1 else { return .refused }
            } else if named(name, "connection") {
                guard keepsAlive(value) else { return .refused }
            } else if named(name, "content-length") || named(name, "transfer-encoding") || named(name, "expect")
                || named(name, "upgrade")
            {
                return .refused
            }
            start = end + 2
        }
    }

    /// Whether `bytes` at `offset` starts with `text`.
    private static func starts(_ bytes: UnsafeRawBufferPointer, _ offset: Int, _ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset >= 0, offset + count <= bytes.count else { return false }
        let pointer = text.utf8Start
        for index in 0..<count where bytes[offset + index] != pointer[index] { return false }
        return true
    }

    /// Whether a field name is `lowercase` in any case.
    private static func named(_ name: UnsafeRawBufferPointer, _ lowercase: StaticString) -> Bool {
        guard name.count == lowercase.utf8CodeUnitCount else { return false }
        let pointer = lowercase.utf8Start
        for index in 0..<name.count {
            var byte = name[index]
            if (0x41...0x5A).contains(byte) { byte += 0x20 }
            if byte != pointer[index] { return false }
        }
        return true
    }

    /// A `tchar` of RFC 9110 §5.6.2.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        default: return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// Whether a `Connection` value lists only `keep-alive` options (any case).
    private static func keepsAlive(_ value: UnsafeRawBufferPointer) -> Bool {
        var any = false
        for option in value.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            let trimmed = option.drop { $0 == 32 || $0 == 9 }.reversed().drop { $0 == 32 || $0 == 9 }.reversed()
            guard trimmed.count == 10,
                zip(trimmed, "keep-alive".utf8).allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0) == $1 })
            else { return false }
            any = true
        }
        return any
    }
}

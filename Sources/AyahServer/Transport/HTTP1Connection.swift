#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// One HTTP/1.1 connection of `ayah serve`: Hummingbird's HTTP/1 pipeline
/// with two handlers of its own around NIO's decoder (``RequestLineRecorder``
/// before it, ``ConnectionPersistenceHandler`` after it), and a request loop
/// that closes after a request that asks for it (HTTP/1.0 without
/// keep-alive, `Connection: close`) and answers bytes the decoder refuses
/// with problem details instead of a bare 400.
///
/// A ``CachedReplyHandler`` sits first, on the raw bytes: it answers on the
/// event loop the GETs whose answer the service keeps
/// (``APIService/cachedReply(target:ifNoneMatch:acceptEncoding:)``) until the
/// first request it does not, then hands that one and everything after to
/// the rest of the pipeline, which is installed only then
/// (``addRequestHandlers(to:after:accessLog:idle:logger:)``): the handlers
/// above and Hummingbird's `HTTPConnectionStateHandler` (idle timeout,
/// graceful shutdown), which would not see the requests answered before it.
struct HTTP1Connection: ServerChildChannel {
    typealias Value = NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>

    /// The application's responder (Hummingbird adds `Date` and calls ``APIResponder``).
    let responder: HTTPChannelHandler.Responder
    /// Answers what the decoder refused but could still be routed (405, 404).
    let service: APIService
    let accessLog: Logger
    let idleTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            let idle = Duration.nanoseconds(idleTimeout.nanoseconds)
            let accessLog = accessLog
            // The request loop's handlers join the pipeline only when the connection becomes
            // passthrough: until then each read, read-complete and read request of a cached
            // answer would go through six handlers with nothing to do.
            try channel.pipeline.syncOperations.addHandler(
                CachedReplyHandler(service: service, accessLog: accessLog, idleTimeout: idleTimeout) { channel in
                    let pipeline = channel.pipeline.syncOperations
                    try Self.addRequestHandlers(
                        to: pipeline, after: try pipeline.handler(type: CachedReplyHandler.self),
                        accessLog: accessLog, idle: idle, logger: logger)
                })
            return try NIOAsyncChannel(
                wrappingChannelSynchronously: channel, configuration: .init(isOutboundHalfClosureEnabled: true))
        }
    }

    /// The request loop's handlers, in this order after `first` (the ``CachedReplyHandler``):
    /// ``RequestLineRecorder``, NIO's HTTP/1 encoder and decoder, ``ConnectionPersistenceHandler``,
    /// the conversion to HTTP types, and Hummingbird's `HTTPConnectionStateHandler` (idle timeout,
    /// graceful shutdown), which would not have seen the requests answered before.
    static func addRequestHandlers(
        to pipeline: ChannelPipeline.SynchronousOperations, after first: CachedReplyHandler, accessLog: Logger,
        idle: Duration, logger: Logger
    ) throws {
        let line = RequestLine()
        // Each is put right after `first`, so they go in from the last to the first.
        try pipeline.addHandler(HTTPConnectionStateHandler(idleTimeout: idle, logger: logger), position: .after(first))
        try pipeline.addHandler(HTTP1ToHTTPServerCodec(secure: false), position: .after(first))
        try pipeline.addHandler(ConnectionPersistenceHandler(line: line), position: .after(first))
        try pipeline.configureHTTPServerPipeline(
            position: .after(first), withPipeliningAssistance: false, withErrorHandling: false,
            withOutboundHeaderValidation: false, withEncoderConfiguration: .init(),
            withDecoderLimitConfiguration: .init())
        try pipeline.addHandler(RequestLineRecorder(line: line, accessLog: accessLog), position: .after(first))
    }

    func handle(value asyncChannel: Value, logger: Logger) async {
        do {
            try await withTaskCancellationHandler {
                try await asyncChannel.executeThenClose { inbound, outbound in
                    do {
                        try await serve(inbound: inbound, outbound: outbound, channel: asyncChannel.channel)
                    } catch let malformed as MalformedRequest {
                        try await answer(malformed, outbound: outbound)
                    } catch let refused as RefusedRequest {
                        try await answer(
                            refused.reply, method: refused.method, target: refused.target, outbound: outbound)
                    } catch is HTTP1TypeConversionError {
                        try await answer(MalformedRequest(error: .unknown, requestLine: nil), outbound: outbound)
                    }
                    outbound.finish()
                    try await asyncChannel.channel.closeFuture.get()
                }
            } onCancel: {
                asyncChannel.channel.close(mode: .input, promise: nil)
            }
        } catch {
            logger.trace("connection ended: \(error)")
        }
    }

    /// Answers requests in order until the client is done or one asks to close.
    private func serve(
        inbound: NIOAsyncChannelInboundStream<HTTPRequestPart>,
        outbound: NIOAsyncChannelOutboundWriter<HTTPResponsePart>,
        channel: any Channel
    ) async throws {
        var parts = inbound.makeAsyncIterator()
        while let part = try await parts.next() {
            guard case let .head(head) = part else { continue }
            if let refused = RefusedRequest(head) { throw refused }
            // The API reads no request body; one that is sent is skipped below.
            let request = Request(head: head, body: RequestBody(buffer: ByteBuffer()))
            let record = AccessRecord()
            do {
                try await AccessRecord.$current.withValue(record) {
                    try await responder(request, ResponseWriter(outbound: outbound), channel)
                }
            } catch {
                if let line = record.unsentLine("the connection closed") { accessLog.info("\(line)") }
                throw error
            }
            if let line = record.sentLine { accessLog.info("\(line)") }
            if Self.asksToClose(head.headerFields) { return }
            while let next = try await parts.next() {
                if case .end = next { break }
            }
        }
    }

    /// Whether `Connection` has the `close` option (any case, in a list).
    static func asksToClose(_ fields: HTTPFields) -> Bool {
        fields[values: .connection].contains { value in
            value.split(separator: ",").contains {
                $0.lowercased().filter { $0 != " " && $0 != "\t" } == "close"
            }
        }
    }

    /// Writes the problem for bytes the decoder refused, with `Connection: close`.
    private func answer(_ malformed: MalformedRequest, outbound: NIOAsyncChannelOutboundWriter<HTTPResponsePart>)
        async throws
    {
        let (reply, method, target) = malformed.answer(from: service)
        try await answer(reply, method: method, target: target, outbound: outbound)
    }

    /// Writes `reply` whole (with `Content-Length`) and `Connection: close`, and logs it.
    private func answer(
        _ reply: Reply, method: String, target: String, outbound: NIOAsyncChannelOutboundWriter<HTTPResponsePart>
    ) async throws {
        let started = NIODeadline.now()
        var fields = reply.headers
        fields[.connection] = "close"
        fields[.contentLength] = String(reply.body.readableBytes)
        fields[.date] = HTTPDate.format(Int64(Date().timeIntervalSince1970.rounded(.down)))
        try await outbound.write(.head(HTTPResponse(status: reply.status, headerFields: fields)))
        try await outbound.write(.body(reply.body))
        try await outbound.write(.end(nil))
        let micros = (NIODeadline.now() - started).nanoseconds / 1000
        let access = AccessRecord.Fields(
            method: AccessLogText.target(method), target: AccessLogText.target(target), status: reply.status.code,
            bytes: reply.body.readableBytes, micros: micros)
        accessLog.info(Logger.Message(stringLiteral: access.line))
    }
}

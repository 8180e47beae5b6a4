import AyahKit
import AyahTestSupport
import AyahTime
import Foundation
import Logging
import NIOCore
import NIOEmbedded
import Testing

@testable import AyahServer

/// The cached path's shortcuts (issue 42): a repeated request head answered from the
/// entry found for it while nothing changed, and access lines queued straight on the
/// log sink, the same bytes as the log handler's.
@Suite struct CachedPathRepeatTests {
    private static let target = "/v1/today?tz=Asia/Karachi"
    private static let request = "GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n"

    /// A service whose kept answers hold `target`, on a clock the test moves, and a
    /// connection (an embedded channel) in front of it; `passedOn` counts the hand-overs.
    private func connection() throws -> (
        service: APIService, channel: EmbeddedChannel, wall: MovableWallClock, passedOn: Counter
    ) {
        let wall = MovableWallClock(try InstantParser.parse("2026-11-22T10:00:00.25Z"))
        let service = APIService(
            engine: try AyahEngine(.init(zones: ZoneDatabase(directory: Binaries.zoneinfo), clock: wall)),
            defaultDays: 1, cacheBudget: 1 << 20, logger: .init(label: "test"), monotonic: { 0 })
        remember(service)
        let passedOn = Counter()
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandler(
            CachedReplyHandler(service: service, accessLog: Logger(label: "test"), idleTimeout: .seconds(60)) { _ in
                passedOn.add(1)
            })
        return (service, channel, wall, passedOn)
    }

    private func remember(_ service: APIService) {
        let reply = service.reply(method: .get, path: "/v1/today", query: "tz=Asia/Karachi", ifNoneMatch: nil)
        service.remember(reply, target: Self.target)
    }

    /// Sends the request `count` times in one read; the answers written (nil: none).
    private func send(_ channel: EmbeddedChannel, times count: Int = 1) throws -> ByteBuffer? {
        try channel.writeInbound(ByteBuffer(string: String(repeating: Self.request, count: count)))
        var out: ByteBuffer?
        while let part = try channel.readOutbound(as: ByteBuffer.self) {
            if out == nil { out = part } else { out?.writeImmutableBuffer(part) }
        }
        return out
    }

    @Test func aRepeatedHeadIsAnsweredUntilTheKeptAnswersChange() throws {
        let (service, channel, _, passedOn) = try connection()
        let once = try #require(try send(channel))
        let thrice = try #require(try send(channel, times: 3))
        #expect(thrice.readableBytes == 3 * once.readableBytes)
        #expect(passedOn.value == 0)
        // Within the same second, the entry is forgotten: the same bytes go the normal way.
        service.cachedReplies.forget(Self.target)
        #expect(try send(channel) == nil)
        #expect(passedOn.value == 1)
        #expect(try channel.readInbound(as: ByteBuffer.self) == ByteBuffer(string: Self.request))
    }

    @Test func aRepeatedHeadIsLookedUpAgainInTheNextSecondAndPastTheDay() throws {
        let (service, channel, wall, passedOn) = try connection()
        _ = try #require(try send(channel))
        // Another second: looked up again, still kept.
        wall.advance(1)
        _ = try #require(try send(channel))
        // Karachi's day ends at 19:00Z: the entry no longer holds, whatever was repeated.
        wall.advance(9 * 3600)
        #expect(try send(channel) == nil)
        #expect(passedOn.value == 1)
        _ = service
    }

    @Test func infoLinesAreTheHandlersLines() throws {
        let pipe = Pipe()
        let sink = LogSink(descriptor: pipe.fileHandleForWriting.fileDescriptor, label: "test")
        let handler = LineLogHandler(label: "access", sink: sink)
        var lines = try #require(handler.infoLines)
        let logger = Logger(label: "access") { _ in handler }
        let message = "GET /v1/today?tz=Asia/Karachi 200 24361 12us"
        logger.info(Logger.Message(stringLiteral: message))
        lines.write { $0.append(contentsOf: message.utf8) }
        lines.write { $0.append(contentsOf: "HEAD / 200 0 3us".utf8) }
        #expect(sink.flush(within: 5))
        try pipe.fileHandleForWriting.close()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let written = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(written.count == 4 && written.last == "", "\(text)")
        let stamp = #/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/#
        for line in written.dropLast() { #expect(line.prefixMatch(of: stamp) != nil, "\(line)") }
        #expect(written[0].dropFirst(20) == " info access: " + message)
        #expect(written[1].dropFirst(20) == written[0].dropFirst(20))
        #expect(written[2].dropFirst(20) == " info access: HEAD / 200 0 3us")
    }

    @Test func aHandlerThatAddsToItsLinesHasNoInfoLines() {
        let sink = LogSink(descriptor: -1, label: "test")
        var withMetadata = LineLogHandler(label: "access", sink: sink)
        withMetadata.metadata["id"] = "1"
        #expect(withMetadata.infoLines == nil)
        var quiet = LineLogHandler(label: "access", sink: sink)
        quiet.logLevel = .warning
        #expect(quiet.infoLines == nil)
        var provided = LineLogHandler(label: "access", sink: sink)
        provided.metadataProvider = .init { ["id": "1"] }
        #expect(provided.infoLines == nil)
        #expect(LineLogHandler(label: "access", descriptor: 2).infoLines == nil)
        #expect(LineLogHandler(label: "access", sink: sink).infoLines != nil)
    }
}

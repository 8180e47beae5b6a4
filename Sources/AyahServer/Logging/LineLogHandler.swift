#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahPlatform
import AyahTime
import Logging

/// A swift-log handler that writes each entry as one line on standard error
/// with a single `write(2)`: `2026-11-22T09:00:48Z info access: GET / 200 12 85us`.
/// Metadata is kept as given and printed only when an entry is written, so a
/// per-request logger with a request id costs a dictionary insert, not a
/// reformatting (swift-log's StreamLogHandler re-renders all metadata on every
/// change, which showed in the server's profile). Given a ``LogSink``, it
/// queues the line there instead, and the sink's thread writes it.
public struct LineLogHandler: LogHandler {
    public var logLevel: Logger.Level = .info
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    private let label: String
    private let descriptor: Int32
    private let sink: LogSink?

    /// A handler that writes each line itself, blocking while `descriptor` takes no more.
    public init(label: String, descriptor: Int32 = 2) {
        self.label = label
        self.descriptor = descriptor
        sink = nil
    }

    /// A handler that queues each line on `sink` and never blocks on its descriptor.
    public init(label: String, sink: LogSink) {
        self.label = label
        descriptor = -1
        self.sink = sink
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        // Built as bytes: the server writes an access line per request, and the
        // strings of the timestamp and the joins showed in its profile.
        var line: [UInt8] = []
        line.reserveCapacity(128)
        Self.appendTimestamp(Date().timeIntervalSince1970, to: &line)
        line.append(UInt8(ascii: " "))
        Self.append(event.level.rawValue, to: &line)
        line.append(UInt8(ascii: " "))
        Self.append(label, to: &line)
        line.append(contentsOf: ": ".utf8)
        Self.append(event.message.description, to: &line)
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { $1 } }
        if let extra = event.metadata { merged.merge(extra) { $1 } }
        if !merged.isEmpty {
            for (key, value) in merged.sorted(by: { $0.key < $1.key }) {
                line.append(UInt8(ascii: " "))
                line.append(contentsOf: "\(key)=\(value)".utf8)
            }
        }
        line.append(UInt8(ascii: "\n"))
        if let sink {
            sink.write(line)
        } else {
            try? DescriptorOutput.writeAll(line, to: descriptor)
        }
    }

    /// What ``log(event:)`` queues for an `info` entry, for a caller that writes one per
    /// request (the cached path): nil unless this handler queues on a sink, logs `info`, and
    /// adds nothing to a message (no metadata, no provider), so that the line is exactly
    /// `TIMESTAMP info LABEL: MESSAGE`.
    var infoLines: InfoLines? {
        guard let sink, logLevel <= .info, metadata.isEmpty, metadataProvider == nil else { return nil }
        var infix: [UInt8] = []
        infix.append(UInt8(ascii: " "))
        Self.append(Logger.Level.info.rawValue, to: &infix)
        infix.append(UInt8(ascii: " "))
        Self.append(label, to: &infix)
        infix.append(contentsOf: ": ".utf8)
        return InfoLines(sink: sink, infix: infix)
    }

    /// `info` lines of one ``LineLogHandler`` queued straight on its sink, the same bytes as
    /// ``LineLogHandler/log(event:)`` writes, without a `LogEvent`, a message string or a
    /// timestamp formatted anew within the same second. Owned by one connection (not shared).
    struct InfoLines {
        let sink: LogSink
        /// ` info LABEL: `
        let infix: [UInt8]
        /// The second whose timestamp `line` starts with.
        private var second = Int64.min
        /// The timestamp and `infix`, then the last message written.
        private var line: [UInt8] = []
        /// The length of the timestamp and `infix` in `line`.
        private var fixed = 0

        init(sink: LogSink, infix: [UInt8]) {
            self.sink = sink
            self.infix = infix
        }

        /// Queues `TIMESTAMP info LABEL: MESSAGE\n` with the message `message` appends, stamped
        /// with the time now.
        mutating func write(_ message: (inout [UInt8]) -> Void) {
            let now = Int64(Date().timeIntervalSince1970.rounded(.down))
            if now != second {
                line.removeAll(keepingCapacity: true)
                ZoneRules.appendUTC(now, to: &line)
                line.append(contentsOf: infix)
                fixed = line.count
                second = now
            } else {
                line.removeSubrange(fixed...)
            }
            message(&line)
            line.append(UInt8(ascii: "\n"))
            sink.write(line)
        }
    }

    /// Appends the UTF-8 of `text` in one copy (appending a `UTF8View` went byte by byte).
    private static func append(_ text: String, to line: inout [UInt8]) {
        var text = text
        text.withUTF8 { line.append(contentsOf: $0) }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` of a Unix time.
    static func timestamp(_ seconds: Double) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(20)
        appendTimestamp(seconds, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``timestamp(_:)``'s bytes to `bytes`.
    static func appendTimestamp(_ seconds: Double, to bytes: inout [UInt8]) {
        ZoneRules.appendUTC(Int64(seconds.rounded(.down)), to: &bytes)
    }
}

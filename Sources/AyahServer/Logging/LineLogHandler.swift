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
        var line = Self.timestamp(Date().timeIntervalSince1970) + " \(event.level) \(label): \(event.message)"
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { $1 } }
        if let extra = event.metadata { merged.merge(extra) { $1 } }
        if !merged.isEmpty {
            line += " " + merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
        line += "\n"
        if let sink {
            sink.write(Array(line.utf8))
        } else {
            try? DescriptorOutput.writeAll(Array(line.utf8), to: descriptor)
        }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` of a Unix time.
    static func timestamp(_ seconds: Double) -> String {
        let whole = Int64(seconds.rounded(.down))
        let days = Int(whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400)
        let second = Int(whole - Int64(days) * 86_400)
        let date = CivilDate(daysSinceEpoch: days)
        return date.iso + "T" + two(second / 3600) + ":" + two(second / 60 % 60) + ":" + two(second % 60) + "Z"
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

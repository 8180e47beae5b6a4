#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahCorpus
import AyahShared
import AyahTime

/// One run of the scheduler: bring `AyahData.json` up to date for `now`.
///
/// Idempotent: it writes only when the file is missing or unreadable, is for
/// another zone or local date, or differs in anything but `timestamp` (and `timestampISO`) from
/// what would be written now; otherwise the file keeps its bytes and mtime.
/// A clock that went backwards gets the payload for the (earlier) current day:
/// the tick never refuses. Missed runs need no catching up beyond this run.
public struct Tick: Sendable {
    public let builder: PayloadBuilder
    public let store: PayloadStore
    public let upcomingDays: Int
    /// Seconds to wait for another tick's lock before giving up (exit 75).
    public let lockWait: Double

    // Made by the engine only (`AyahEngine.tick`): its memberwise initializer is the synthesized internal one.

    /// What a run did.
    public enum Action: Equatable, Sendable {
        case unchanged
        case wrote(reason: String)
    }

    public struct Outcome: Sendable {
        public let action: Action
        public let payload: AyahData
        /// The one line `ayah tick` prints.
        public func summary(path: String, zone: ZoneRules) -> String {
            let next = zone.iso8601(payload.nextReload.unixSeconds)
            let what = "\(payload.localDate) \(payload.reference)"
            switch action {
            case .unchanged:
                return "unchanged \(path) (\(what)); next reload \(next)"
            case let .wrote(reason):
                return "wrote \(path) (\(what); \(reason)); next reload \(next)"
            }
        }
    }

    public func run(now: Date) throws(TickError) -> Outcome {
        let payload: AyahData
        let bytes: [UInt8]
        do {
            payload = try builder.payload(at: now, upcoming: upcomingDays)
            bytes = try PayloadCoding.encode(payload)
        } catch let error as CorpusError {
            throw .payload(error)
        } catch {
            throw .encoding(String(describing: error))
        }
        do {
            try store.createDirectory()
            return try store.withLock(wait: lockWait) { () throws(StoreError) -> Outcome in
                store.removeStaleTemporaryFiles()
                let reason: String
                switch store.read() {
                case .missing:
                    reason = "no payload yet"
                case let .unreadable(why):
                    reason = "previous payload unreadable: \(why)"
                case let .bytes(existing):
                    if let old = try? PayloadCoding.decode(existing) {
                        guard let why = Self.reasonToReplace(old, with: payload) else {
                            return Outcome(action: .unchanged, payload: old)
                        }
                        reason = why
                    } else {
                        store.preserveUnreadable(existing)
                        reason = "previous payload was not valid AyahData; kept as \(PayloadStore.fileName).unreadable"
                    }
                }
                try store.write(bytes)
                return Outcome(action: .wrote(reason: reason), payload: payload)
            }
        } catch {
            throw .store(error)
        }
    }

    /// Why `old` must be replaced by `new`, or nil when they agree in all but `timestamp` (and its `timestampISO`).
    static func reasonToReplace(_ old: AyahData, with new: AyahData) -> String? {
        if old.timeZone != new.timeZone { return "time zone changed from \(old.timeZone)" }
        if old.localDate != new.localDate { return "new local date, was \(old.localDate)" }
        if old.translationId != new.translationId { return "translation changed from \(old.translationId)" }
        var same = old
        same.timestamp = new.timestamp
        same.timestampISO = new.timestampISO
        return same == new ? nil : "content changed"
    }
}

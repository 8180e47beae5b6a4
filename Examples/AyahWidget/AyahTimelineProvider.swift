// A minimal WidgetKit timeline provider over the shared payload.
//
// The payload comes from `ayah serve` (`/v1/today?tz=` for the device's zone)
// through AyahShared's `AyahClient`: a fresh answer is reused until its
// max-age, then revalidated with If-None-Match; offline, the last good payload
// (kept in the App Group container) is used. Failing that, the provider reads
// AyahData.json that the app (or `ayah tick` on a Mac) wrote into the
// container. It hands WidgetKit one entry per local day, each dated at that
// day's start instant. The widget
// therefore rolls over at local midnight (even on days whose midnight does not
// exist) without its app running, for as many days as the payload carries.
//
// On Linux this file compiles to nothing: WidgetKit exists only on Apple platforms.
#if canImport(WidgetKit) && canImport(SwiftUI)
import AyahShared
import AyahURLSession
import Foundation
import SwiftUI
import WidgetKit

struct AyahEntry: TimelineEntry {
    let date: Date
    /// Nil when no payload has been written yet.
    let day: AyahDay?
}

struct AyahTimelineProvider: TimelineProvider {
    /// The App Group the app and the widget extension share.
    var appGroup = "group.org.dailyayah"
    /// The server (`ayah serve`, or any host in front of it); nil to read only the container.
    var server = URL(string: "https://ayah.example.org")
    /// The widget's clock; injectable for previews and tests.
    var now: @Sendable () -> Date = { Date() }

    private var container: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)
    }

    func load() -> AyahData? {
        guard let url = container?.appendingPathComponent("AyahData.json"),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return try? JSONDecoder().decode(AyahData.self, from: data)
    }

    /// Today's payload from the server for the device's zone: kept, downloaded,
    /// revalidated (304) or, offline, the last good one; nil when there is none.
    func fetch() async -> AyahData? {
        guard let server else { return nil }
        let store = container.map { AyahClientFileStore(url: $0.appendingPathComponent("AyahClient.json")) }
        let client = AyahClient(
            server: server, zone: TimeZone.current.identifier, days: 7, transport: URLSessionTransport(),
            store: store, now: now)
        return try? await client.fetch().payload
    }

    func placeholder(in context: Context) -> AyahEntry {
        AyahEntry(date: now(), day: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (AyahEntry) -> Void) {
        let date = now()
        completion(AyahEntry(date: date, day: load()?.entry(at: date)))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AyahEntry>) -> Void) {
        Task { completion(timeline(await fetch() ?? load())) }
    }

    func timeline(_ payload: AyahData?) -> Timeline<AyahEntry> {
        let date = now()
        guard let payload else {
            // Nothing written yet: look again in 15 minutes.
            return Timeline(entries: [AyahEntry(date: date, day: nil)], policy: .after(date.addingTimeInterval(900)))
        }
        // The day in effect now, then one entry at the start of each later day.
        var entries = [AyahEntry(date: date, day: payload.entry(at: date))]
        for day in payload.days where day.start > date {
            entries.append(AyahEntry(date: day.start, day: day))
        }
        // Ask for a new timeline when the last day ends (the payload has nothing newer).
        let last = entries[entries.count - 1].date
        let policy: TimelineReloadPolicy = payload.reloadDate(after: last).map { .after($0) } ?? .atEnd
        return Timeline(entries: entries, policy: policy)
    }
}

struct AyahWidgetView: View {
    let entry: AyahEntry

    var body: some View {
        if let day = entry.day {
            VStack(alignment: .leading, spacing: 6) {
                Text(day.arabicTextShort)
                    .font(.title3)
                    .frame(maxWidth: .infinity, alignment: .trailing)
                    .environment(\.layoutDirection, .rightToLeft)
                Text(day.translationShort).font(.caption)
                Text(day.reference).font(.caption2).foregroundStyle(.secondary)
            }
            .widgetURL(URL(string: day.deepLink))
        } else {
            Text("Open DailyAyah to load today's ayah.")
        }
    }
}
#endif

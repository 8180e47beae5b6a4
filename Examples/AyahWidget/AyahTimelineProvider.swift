// A minimal WidgetKit timeline provider over the shared payload.
//
// The app (or `ayah tick` on a Mac) writes AyahData.json into the App Group
// container; this provider reads it with AyahShared and hands WidgetKit one
// entry per local day, each dated at that day's start instant. The widget
// therefore rolls over at local midnight (even on days whose midnight does not
// exist) without its app running, for as many days as the payload carries.
//
// On Linux this file compiles to nothing: WidgetKit exists only on Apple platforms.
#if canImport(WidgetKit) && canImport(SwiftUI)
import AyahShared
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
    /// The widget's clock; injectable for previews and tests.
    var now: @Sendable () -> Date = { Date() }

    func load() -> AyahData? {
        guard let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)?
            .appendingPathComponent("AyahData.json"),
            let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(AyahData.self, from: data)
    }

    func placeholder(in context: Context) -> AyahEntry {
        AyahEntry(date: now(), day: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (AyahEntry) -> Void) {
        let date = now()
        completion(AyahEntry(date: date, day: load()?.entry(at: date)))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AyahEntry>) -> Void) {
        let date = now()
        guard let payload = load() else {
            // Nothing written yet: look again in 15 minutes.
            completion(Timeline(entries: [AyahEntry(date: date, day: nil)], policy: .after(date.addingTimeInterval(900))))
            return
        }
        // The day in effect now, then one entry at the start of each later day.
        var entries = [AyahEntry(date: date, day: payload.entry(at: date))]
        for day in payload.days where day.start > date {
            entries.append(AyahEntry(date: day.start, day: day))
        }
        // Ask for a new timeline when the last day ends (the payload has nothing newer).
        let last = entries[entries.count - 1].date
        let policy: TimelineReloadPolicy = payload.reloadDate(after: last).map { .after($0) } ?? .atEnd
        completion(Timeline(entries: entries, policy: policy))
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

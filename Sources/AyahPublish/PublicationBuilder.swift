#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahCorpus
import AyahDayRule
import AyahKit
import AyahLanguage
import AyahShared
import AyahTime
import AyahWords

extension AyahEngine {
    /// `count` existing ayah-days from `first` on, as a publication: the one
    /// builder the command line and the server share. Each day carries the
    /// readings of `plans` (a request's), else of the configured plans. In a
    /// `language` other than English, references and reading titles are
    /// written as that language writes them (``ReaderWords``) and the
    /// publication's titles and labels are in it. `serverLanguage` is the
    /// language of the server its links lead to (`ayah-server --lang`): links
    /// name the language when it is not English or not that one, so that they
    /// keep it (an English feed of an Arabic server links English pages).
    public func publication(
        on schedule: DaySchedule, from first: DayStart, days count: Int, plans: ReadingPlans? = nil,
        language: SupportedLanguage = .english, serverLanguage: SupportedLanguage = .english
    ) throws(CorpusError) -> Publication {
        let count = max(count, 1)
        let plans = plans ?? self.plans
        let starts = schedule.days(from: first, following: count)
        let payload = try self.payload(
            on: schedule, for: first, generatedAt: Date(timeIntervalSince1970: Double(first.start)),
            upcoming: count - 1, plans: plans)
        let built = [payload.today] + payload.upcoming
        var days: [PublishDay] = []
        days.reserveCapacity(built.count)
        let words = language.isEnglish ? nil : ReaderWords(language)
        for (index, day) in built.enumerated() where index + 1 < starts.count {
            let readings = (day.readings ?? []).map { reading in
                let path = ReadingText.pagePath(reading)
                guard let words else {
                    return PublishReading(title: reading.title, from: reading.from, to: reading.to, path: path)
                }
                return PublishReading(
                    title: words.readingTitle(reading), from: words.dates.digits(in: reading.from),
                    to: words.dates.digits(in: reading.to), path: path)
            }
            days.append(
                PublishDay(
                    date: starts[index].date, start: starts[index].start, end: starts[index + 1].start,
                    endDate: starts[index + 1].date,
                    reference: words?.reference(surah: day.surah, ayah: day.ayah, ayahEnd: day.ayahEnd)
                        ?? day.reference,
                    arabicText: day.arabicText, translation: day.translation, hijriDate: day.hijriDate,
                    readings: readings))
        }
        var publication = Publication(
            zone: schedule.zone, dayStartsAt: payload.dayStartsAt, allDay: schedule.rule == .midnight, days: days,
            attribution: payload.attribution, translationLanguage: payload.translationLanguage,
            translationDirection: payload.translationDirection,
            digest: publicationDigest(payload, plans: plans),
            query: publicationQuery(
                schedule, payload, plans: plans, language: language, named: language != serverLanguage))
        publication.language = language
        return publication
    }

    /// The ayah-day in effect at `instant` and the `count - 1` existing days
    /// before it, the earliest first: the days a feed shows.
    public func firstDay(on schedule: DaySchedule, endingAt instant: Date, count: Int) -> DayStart {
        var day = self.day(on: schedule, at: instant)
        for _ in 1..<max(count, 1) {
            day = schedule.day(at: day.start - 1)
        }
        return day
    }

    private func publicationDigest(_ payload: AyahData, plans: ReadingPlans) -> String {
        var state = ContentHash.State()
        state.add(payload.timeZone)
        state.add(payload.dayStartsAt)
        state.add(payload.translationId)
        state.add(payload.translationLanguage)
        state.add((try? JSONOutput.encode(configuration.selection)) ?? [])
        state.add((try? JSONOutput.encode(payload.location)) ?? [])
        state.add((try? JSONOutput.encode(payload.method)) ?? [])
        state.add("\(payload.hijriAdjustment ?? 0)")
        // Without plans the digest stays what it was: ids of calendars without readings never change.
        if !plans.isEmpty { state.add(plans.key) }
        return String(state.finish().description.prefix(16))
    }

    private func publicationQuery(
        _ schedule: DaySchedule, _ payload: AyahData, plans: ReadingPlans, language: SupportedLanguage, named: Bool
    ) -> String {
        var pairs = [("tz", schedule.zone.identifier)]
        if schedule.rule != .midnight { pairs.append(("dayStartsAt", payload.dayStartsAt)) }
        if let location = payload.location {
            pairs.append(("lat", "\(location.latitude)"))
            pairs.append(("lon", "\(location.longitude)"))
        }
        if let method = schedule.solar?.method.name, schedule.rule.solar != nil { pairs.append(("method", method)) }
        pairs += plans.specs.map { ("plan", $0.description) }
        if let start = plans.start { pairs.append(("planStart", start.iso)) }
        // Links (a feed's self link, the pages) keep the language; English adds nothing, as before, unless the
        // server's own language is another.
        if !language.isEnglish || named { pairs.append(("lang", language.code)) }
        return HTMLText.query(pairs.map { (name: $0.0, value: $0.1) })
    }
}

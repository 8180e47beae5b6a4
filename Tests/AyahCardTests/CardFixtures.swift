import AyahCard
import AyahCardModel
import AyahCorpus
import AyahKit
import AyahShared
import AyahTime
import Foundation
import Testing

/// What the card tests share: the corpus's ayahs as card contents, and renderers.
enum CardFixtures {
    /// The date the fixtures' cards show.
    static let date = CivilDate(iso: "2026-11-21")!

    /// Every ayah of the corpus in mushaf order, as a card of 2026-11-21 would show it.
    static let contents: [CardContent] = {
        do {
            let corpus = try Corpus.load()
            return try (0..<corpus.ayahCount).compactMap { ordinal in
                guard let ref = corpus.ref(atOrdinal: ordinal), let ayah = try corpus.ayah(ref) else { return nil }
                return content(ayah)
            }
        } catch {
            Issue.record("cannot load the corpus: \(error)")
            return []
        }
    }()

    /// Every passage of the curated pool (the occasions' own included), as a card of 2026-11-21 would show it.
    static let passages: [CardContent] = {
        do {
            let corpus = try Corpus.load()
            return try CuratedPool.passages.compactMap { passage in
                guard let text = try PassageText(passage, corpus: corpus, translation: corpus.bundledTranslation)
                else { return nil }
                let day = PayloadBuilder.day(
                    text, occasion: nil, date: DayStart(date: date, start: 0), end: 0, hijri: "1448-06-11")
                return content(day)
            }
        } catch {
            Issue.record("cannot load the corpus: \(error)")
            return []
        }
    }()

    /// The card content of `ayah` with the bundled translation.
    static func content(_ ayah: Ayah, hijri: String? = "1448-06-11") -> CardContent {
        content(PayloadBuilder.day(ayah, date: DayStart(date: date, start: 0), end: 0, hijri: hijri))
    }

    /// The card content of a day with the bundled translation.
    static func content(_ day: AyahDay) -> CardContent {
        var document = DayDocument(day)
        document.translationLanguage = "en"
        document.translationDirection = "ltr"
        document.attribution = Attribution(
            arabic: Corpus.arabicAttribution, translation: Translation.bundledAttribution)
        return CardContent(document)
    }

    /// A renderer over the installed fonts, or a recorded failure naming the package.
    static func renderer() throws -> CardRenderer {
        do { return try CardRenderer() } catch {
            Issue.record("\(error): install fonts-hosny-amiri (scripts/test does)")
            throw error
        }
    }
}

/// A value several threads add to under a lock.
final class Shared<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func update(_ body: (inout Value) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body(&value)
    }

    var current: Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

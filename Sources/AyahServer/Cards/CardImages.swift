import AyahCardModel
import AyahCorpus
import AyahLanguage
import AyahPlatform
import AyahSettingsCore
import AyahTime

/// The cards drawn so far, by date and style, in a bounded LRU cache of their
/// bytes and tags; a card that is not held is drawn by the
/// ``CardRenderPool`` once, however many requests ask for it meanwhile: they
/// all wait for that one draw.
final class CardImages: Sendable {
    /// What a card shows and how: a day's card is the same in every zone.
    struct Key: Hashable, Sendable {
        /// The date whose card it is (ignored for a chosen passage's: ``chosenDate``).
        var date: CivilDate
        var style: CardStyle
        /// The Hijri adjustment the date line is drawn with (a request's `hijriAdjust`).
        var hijriAdjustment: Int
        /// The request's plain settings (``RequestSettings/plain``), set on the engine that draws.
        var plain: [EngineSetting: String] = [:]
        /// The language of the words around the ayah (a request's `lang`, else the server's).
        var language: SupportedLanguage = .english
        /// The chosen ayah or range (`/v1/card.png?ref=`), or nil for a date's card.
        var range: QuranRange? = nil

        /// The key of a chosen passage's card: the date and Hijri adjustment it
        /// does not show are fixed, so every request for it shares one image.
        static func chosen(
            _ range: QuranRange, style: CardStyle, plain: [EngineSetting: String], language: SupportedLanguage
        ) -> Key {
            Key(date: chosenDate, style: style, hijriAdjustment: 0, plain: plain, language: language, range: range)
        }

        /// The date a chosen passage's key holds (never shown).
        static let chosenDate = CivilDate(daysSinceEpoch: 0)

        /// What the card shows, for a message: `2:255` or `2026-11-21`.
        var subject: String { range?.shortText ?? date.iso }
    }

    let pool: CardRenderPool
    let cache: Locked<LRUCache<Key, CardImage>>
    private let drawing: Locked<[Key: Task<Result<CardImage, CardRenderPool.Failure>, Never>]>
    /// Requests waiting for a draw now.
    private let waiters = Locked(0)

    init(pool: CardRenderPool, cache: LRUCache<Key, CardImage>) {
        self.pool = pool
        self.cache = Locked(cache)
        drawing = Locked([:])
    }

    /// The card when it is held (it becomes the most recently used).
    func cached(_ key: Key) -> CardImage? {
        cache.withLock { $0.value(for: key) }
    }

    /// The card, from the cache or drawn now (joining a draw of the same card
    /// already under way).
    func image(_ key: Key) async -> Result<CardImage, CardRenderPool.Failure> {
        enum Found {
            case image(CardImage)
            case draw(Task<Result<CardImage, CardRenderPool.Failure>, Never>)
        }
        // Under the lock of draws under way, so that a draw that has just
        // finished (cached, then no longer under way) is not started again.
        let found: Found = drawing.withLock { drawing in
            if let running = drawing[key] { return .draw(running) }
            if let image = cache.withLock({ $0.value(for: key) }) { return .image(image) }
            // Not a child of the request's task: a client that goes away does
            // not cancel a draw that others may be waiting for.
            let task = Task { [pool, cache, drawing = self.drawing] in
                let result = await pool.draw(key)
                if case let .success(image) = result {
                    cache.withLock { $0.insert(image, for: key, cost: image.cost) }
                }
                drawing.withLock { $0[key] = nil }
                return result
            }
            drawing[key] = task
            return .draw(task)
        }
        switch found {
        case let .image(image): return .success(image)
        case let .draw(task):
            waiters.withLock { $0 += 1 }
            defer { waiters.withLock { $0 -= 1 } }
            return await task.value
        }
    }

    /// Requests waiting for a draw now (for tests).
    var waiting: Int { waiters.withLock { $0 } }
}

import AyahCorpus
import AyahTime

/// How the day's ayah is chosen from the pool.
public enum SelectionPolicy: String, Sendable, CaseIterable, Codable {
    /// Pool ayahs in mushaf order, one a day from the start date, then again.
    case sequential
    /// A seeded permutation of the pool: every pool ayah once per cycle before
    /// any repeats, a fresh permutation each cycle (the default).
    case shuffle
}

/// Which ayahs the classic pool holds. The default keeps out lone fragments
/// (2:1 "الم", 20:1 "طه", 55:1 "الرحمن") and ayahs too long for a medium widget.
public struct PoolRule: Sendable, Hashable, Codable {
    /// Fewest Arabic words (basmala and lone pause marks not counted). Default 3.
    public var minWords: Int
    /// Longest translation, in characters. Default 250; 0 means no limit.
    public var maxLength: Int

    public init(minWords: Int = 3, maxLength: Int = 250) {
        self.minWords = minWords
        self.maxLength = maxLength
    }

    /// Every ayah of the Quran.
    public static let all = PoolRule(minWords: 0, maxLength: 0)
}

/// Where the passages come from.
public enum PoolSource: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The curated passages of Data/passages.tsv, with themes and occasions (the default).
    case curated
    /// Single ayahs by ``PoolRule``: the pool before passages, with exactly its picks.
    case classic
    /// The passages of a pool file, in the file's order (no themes, no occasions).
    case custom([QuranRange])

    /// `curated`, `classic` or `file`.
    public var name: String {
        switch self {
        case .curated: return "curated"
        case .classic: return "classic"
        case .custom: return "file"
        }
    }

    public var description: String { name }

    /// The pools a request may ask for by name (`pool=`).
    public static func named(_ name: String) -> PoolSource? {
        switch name {
        case "curated": return .curated
        case "classic": return .classic
        default: return nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .curated, .classic: try container.encode(name)
        case let .custom(ranges): try container.encode(ranges.map(\.poolText))
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let name = try? container.decode(String.self), let source = Self.named(name) {
            self = source
            return
        }
        let lines = try container.decode([String].self)
        var ranges: [QuranRange] = []
        for line in lines {
            guard let range = try? PassageList.range(line) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a passage: \(line)")
            }
            ranges.append(range)
        }
        self = .custom(ranges)
    }
}

extension QuranRange {
    /// `103:1-3`, or `2:255` for one ayah (a pool file's form).
    public var poolText: String {
        let (a, b) = (from, to)
        return a == b ? "\(a)" : "\(a)-\(b.ayah)"
    }
}

/// Everything the daily choice depends on, and nothing else: no instant, no
/// zone, no machine (the day's Hijri date, which makes occasions, is given
/// with each question).
public struct SelectionConfig: Sendable, Hashable, Codable {
    public var policy: SelectionPolicy
    public var seed: UInt64
    /// The first day of the cycle: `sequential` shows the pool's first passage on
    /// it, `shuffle` starts its first permutation on it.
    public var startDate: CivilDate
    /// The classic pool's rule (the other pools ignore it).
    public var pool: PoolRule
    /// Which passages may be chosen. Default ``PoolSource/curated``.
    public var source: PoolSource
    /// Only passages with this theme on regular days (the curated pool; nil: all).
    public var theme: PassageTheme?

    public init(
        policy: SelectionPolicy = .shuffle, seed: UInt64 = 1, startDate: CivilDate = SelectionConfig.defaultStartDate,
        pool: PoolRule = PoolRule(), source: PoolSource = .curated, theme: PassageTheme? = nil
    ) {
        self.policy = policy
        self.seed = seed
        self.startDate = startDate
        self.pool = pool
        self.source = source
        self.theme = theme
    }

    /// The classic selection: single ayahs by `pool`, as before passages.
    public static func classic(
        policy: SelectionPolicy = .shuffle, seed: UInt64 = 1, startDate: CivilDate = SelectionConfig.defaultStartDate,
        pool: PoolRule = PoolRule()
    ) -> SelectionConfig {
        SelectionConfig(policy: policy, seed: seed, startDate: startDate, pool: pool, source: .classic)
    }

    /// 2026-01-01.
    public static let defaultStartDate = CivilDate(daysSinceEpoch: 20454)

    private enum CodingKeys: String, CodingKey { case policy, seed, startDate, pool, source, theme }

    // Encoded as Swift synthesizes it (each field by its key, `theme` only when set); only decoding is
    // written out, for the configurations written before passages.

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        policy = try container.decode(SelectionPolicy.self, forKey: .policy)
        seed = try container.decode(UInt64.self, forKey: .seed)
        startDate = try container.decode(CivilDate.self, forKey: .startDate)
        pool = try container.decode(PoolRule.self, forKey: .pool)
        // Configurations written before passages were all classic.
        source = try container.decodeIfPresent(PoolSource.self, forKey: .source) ?? .classic
        theme = try container.decodeIfPresent(PassageTheme.self, forKey: .theme)
    }
}

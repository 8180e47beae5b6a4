import AyahShared

/// The coming local days in one zone: each date, when it starts and its passage,
/// as `ayah timeline --json` prints them.
public struct Timeline: Encodable, Equatable, Sendable {
    /// One day of the timeline.
    public struct Entry: Encodable, Equatable, Sendable {
        /// `YYYY-MM-DD`.
        public let localDate: String
        /// The first instant, ISO 8601 with the zone's offset then.
        public let start: String
        /// The first instant in Unix seconds.
        public let startEpoch: Int64
        public let surah: Int
        public let ayah: Int
        /// The passage's last ayah (equal to `ayah` for one).
        public var ayahEnd: Int
        /// `Al-Baqarah 2:255`, `Al-'Asr 103:1–3`.
        public let reference: String
        /// The curated pool's themes of the passage (empty for other pools).
        public var themes: [String]
        /// The Hijri occasion that chose the passage; absent on a regular day.
        public var occasion: String?
        /// The ruku or rukus that hold the passage.
        public var context: PassageContext
        /// The readings of the day's plans; absent when no plan is configured.
        public var readings: [Reading]?
    }

    public let timeZone: String
    public let days: [Entry]
}

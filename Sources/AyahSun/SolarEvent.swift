/// The solar event that begins each ayah-day.
public enum SolarEvent: String, Sendable, Codable, CaseIterable {
    /// Dawn: ayah-day D covers [Fajr on civil date D, Fajr on D+1).
    case fajr
    /// Sunset: ayah-day D covers [Maghrib on D−1, Maghrib on D), as the Islamic day does.
    case maghrib
}

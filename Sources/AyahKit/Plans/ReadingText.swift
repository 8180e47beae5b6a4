import AyahCorpus
import AyahShared

/// How a reading is written for people: `ayah today`'s line, `ayah timeline`'s, a notification's.
public enum ReadingText {
    /// `Reading · Juz 2 · Al-Baqarah 2:142–252 · day 2 of 30`.
    public static func line(_ reading: Reading) -> String {
        var parts = ["Reading", reading.title, span(reading)]
        if let day = reading.day, let days = reading.days { parts.append("day \(day) of \(days)") }
        return parts.joined(separator: " · ")
    }

    /// `Al-Baqarah 2:142–252`, `Al-Baqarah 2:253–Ali 'Imran 3:92`.
    public static func span(_ reading: Reading) -> String {
        guard let from = ref(reading.from), let to = ref(reading.to) else { return reading.from + "–" + reading.to }
        let name = BundledSurahs.name(from.surah)
        if from == to { return "\(name) \(from)" }
        if from.surah == to.surah { return "\(name) \(from)–\(to.ayah)" }
        return "\(name) \(from)–\(BundledSurahs.name(to.surah)) \(to)"
    }

    private static func ref(_ text: String) -> AyahRef? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let s = Int(parts[0]), let a = Int(parts[1]) else { return nil }
        return AyahRef(surah: s, ayah: a)
    }
}

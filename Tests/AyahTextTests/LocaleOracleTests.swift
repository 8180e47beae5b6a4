import AyahText
import Foundation
import Testing

/// The system ICU's dates, month names, digits and plural categories in the
/// nine languages against CLDR as Babel and CLDR's XML give it
/// (scripts/gen-locale-oracle). A row whose ICU value differs (CLDR 42 in
/// ICU 72 against Debian's CLDR 41) carries that value and its reason; the
/// test fails when such a pin no longer differs, so pins do not go stale.
@Suite struct LocaleOracleTests {
    struct Row: CustomStringConvertible, Sendable {
        var kind: String
        var lang: String
        var key: String
        var expected: String
        /// The system ICU's value where it differs, with the reason.
        var pinned: (icu: String, reason: String)?
        var description: String { "\(kind) \(lang) \(key)" }
    }

    static let rows: [Row] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/locale-oracle.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 4 else { return nil }
            return Row(
                kind: f[0], lang: f[1], key: f[2], expected: f[3], pinned: f.count >= 6 ? (f[4], f[5]) : nil)
        }
    }()

    static let languages = ["en", "ar", "ur", "fa", "id", "ms", "tr", "bn", "fr"]

    /// ICU's value for one row.
    static func icu(_ row: Row) -> String? {
        let dates = LocalizedDates(tag: row.lang)
        switch row.kind {
        case "digits":
            return (0...9).map { dates.integer($0) }.joined()
        case "weekday":
            return Int(row.key).flatMap { index in dates.weekdayNames().dropFirst(index - 1).first }
        case "month":
            return Int(row.key).flatMap { index in dates.monthNames(.gregorian).dropFirst(index - 1).first }
        case "islamic-month":
            return Int(row.key).flatMap { index in dates.monthNames(.ummAlQura).dropFirst(index - 1).first }
        case "date":
            return days(row.key).flatMap { dates.civilDate(daysSinceEpoch: $0) }
        case "plural":
            return Int(row.key).map { dates.pluralCategory($0) }
        default:
            return nil
        }
    }

    /// Days since 1970-01-01 of `YYYY-MM-DD` (proleptic Gregorian, Howard Hinnant's days_from_civil).
    static func days(_ iso: String) -> Int64? {
        let parts = iso.split(separator: "-").compactMap { Int64($0) }
        guard parts.count == 3 else { return nil }
        let (y0, m, d) = (parts[0], parts[1], parts[2])
        let y = m <= 2 ? y0 - 1 : y0
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    @Test func theOracleCoversEveryLanguageAndEveryIslamicMonth() {
        for lang in Self.languages {
            let mine = Self.rows.filter { $0.lang == lang }
            #expect(mine.filter { $0.kind == "islamic-month" }.count == 12, "\(lang)")
            #expect(mine.filter { $0.kind == "weekday" }.count == 7, "\(lang)")
            #expect(mine.filter { $0.kind == "date" }.count >= 40, "\(lang)")
            #expect(mine.contains { $0.kind == "digits" }, "\(lang)")
        }
    }

    @Test func icuAgreesWithCLDR() {
        var differences: [String] = []
        for row in Self.rows {
            let value = Self.icu(row)
            if let pinned = row.pinned {
                #expect(pinned.icu != row.expected, "a pin that no longer differs: \(row)")
                if value != pinned.icu { differences.append("\(row)\t\(row.expected)\t\(value ?? "nil") (pinned)") }
            } else if value != row.expected {
                differences.append("\(row)\t\(row.expected)\t\(value ?? "nil")")
            }
        }
        #expect(differences.isEmpty, "\(differences.count) differences:\n\(differences.joined(separator: "\n"))")
    }

    @Test func theDefaultDigitsAreCLDRs() {
        // Written from CLDR's defaultNumberingSystem: arab, arabext, beng; Latin for Urdu and the rest.
        #expect(LocalizedDates(tag: "ar").digits(in: "2:255") == "٢:٢٥٥")
        #expect(LocalizedDates(tag: "fa").digits(in: "2:255") == "۲:۲۵۵")
        #expect(LocalizedDates(tag: "bn").digits(in: "2:255") == "২:২৫৫")
        for tag in ["ur", "en", "id", "ms", "tr", "fr"] {
            #expect(LocalizedDates(tag: tag).digits(in: "2:255") == "2:255", "\(tag)")
        }
    }

    @Test func theHijriDateUsesTheLanguagesMonthNamesAndTheAdjustment() throws {
        // 2026-11-21 is 1448-06-11 in Umm al-Qura (UmmAlQuraTableTests' oracle).
        let day = try #require(Self.days("2026-11-21"))
        let arabic = LocalizedDates(tag: "ar")
        let text = try #require(arabic.hijriDate(daysSinceEpoch: day))
        let month = try #require(Self.rows.first { $0.kind == "islamic-month" && $0.lang == "ar" && $0.key == "6" })
        #expect(text.contains(month.expected), "\(text)")
        #expect(text.contains("١١") && text.contains("١٤٤٨"), "\(text)")
        let later = try #require(arabic.hijriDate(daysSinceEpoch: day, adjustment: 1))
        #expect(later.contains("١٢") && !later.contains("١١"), "\(later)")
        for lang in Self.languages {
            let dates = LocalizedDates(tag: lang)
            let name = try #require(Self.rows.first { $0.kind == "islamic-month" && $0.lang == lang && $0.key == "6" })
            let expected = name.pinned?.icu ?? name.expected
            let hijri = try #require(dates.hijriDate(daysSinceEpoch: day))
            #expect(hijri.contains(expected), "\(lang): \(hijri)")
            #expect(hijri.contains(dates.integer(1448)), "\(lang): \(hijri)")
        }
    }

    @Test func aHijriDateIsWrittenAsGiven() throws {
        // Every month of 1448 on day 1 and 29, against the civil-date path through the same calendar.
        let arabic = LocalizedDates(tag: "ar")
        let day = try #require(Self.days("2026-11-21"))
        #expect(arabic.hijriDate(year: 1448, month: 6, day: 11) == arabic.hijriDate(daysSinceEpoch: day))
        for month in 1...12 {
            let text = try #require(arabic.hijriDate(year: 1448, month: month, day: 1))
            let name = try #require(
                Self.rows.first { $0.kind == "islamic-month" && $0.lang == "ar" && $0.key == String(month) })
            #expect(text.contains(name.expected) && text.contains("١٤٤٨"), "\(text)")
        }
        #expect(arabic.hijriDate(year: 1448, month: 13, day: 1) == nil)
        #expect(arabic.hijriDate(year: 1448, month: 1, day: 31) == nil)
    }

    @Test func hostileTagsAreReadAsEnglish() {
        for tag in ["", "ar@calendar=persian", "../../x", String(repeating: "a", count: 100), "ar;x"] {
            #expect(LocalizedDates(tag: tag).locale == "en", "\(tag)")
        }
        #expect(LocalizedDates(tag: "ur-PK").locale == "ur_PK")
    }
}

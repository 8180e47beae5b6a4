#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahCorpus
import AyahKit
import AyahPlatform
import AyahTime

/// The journal's marks as JSON Lines (`ayah progress export` and `import`):
/// one object per mark, keys sorted, ayahs as references
/// (`{"day":"2026-03-02","from":"2:142","madeAt":1772442000,"madeOn":"2026-03-02",
/// "plan":"khatm:30:juz","rule":"midnight","start":"2026-03-01","to":"2:252","zone":"UTC"}`).
public enum MarkLines {
    private struct Line: Codable {
        var plan: String
        var start: String?
        var madeAt: Int64
        var madeOn: String
        var zone: String
        var rule: String
        var day: String
        var from: String
        var to: String
    }

    /// The most bytes an imported file may hold, and the most marks.
    public static let byteLimit = 64 << 20
    public static let markLimit = 1_000_000

    /// `marks` as JSON Lines, each ending in a newline.
    public static func write(_ marks: [ProgressMark]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var out = ""
        for mark in marks {
            let line = Line(
                plan: mark.plan, start: mark.start?.iso, madeAt: mark.madeAt, madeOn: mark.madeOn.iso, zone: mark.zone,
                rule: mark.rule, day: mark.day.iso, from: MushafOrdinals.ref(at: mark.first).description,
                to: MushafOrdinals.ref(at: mark.last).description)
            if let data = try? encoder.encode(line) { out += String(decoding: data, as: UTF8.self) + "\n" }
        }
        return out
    }

    /// The marks in the file at `path` (a regular file, at most ``byteLimit`` bytes); each bad line is
    /// refused with its number. Empty lines are skipped. `plan` says whether a plan name is a plan's normal
    /// form and whether its runs have a start (a khatm's, a Ramadan's) or none (a recurring plan); nil when not.
    public static func read(path: String, plan: (String) -> Bool? = { _ in nil }) throws(JournalError)
        -> [ProgressMark]
    {
        let bytes: [UInt8]
        do { bytes = try RegularFile.read(path, limit: byteLimit) } catch {
            if case .notFound = error { throw .io(path: path, reason: "no such file") }
            throw .io(path: path, reason: "\(error)")
        }
        let decoder = JSONDecoder()
        var marks: [ProgressMark] = []
        for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
        where !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\t") }) {
            func bad(_ reason: String) -> JournalError { .badLine(path: path, line: index + 1, reason: reason) }
            guard marks.count < markLimit else { throw bad("more than \(markLimit) marks") }
            guard let object = try? decoder.decode(Line.self, from: Data(line)) else {
                throw bad("not a mark (a JSON object with plan, madeAt, madeOn, zone, rule, day, from and to)")
            }
            guard let madeOn = CivilDate(iso: object.madeOn), let day = CivilDate(iso: object.day) else {
                throw bad("madeOn and day must be dates, YYYY-MM-DD")
            }
            let start = object.start.flatMap { $0.isEmpty ? nil : $0 }
            guard start == nil || CivilDate(iso: start ?? "") != nil else {
                throw bad("start must be a date, YYYY-MM-DD")
            }
            guard let from = ordinal(object.from), let to = ordinal(object.to), from <= to
            else { throw bad("from and to must be ayahs in order, such as 2:142 and 2:252") }
            guard !object.plan.isEmpty, object.plan.utf8.count <= 64, object.zone.utf8.count <= 64,
                object.rule.utf8.count <= 64
            else { throw bad("plan, zone and rule must be 1 to 64 bytes") }
            guard let hasStart = plan(object.plan) else {
                throw bad("\(Quoted.text(object.plan)) is not a plan in its normal form (see ayah plans)")
            }
            guard hasStart == (start != nil) else {
                throw bad(
                    hasStart
                        ? "a mark of \(object.plan) needs its start"
                        : "\(object.plan) is recurring: its marks have no start")
            }
            marks.append(
                ProgressMark(
                    plan: object.plan, start: start.flatMap(CivilDate.init(iso:)), madeAt: object.madeAt,
                    madeOn: madeOn,
                    zone: object.zone, rule: object.rule, day: day, first: from, last: to))
        }
        return marks
    }

    /// The ordinal of an ayah written `S:A` in ASCII digits; nil for anything else.
    private static func ordinal(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        // An imported file is any file: each number 1 to 3 ASCII characters before it is read as one.
        guard parts.count == 2, parts.allSatisfy({ (1...3).contains($0.count) && $0.allSatisfy(\.isASCII) })
        else { return nil }
        return AyahRef(description: text).flatMap(MushafOrdinals.ordinal(of:))
    }
}

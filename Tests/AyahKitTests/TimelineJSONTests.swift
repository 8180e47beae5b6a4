import Foundation
import Testing
@testable import AyahKit
import AyahShared
import AyahTime

/// `ayah timeline --json` writes its bytes itself (``Timeline/json()``); they
/// are JSONEncoder's (``JSONOutput/encode(_:)``) byte for byte: for real
/// timelines with and without plans, and for every field holding every ASCII
/// byte, non-ASCII text and the integer extremes. A field added to a timeline
/// or a reading and not to the writer makes the two differ here.
@Suite struct TimelineJSONTests {
    static func expectSameBytes(_ timeline: Timeline, _ comment: Comment? = nil) throws {
        let expected = try JSONOutput.encode(timeline)
        let written = timeline.json()
        #expect(written == expected, comment)
        if written != expected {
            let prefix = zip(written, expected).prefix { $0 == $1 }.count
            let rest = String(decoding: written.dropFirst(prefix).prefix(80), as: UTF8.self)
            Issue.record("first difference at byte \(prefix): \(rest)")
        }
    }

    @Test(arguments: [[], ["khatm:365:page", "ramadan", "kahf"], ["khatm:6236:ayah", "ramadan:ayah", "mulk"]])
    func realTimelinesAreJSONEncodersBytes(specs: [String]) throws {
        let plans = try ReadingPlans(specs: specs, start: specs.isEmpty ? nil : "2026-01-01")
        let engine = try AyahEngine(corpus: try sharedCorpus.get(), configuration: .init(plans: plans))
        for zone in ["Asia/Karachi", "America/St_Johns", "UTC"] {
            let timeline = engine.timeline(
                on: engine.schedule(in: try engine.zone(named: zone)),
                at: try EngineTests.instant("2026-01-01T12:00:00Z"), days: 800)
            #expect(timeline.days.contains { !($0.readings ?? []).isEmpty } == !specs.isEmpty)
            try Self.expectSameBytes(timeline, "\(specs) \(zone)")
        }
    }

    /// Every ASCII byte (the controls, quote, backslash, slash, DEL), text
    /// beyond ASCII (U+2028, a BOM, an accent, an emoji), empty strings, and
    /// the smallest and largest integers, in every field.
    @Test func everyFieldEscapesAsJSONEncoderDoes() throws {
        let ascii = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        let texts = [ascii, "\u{2028}\u{2029}\u{FEFF}é😀 Ali 'Imran 3:92", "", "a/b\\c\"d"]
        let numbers = [Int.min, -1, 0, 7, 9, 10, 99, 100, 1_000_000, Int.max]
        var entries: [Timeline.Entry] = []
        for (index, text) in texts.enumerated() {
            let number = numbers[index % numbers.count]
            let reading = Reading(
                plan: text, title: text, from: text, to: text, ayahCount: number, unit: text,
                first: numbers[(index + 1) % numbers.count],
                last: numbers[(index + 3) % numbers.count], day: index.isMultiple(of: 2) ? number : nil,
                days: index.isMultiple(of: 3) ? nil : number)
            entries.append(
                Timeline.Entry(
                    localDate: text, start: text, startEpoch: index == 0 ? Int64.min : Int64.max - Int64(index),
                    surah: number, ayah: numbers[(index + 5) % numbers.count], ayahEnd: number, reference: text,
                    themes: index == 0 ? [] : [text, text], occasion: index == 1 ? nil : text,
                    context: PassageContext(surah: number, ayah: number, ayahEnd: number, reference: text),
                    readings: index == 1 ? nil : index == 2 ? [] : [reading, reading]))
        }
        for number in numbers {
            entries.append(
                Timeline.Entry(
                    localDate: "", start: "", startEpoch: Int64(number), surah: number, ayah: number, ayahEnd: number,
                    reference: "", themes: [], context: PassageContext(surah: 1, ayah: 1, ayahEnd: 7, reference: ""),
                    readings: nil))
        }
        for text in texts { try Self.expectSameBytes(Timeline(timeZone: text, days: entries)) }
        try Self.expectSameBytes(Timeline(timeZone: "UTC", days: []))
    }
}

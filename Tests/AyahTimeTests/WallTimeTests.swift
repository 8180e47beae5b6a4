import Foundation
import Testing
import AyahDayRule
@testable import AyahTime

@Suite("WallTime: strict HH:MM")
struct WallTimeTests {
    @Test(
        "accepts HH:MM from 00:00 to 23:59",
        arguments: [
            ("00:00", 0, 0), ("23:59", 23, 59), ("01:30", 1, 30), ("02:30", 2, 30), ("12:00", 12, 0), ("09:05", 9, 5),
        ])
    func accepts(_ text: String, _ hour: Int, _ minute: Int) throws {
        let wall = try WallTime.parse(text)
        #expect(wall.hour == hour && wall.minute == minute)
        #expect(wall.secondsOfDay == hour * 3600 + minute * 60)
        #expect(wall.description == text)
        #expect(WallTime(hour: hour, minute: minute) == wall)
    }

    @Test(
        "rejects anything else, saying what is wrong",
        arguments: [
            ("24:00", WallTimeParseError.Problem.hourOutOfRange(24)),
            ("25:61", .hourOutOfRange(25)),
            ("99:00", .hourOutOfRange(99)),
            ("12:60", .minuteOutOfRange(60)),
            ("7:5", .notHHMM),
            ("7:05", .notHHMM),
            ("07:5", .notHHMM),
            ("12:00:00", .hasSeconds),
            ("23:59:60", .hasSeconds),
            ("12:00:0", .notHHMM),
            ("12:00 ", .notHHMM),
            ("", .empty),
            (" 1:30", .notHHMM),
            (" 01:30", .notHHMM),
            ("01.30", .notHHMM),
            ("0130", .notHHMM),
            ("+1:30", .notHHMM),
            ("-01:30", .notHHMM),
            ("١٢:٣٠", .notHHMM),
            ("１２:３０", .notHHMM),
            ("12:3\u{0}", .notHHMM),
            ("12:30\n", .notHHMM),
        ])
    func rejects(_ text: String, _ problem: WallTimeParseError.Problem) {
        #expect(throws: WallTimeParseError(input: text, problem: problem)) { try WallTime.parse(text) }
    }

    @Test("the error is one neutral line naming the value and the accepted form")
    func errorText() {
        #expect(
            WallTimeParseError(input: "24:00", problem: .hourOutOfRange(24)).description
                == #""24:00" is not a time of day (hour 24 is beyond 23); use HH:MM from 00:00 to 23:59"#)
        #expect(
            WallTimeParseError(input: "7:5", problem: .notHHMM).description
                == #""7:5" is not a time of day (expected two digits, a colon and two digits); use HH:MM from 00:00 to 23:59"#
        )
        #expect(
            WallTimeParseError(input: "12:00:00", problem: .hasSeconds).description
                == #""12:00:00" is not a time of day (seconds are not allowed); use HH:MM from 00:00 to 23:59"#)
        // Control and bidi characters are escaped, long input shortened: one visible line.
        let odd = WallTimeParseError(input: "12:30\n\u{202E}\"x", problem: .notHHMM).description
        #expect(odd.hasPrefix(#""12:30\n\u{202E}\"x" is not"#))
        #expect(!odd.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })
        let long = WallTimeParseError(input: String(repeating: "1", count: 10_000), problem: .notHHMM).description
        // Quoted's 64 scalars, the quotes and "…", and the sentence around them.
        #expect(long.count < 64 + 3 + 100)
        #expect(long.hasPrefix("\"" + String(repeating: "1", count: 64) + "…\""))
        for text in ["24:00", "", "x"] {
            do {
                let wall = try WallTime.parse(text)
                Issue.record("\(text) should be rejected, got \(wall)")
            } catch {
                #expect(!error.description.contains("--"), "neutral: names no flag")
                #expect(error.description.hasPrefix("\"\(text)\" is not a time of day ("))
            }
        }
    }

    @Test("init(hour:minute:) checks the ranges; .midnight is 00:00; ordering by time")
    func memberwise() {
        #expect(WallTime(hour: 24, minute: 0) == nil)
        #expect(WallTime(hour: -1, minute: 0) == nil)
        #expect(WallTime(hour: 0, minute: 60) == nil)
        #expect(WallTime(hour: 23, minute: 59)?.secondsOfDay == 86_340)
        #expect(WallTime.midnight == WallTime(hour: 0, minute: 0))
        #expect(WallTime.midnight.description == "00:00")
        if let a = WallTime(hour: 1, minute: 59), let b = WallTime(hour: 2, minute: 0) { #expect(a < b) }
    }

    @Test("Codable as \"HH:MM\", decoding strictly")
    func codable() throws {
        struct Box: Codable, Equatable { let dayStartsAt: WallTime }
        let box = Box(dayStartsAt: try WallTime.parse("04:05"))
        let json = try JSONEncoder().encode(box)
        #expect(String(decoding: json, as: UTF8.self) == #"{"dayStartsAt":"04:05"}"#)
        #expect(try JSONDecoder().decode(Box.self, from: json) == box)
        for bad in [#"{"dayStartsAt":"24:00"}"#, #"{"dayStartsAt":"4:05"}"#, #"{"dayStartsAt":245}"#] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Box.self, from: Data(bad.utf8)) }
        }
    }
}

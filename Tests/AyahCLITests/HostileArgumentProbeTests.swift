import AyahSettingsCore
import Foundation
import Testing

@testable import AyahCLI

/// Every command-line setting (each flag of ``EngineSetting``, and its
/// environment variable), given a hostile value: controls, bidi overrides, a
/// line break, a lone combining mark, huge values, also nested inside a plan
/// or a reference. The error is one line with nothing hidden raw in it, and
/// short: values are quoted by `Quoted` where the message is written, not
/// only cut by the last pass over the whole line.
@Suite struct HostileArgumentProbeTests {
    static let values = HostileValues.values
    static let now = "2026-11-21T12:00:00Z"

    /// The settings that take a path: a path is shown whole up to the line's limit.
    static let paths: Set<EngineSetting> = [.translation, .pool]

    static func run(_ arguments: [String], variables: [String: String] = [:]) -> (status: Int32, errors: String) {
        let errors = BufferOutput()
        let environment = CLIEnvironment(
            variables: ["TZ": "UTC", "HOME": NSTemporaryDirectory()].merging(variables) { $1 }, output: BufferOutput(),
            errors: errors)
        return (AyahMain.run(arguments, in: environment), errors.text)
    }

    static func check(
        _ run: (status: Int32, errors: String), _ what: String, bound: Int = 1000,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard run.status != 0 else { return }
        let text = run.errors
        #expect(
            text.hasSuffix("\n") && text.dropLast().firstIndex(of: "\n") == nil,
            "\(what): \(text.debugDescription.prefix(300))", sourceLocation: sourceLocation)
        let hidden = text.dropLast().unicodeScalars.filter(MessageText.needsEscape)
        #expect(hidden.isEmpty, "\(what): \(text.prefix(300).debugDescription)", sourceLocation: sourceLocation)
        #expect(
            text.unicodeScalars.count <= bound, "\(what): \(text.unicodeScalars.count) scalars: \(text.prefix(200))",
            sourceLocation: sourceLocation)
    }

    @Test(arguments: EngineSetting.allCases)
    func everySettingByItsFlag(_ setting: EngineSetting) {
        let bound = Self.paths.contains(setting) ? 1024 + 8 : 1000
        for value in Self.values {
            var arguments = ["today", "--json", setting.flag, value]
            if setting != .now && setting != .clockStart && setting != .clockRate { arguments += ["--now", Self.now] }
            if setting != .zone { arguments += ["--tz", "UTC"] }
            if setting == .plan { arguments += ["--plan-start", "2026-01-01"] }
            if setting == .planStart { arguments += ["--plan", "khatm:30"] }
            if setting == .fajrAngle || setting == .maghribAngle || setting == .method || setting == .highLatitude {
                arguments += ["--location", "24.86,67.01"]
            }
            Self.check(Self.run(arguments), "\(setting.flag) \(value.debugDescription.prefix(40))", bound: bound)
        }
    }

    @Test(arguments: EngineSetting.allCases.filter { $0.environment != nil })
    func everySettingByItsVariable(_ setting: EngineSetting) throws {
        let variable = try #require(setting.environment)
        let bound = Self.paths.contains(setting) ? 1024 + 8 : 1000
        for value in Self.values where !value.contains("\u{0}") {
            var arguments = ["today", "--json", "--tz", "UTC"]
            if setting != .now && setting != .clockStart && setting != .clockRate { arguments += ["--now", Self.now] }
            Self.check(
                Self.run(arguments, variables: [variable: value]), "\(variable)=\(value.prefix(40))", bound: bound)
        }
    }

    @Test func nestedInPlansAndDates() {
        for prefix in HostileValues.prefixes {
            for value in Self.values {
                let text = prefix + value
                Self.check(
                    Self.run([
                        "today", "--json", "--tz", "UTC", "--now", Self.now, "--plan", text, "--plan-start",
                        "2026-01-01",
                    ]),
                    "--plan \(text.prefix(40))")
                Self.check(
                    Self.run([
                        "today", "--json", "--tz", "UTC", "--now", Self.now, "--plan", "khatm:30", "--plan-start", text,
                    ]),
                    "--plan-start \(text.prefix(40))")
            }
        }
    }

    @Test func aWeekdayListWithDailyIsRefusedWithoutContradiction() {
        let run = Self.run(["today", "--tz", "UTC", "--now", Self.now, "--plan", "surah:18@daily,fri"])
        #expect(run.status == 64)
        #expect(!run.errors.contains("is not a day; use daily"), "\(run.errors)")
        #expect(run.errors.contains("daily is every day"), "\(run.errors)")
    }
}

/// The hostile values every probe sends.
enum HostileValues {
    static let values: [String] = [
        "\u{0}", "\u{1B}[31mred", "\u{202E}live", "a\nb\r\n", "\u{301}", "\u{2066}x\u{2069}\u{200B}\u{FEFF}",
        "\u{9B}2J\u{7F}", String(repeating: "\u{202E}x", count: 3000), String(repeating: "y", count: 16_000),
    ]

    /// Prefixes that carry a value past the first check of the grammars that nest.
    static let prefixes = ["", "surah:", "surah:18@", "surah:18@fri,", "khatm:", "khatm:30:", "hijri:"]
}

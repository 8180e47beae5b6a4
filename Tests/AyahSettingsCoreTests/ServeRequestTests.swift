import AyahKit
import AyahSettingsCore
import Testing

/// `ayah-server`'s own reader of the words `ayah serve` hands over, without swift-argument-parser.
@Suite struct ServeRequestTests {
    /// A request with every serve option and every engine setting `ayah serve` takes, values chosen to need
    /// quoting or a `--flag=value` form.
    static var full: ServeRequest {
        var request = ServeRequest()
        request.host = "::1"
        request.port = 0
        request.days = 3
        request.threads = 2
        request.cardWorkers = 4
        request.cardQueue = 0
        request.idleTimeout = 5
        request.publicURL = "https://ayah.example.org:8443"
        request.engine = EngineSettings(
            time: TimeArguments(now: "2026-11-21T23:59:59+05:00"),
            selection: SelectionArguments(
                policy: .sequential, seed: UInt64.max, startDate: "2026-03-08", minWords: 0, maxLength: 250,
                pool: "/tmp/my pools/family's.txt", theme: "mercy"),
            dayStart: DayStartArguments(
                dayStartsAt: "fajr", location: "-33.8688,151.2093", method: "isna", fajrAngle: 17.5,
                maghribAngle: 4.25, highLatitude: "seventh-of-night", hijriAdjust: -1),
            translation: TranslationArguments(source: "-odd name.txt"),
            plans: PlanArguments(specs: ["khatm:30:juz", "kahf", "surah:al-mulk@mon,thu"], start: "hijri:1447-09-01"),
            language: LanguageArguments(tag: "ur-PK"), plain: [.translationLanguage: "ur"])
        return request
    }

    @Test func theWordsItIsHandedReadBackToTheSameRequest() throws {
        let request = Self.full
        let words = try request.forwardedArguments()
        #expect(try ServeRequest(arguments: words) == request)
        // A value that starts with `-` crosses as `--flag=value`.
        #expect(words.contains("--location=-33.8688,151.2093"))
        #expect(words.contains("--translation=-odd name.txt"))
        #expect(try ServeRequest(arguments: ServeRequest().forwardedArguments()) == ServeRequest())
    }

    @Test func everyEngineSettingOfServeCrossesTheHandOver() throws {
        // A setting of the parts `ayah serve` takes that the writer writes but this reader refuses would stop
        // ayah-server at start-up: each one alone, set from a word of its own, must read back.
        let samples: [EngineSetting: String] = [
            .clockRate: "60", .policy: "sequential", .seed: "7", .minWords: "3", .maxLength: "80", .fajrAngle: "18",
            .maghribAngle: "0.833", .hijriAdjust: "2",
        ]
        var covered: [EngineSetting] = []
        for setting in EngineSetting.allCases where ServeRequest.parts.contains(setting.part) && setting != .days {
            var request = ServeRequest()
            let accepted = request.engine.set(setting, word: samples[setting] ?? "some value")
            #expect(accepted, "\(setting)")
            let words = try request.forwardedArguments()
            #expect(words.contains(setting.flag), "\(setting)")
            #expect(try ServeRequest(arguments: words) == request, "\(setting)")
            covered.append(setting)
        }
        #expect(covered.count == EngineSetting.allCases.count - 2, "all but the zone and days")
    }

    @Test func badWordsAreUsageErrorsNamingTheOption() {
        let cases: [([String], String)] = [
            (["--bogus", "1"], "unknown option \"--bogus\""),
            (["--port"], "missing value for --port"),
            (["--port", "eighty"], "--port \"eighty\" is not a whole number"),
            (["--port", "1", "--port", "2"], "--port is given twice"),
            (["--seed", "x"], "--seed \"x\" is not a value of that option"),
            (["--tz", "Asia/Karachi"], "unknown option \"--tz\""),
            (["serve"], "\"serve\" is not an option of ayah-server"),
        ]
        for (words, message) in cases {
            #expect(throws: CLIError.self) { try ServeRequest(arguments: words) }
            do { _ = try ServeRequest(arguments: words) } catch {
                #expect(error.message == message, "\(words)")
                #expect(error.code == 64)
            }
        }
        // `--plan` is repeatable.
        #expect(
            (try? ServeRequest(arguments: ["--plan", "kahf", "--plan", "mulk"]))?.engine.plans.specs == [
                "kahf", "mulk",
            ])
    }
}

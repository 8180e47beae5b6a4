import AyahTestSupport
import Testing

/// `ayah` links no ICU: CICUShim opens it on first use, and the default
/// `today` never uses it. The dynamic loader's own log (LD_DEBUG=files) names
/// every library a process maps, at start-up or through dlopen.
@Suite struct ICULoadingTests {
    static func librariesLoaded(by arguments: [String]) throws -> (run: ProcessRun, icu: [Substring]) {
        let run = try ProcessRun.run(BuiltProducts.ayah, arguments, environment: ["LD_DEBUG": "files"])
        let icu = run.stderrText.split(separator: "\n").filter { $0.contains("file=libicu") }
        return (run, icu)
    }

    @Test(arguments: [
        ["today", "--tz", "Asia/Karachi"],
        ["today", "--tz", "Asia/Karachi", "--plain"],
        ["today", "--tz", "Asia/Karachi", "--json"],
        ["today", "--tz", "Asia/Karachi", "--format", "{reference}"],
        ["--version"],
        // English chosen every way there is, and a language that falls back to English, open no ICU either.
        ["today", "--tz", "Asia/Karachi", "--lang", "en"],
        ["today", "--tz", "Asia/Karachi", "--lang", "de-AT"],
        ["today", "--tz", "Asia/Karachi", "--lang", "ar", "--json"],
    ])
    func defaultPathsLoadNoICU(arguments: [String]) throws {
        let (run, icu) = try Self.librariesLoaded(by: arguments)
        #expect(run.status == 0, "\(run.stderrText)")
        #expect(!run.stdout.isEmpty)
        #expect(icu.isEmpty, "\(icu)")
    }

    /// Another language writes its dates and digits with ICU (libicui18n for the calendar and formats).
    @Test func aLanguageOpensICUForItsDates() throws {
        let (run, icu) = try Self.librariesLoaded(by: ["today", "--tz", "Asia/Karachi", "--lang", "ar"])
        #expect(run.status == 0, "\(run.stderrText)")
        #expect(icu.contains { $0.contains("libicui18n") }, "\(run.stderrText.prefix(2000))")
    }

    /// The control: `--visual` shapes and reorders with ICU, so the same log shows it opened.
    @Test func visualOpensICUWhenItNeedsIt() throws {
        let (run, icu) = try Self.librariesLoaded(by: ["today", "--tz", "Asia/Karachi", "--visual"])
        #expect(run.status == 0, "\(run.stderrText)")
        #expect(!run.stdout.isEmpty)
        #expect(icu.contains { $0.contains("libicuuc") }, "\(run.stderrText.prefix(2000))")
    }
}

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
    ])
    func defaultPathsLoadNoICU(arguments: [String]) throws {
        let (run, icu) = try Self.librariesLoaded(by: arguments)
        #expect(run.status == 0, "\(run.stderrText)")
        #expect(!run.stdout.isEmpty)
        #expect(icu.isEmpty, "\(icu)")
    }

    /// The control: `--visual` shapes and reorders with ICU, so the same log shows it opened.
    @Test func visualOpensICUWhenItNeedsIt() throws {
        let (run, icu) = try Self.librariesLoaded(by: ["today", "--tz", "Asia/Karachi", "--visual"])
        #expect(run.status == 0, "\(run.stderrText)")
        #expect(!run.stdout.isEmpty)
        #expect(icu.contains { $0.contains("libicuuc") }, "\(run.stderrText.prefix(2000))")
    }
}

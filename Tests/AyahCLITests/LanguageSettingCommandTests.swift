import Foundation
import Testing

@testable import AyahCLI

/// `--lang`, `AYAH_LANG` and the POSIX locale on the command line: which wins,
/// what falls back, what is refused (64, naming the flag or the variable),
/// and that machine outputs do not change with the language.
@Suite struct LanguageSettingCommandTests {
    static let today = ["today", "--tz", "Asia/Karachi", "--now", "2026-11-21T12:00:00Z"]

    static func run(_ arguments: [String], _ variables: [String: String] = [:]) -> (
        status: Int32, output: String, errors: String
    ) {
        InProcessCommandTests.run(arguments, variables: InProcessCommandTests.variables.merging(variables) { $1 })
    }

    @Test(
        arguments: [
            (["--lang", "ur_PK"], [:], "--lang"), (["--lang", ""], [:], "--lang"), (["--lang=a"], [:], "--lang"),
            ([], ["AYAH_LANG": "ar_EG"], "AYAH_LANG"), (["--json"], ["AYAH_LANG": "not a tag"], "AYAH_LANG"),
        ] as [([String], [String: String], String)])
    func aMalformedTagIsAUsageErrorNamingWhereItCameFrom(
        _ extra: [String], _ variables: [String: String], _ named: String
    ) {
        let result = Self.run(Self.today + extra, variables)
        #expect(result.status == 64, "\(result.errors)")
        #expect(result.errors.contains(named), "\(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1)
    }

    @Test(
        arguments: [
            (["--lang", "zz"], [:]), (["--lang", "ar-EG"], [:]), ([], ["AYAH_LANG": "x-klingon"]),
            ([], ["LANG": "garbage locale!"]), ([], ["LANG": "ur_PK.UTF-8"]), ([], ["LC_ALL": "C", "LANG": "fa_IR"]),
        ] as [([String], [String: String])])
    func anyWellFormedTagOrLocaleIsAccepted(_ extra: [String], _ variables: [String: String]) {
        let result = Self.run(Self.today + extra, variables)
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test func machineOutputsDoNotChangeWithTheLanguage() {
        for form in [["--json"], ["--format", "{reference} {localDate} {hijriDate}"]] {
            let english = Self.run(Self.today + form)
            for lang in ["ar", "ur", "fa", "bn", "fr"] {
                #expect(Self.run(Self.today + form + ["--lang", lang]).output == english.output, "\(lang) \(form)")
                #expect(Self.run(Self.today + form, ["LANG": "\(lang).UTF-8"]).output == english.output)
            }
        }
        let epoch = ["next-reload", "--tz", "Asia/Karachi", "--now", "2026-11-21T12:00:00Z", "--epoch"]
        #expect(Self.run(epoch + ["--lang", "ar"]).output == Self.run(epoch).output)
    }

    @Test func theLanguageAppliesOnlyToCommandsThatPrintForPeople() {
        let simulate = Self.run([
            "simulate", "--tz", "UTC", "--from", "@0", "--to", "@3600", "--every", "1h", "--lang", "ar",
        ])
        #expect(simulate.status == 64)
        #expect(simulate.errors.contains("--lang does not apply"), "\(simulate.errors)")
        for command in [["show", "2:255"], ["next-reload", "--tz", "UTC"], ["timeline", "--tz", "UTC"]] {
            let result = Self.run(command + ["--lang", "ar"])
            #expect(result.status == 0, "\(command): \(result.errors)")
        }
    }
}

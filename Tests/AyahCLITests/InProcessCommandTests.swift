import Foundation
import Testing
@testable import AyahCLI
import AyahSettings
import AyahSettingsCore

/// Output that fails every write, as a full disk or a closed pipe would.
struct FailingOutput: TextOutput {
    let error: OutputFailure
    func write(_ bytes: [UInt8]) throws(OutputFailure) { throw error }
}

/// Commands run in process against an injected environment, as the tests,
/// a server or another tool can; the same bytes as the real process.
@Suite struct InProcessCommandTests {
    static let variables = ["TZ": "UTC", "HOME": NSTemporaryDirectory()]

    static func run(
        _ arguments: [String], output: any TextOutput = BufferOutput(), variables: [String: String] = variables
    )
        -> (status: Int32, output: String, errors: String)
    {
        let errors = BufferOutput()
        let environment = CLIEnvironment(variables: variables, output: output, errors: errors)
        let status = AyahMain.run(arguments, in: environment)
        return (status, (output as? BufferOutput)?.text ?? "", errors.text)
    }

    @Test(arguments: [
        ["today", "--tz", "Asia/Karachi", "--now", "2026-11-21T12:00:00Z", "--json"],
        ["timeline", "--tz", "America/Havana", "--now", "2026-03-07T12:00:00-05:00", "--days", "3", "--json"],
        ["show", "2:255", "--json"],
        ["search", "throne", "--limit", "2", "--json"],
        ["next-reload", "--tz", "America/Havana", "--now", "2026-03-07T12:00:00-05:00"],
        ["show", "2:300"],
        ["read", "juz 30", "--json"],
        ["read", "--tz", "UTC", "--now", "2026-03-06T12:00:00Z", "--plan", "kahf", "--plain"],
    ])
    func printsWhatTheBinaryPrints(_ arguments: [String]) throws {
        let inProcess = Self.run(arguments)
        let binary = try Ayah.run(arguments, environment: Self.variables)
        #expect(inProcess.status == binary.status)
        #expect(inProcess.output == binary.stdout)
        #expect(inProcess.errors == binary.stderr)
    }

    @Test func errorsAreOneLineOnTheInjectedErrorStream() {
        let result = Self.run(["today", "--tz", "Asia/Karachii", "--now", "@0"])
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.errors == "ayah: unknown time zone \"Asia/Karachii\"; did you mean Asia/Karachi?\n")
    }

    @Test func aFailedWriteIsAnIOError() {
        let result = Self.run(
            ["today", "--now", "@0", "--json"], output: FailingOutput(error: .failed("No space left on device")))
        #expect(result.status == 74)
        #expect(result.errors == "ayah: cannot write the output: No space left on device\n")
    }

    @Test func aClosedReaderEndsQuietly() {
        let result = Self.run(["timeline", "--now", "@0", "--days", "30"], output: FailingOutput(error: .closed))
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
    }
}

import ArgumentParser
import AyahSettings
import AyahSettingsCore
import Testing

@testable import AyahCLI

/// `ayah --version` is answered before ArgumentParser runs: it must print
/// what ArgumentParser would, and fail on output the way it does.
@Suite struct VersionFastPathTests {
    @Test func printsWhatArgumentParserPrints() throws {
        var message: String?
        do {
            _ = try AyahCommand.parseAsRoot(["--version"])
        } catch {
            #expect(AyahCommand.exitCode(for: error) == .success)
            message = AyahCommand.fullMessage(for: error)
        }
        let expected = try #require(message)
        let run = InProcessCommandTests.run(["--version"])
        #expect(run.status == 0)
        #expect(run.output == expected + "\n")
        #expect(run.errors.isEmpty)
    }

    @Test(arguments: [OutputFailure.closed, .failed("no space left on device")])
    func anUnwritableOutputIsAnIOErrorAsBefore(_ failure: OutputFailure) {
        let run = InProcessCommandTests.run(["--version"], output: FailingOutput(error: failure))
        #expect(run.status == ExitStatus.ioError)
    }
}

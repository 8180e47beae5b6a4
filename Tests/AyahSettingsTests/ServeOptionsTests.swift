import AyahSettings
import Testing

/// `ayah serve`'s own options as they cross the hand-over to `ayah-server`.
@Suite struct ServeOptionsTests {
    @Test func forwardedArgumentsParseBackToTheSameOptions() throws {
        let options = try ServeOptions.parse([
            "--host", "::1", "--port", "0", "--days", "3", "--threads", "2", "--idle-timeout", "5", "--day-starts-at",
            "06:00",
            "--seed", "7",
        ])
        let forwarded = try options.forwardedArguments()
        let back = try ServeOptions.parse(forwarded)
        #expect(back.host == "::1" && back.port == 0 && back.days == 3 && back.threads == 2)
        #expect(back.idleTimeout == 5)
        #expect(back.engine.settings == options.engine.settings)
        // Without --threads, the hand-over says nothing about threads (one per core, as before).
        let plain = try ServeOptions.parse(["--port", "0"])
        #expect(plain.threads == nil)
        #expect(try !plain.forwardedArguments().contains("--threads"))
        #expect(try ServeOptions.parse(plain.forwardedArguments()).threads == nil)
        #expect(try !plain.forwardedArguments().contains("--idle-timeout"))
    }
}

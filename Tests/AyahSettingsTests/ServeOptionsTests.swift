import AyahSettings
import AyahSettingsCore
import Testing

/// `ayah serve`'s own options as they cross the hand-over to `ayah-server`.
@Suite struct ServeOptionsTests {
    @Test func forwardedArgumentsParseBackToTheSameOptions() throws {
        let options = try ServeOptions.parse([
            "--host", "::1", "--port", "0", "--days", "3", "--threads", "2", "--idle-timeout", "5", "--day-starts-at",
            "06:00",
            "--seed", "7", "--public-url", "HTTPS://Ayah.Example.org:8443/",
        ])
        let forwarded = try options.forwardedArguments()
        let back = try ServeOptions.parse(forwarded)
        #expect(back.host == "::1" && back.port == 0 && back.days == 3 && back.threads == 2)
        #expect(back.idleTimeout == 5)
        let plain = try ServeOptions.parse(["--port", "0"])
        // The origin crosses checked and normalized, and reads back the same.
        let environment = CLIEnvironment(variables: [:], output: BufferOutput(), errors: BufferOutput())
        let handedOver = try ServeOptions.parse(options.forwardedArguments(in: environment))
        #expect(handedOver.publicURL.publicURL == "https://ayah.example.org:8443")
        #expect(try handedOver.publicURL.origin(in: environment)?.text == "https://ayah.example.org:8443")
        #expect(try plain.publicURL.origin(in: environment) == nil)
        #expect(try !plain.forwardedArguments(in: environment).contains("--public-url"))
        // AYAH_PUBLIC_URL, read by `ayah serve`, crosses as the option (the option wins over it).
        let variable = CLIEnvironment(
            variables: ["AYAH_PUBLIC_URL": "http://[::1]:8080"], output: BufferOutput(), errors: BufferOutput())
        let fromVariable = try plain.forwardedArguments(in: variable)
        #expect(try ServeOptions.parse(fromVariable).publicURL.publicURL == "http://[::1]:8080")
        #expect(
            try ServeOptions.parse(options.forwardedArguments(in: variable)).publicURL.publicURL
                == "https://ayah.example.org:8443")
        #expect(back.engine.settings == options.engine.settings)
        // Without --threads, the hand-over says nothing about threads (one per core, as before).
        #expect(plain.threads == nil)
        #expect(try !plain.forwardedArguments().contains("--threads"))
        #expect(try ServeOptions.parse(plain.forwardedArguments()).threads == nil)
        #expect(try !plain.forwardedArguments().contains("--idle-timeout"))
    }
}

/// `ayah serve`'s option group and `ayah-server`'s reader land in the same value.
@Suite struct ServeHandOverTests {
    @Test func ayahServerReadsWhatAyahServeWrites() throws {
        let options = try ServeOptions.parse([
            "--host", "0.0.0.0", "--port", "8443", "--days", "0", "--card-workers", "3", "--card-queue", "9",
            "--location=-33.8688,151.2093", "--day-starts-at", "maghrib", "--plan", "kahf", "--plan", "mulk",
            "--clock-rate", "60", "--clock-start", "@1772945997", "--lang", "ar", "--translation-language", "ar",
        ])
        #expect(try ServeRequest(arguments: options.forwardedArguments()) == options.request)
    }
}

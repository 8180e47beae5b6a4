import Testing

/// Each command shows and takes the engine options of the parts it uses, and
/// refuses the others with a usage error naming the option.
@Suite struct EngineOptionPartsTests {
    @Test(arguments: [
        (["timeline", "--translation", "none"], "--translation"),
        (["next-reload", "--seed", "7"], "--seed"),
        (["simulate", "--now", "@0", "--from", "@0", "--to", "@60", "--every", "1m"], "--now"),
        (["schedule", "--cron", "--now", "@0"], "--now"),
        (["serve", "--tz", "Asia/Karachi"], "--tz"),
        (["export", "--out", "/nonexistent", "--tz", "UTC"], "--tz"),
        (["show", "2:255", "--policy", "sequential"], "--policy"),
        (["search", "throne", "--day-starts-at", "05:00"], "--day-starts-at"),
        (["read", "--plan", "kahf", "--theme", "mercy"], "--theme"),
    ])
    func optionsOfUnusedPartsAreRefused(_ arguments: [String], _ flag: String) throws {
        let run = try Ayah.run(arguments)
        #expect(run.status == 64)
        #expect(run.stderr == "ayah: \(flag) does not apply to this command (see ayah --help)\n", "\(run.stderr)")
    }

    @Test(arguments: [
        ("today", ["--tz", "--now", "--seed", "--day-starts-at", "--translation"], [String]()),
        ("timeline", ["--tz", "--now", "--seed", "--day-starts-at"], ["--translation"]),
        ("next-reload", ["--tz", "--now", "--day-starts-at"], ["--seed", "--translation"]),
        ("schedule", ["--tz", "--seed", "--day-starts-at", "--translation"], ["--now"]),
        ("serve", ["--now", "--seed", "--day-starts-at", "--translation"], ["--tz"]),
        ("export", ["--now", "--seed", "--day-starts-at", "--translation"], ["--tz"]),
        ("show", ["--translation"], ["--tz", "--seed"]),
        (
            "read", ["--tz", "--now", "--day-starts-at", "--translation", "--plan", "--plan-start", "--lang"],
            ["--seed"]
        ),
    ])
    func helpShowsTheUsedPartsOnly(_ command: String, _ shown: [String], _ hidden: [String]) throws {
        let help = try Ayah.run([command, "--help"]).stdout
        // Options are listed one per line, indented: "  --tz <zone>".
        let listed = Set(
            help.split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.drop(while: { $0 == " " })
                guard line.hasPrefix("  "), trimmed.hasPrefix("--") else { return nil }
                return String(trimmed.prefix(while: { $0 != " " && $0 != "," }))
            })
        for flag in shown { #expect(listed.contains(flag), "\(command) should show \(flag)") }
        for flag in hidden { #expect(!listed.contains(flag), "\(command) should hide \(flag)") }
    }
}

import Foundation
import Testing

/// `ayah today --format` and `--from-payload`, as a status bar or a prompt runs them.
@Suite struct StatusBarCommandTests {
    static let now = "2026-11-21T12:00:00+05:00"

    @Test func templateShowsTheSameFieldsAsTheJSON() throws {
        let json = try #require(try Ayah.run(["today", "--tz", "Asia/Karachi", "--now", Self.now, "--json"]).json)
        let run = try Ayah.run([
            "today", "--tz", "Asia/Karachi", "--now", Self.now, "--format",
            "{reference}|{localDate}|{hijriDate}|{deepLink}|{translationShort}|{arabicTextShort}|{surah}",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let expected =
            ["reference", "localDate", "hijriDate", "deepLink", "translationShort", "arabicTextShort"].map {
                json[$0] as? String ?? "?"
            }
            + ["\(json["surah"] as? Int ?? -1)"]
        #expect(run.stdout == expected.joined(separator: "|") + "\n")
    }

    /// `--visual` reorders each line of a template's text on its own: a one-line
    /// template and a template of several lines give the same lines.
    @Test func visualTemplatesRenderEachLine() throws {
        func run(_ template: String, _ mode: String) throws -> String {
            let run = try Ayah.run(["today", "--tz", "Asia/Karachi", "--now", Self.now, "--format", template, mode])
            #expect(run.status == 0, "\(run.stderr)")
            return run.stdout
        }
        let logical = try run("{arabicTextShort}", "--plain")
        let visual = try run("{arabicTextShort}", "--visual")
        // Shaped to Arabic presentation forms (U+FB50...U+FEFF) and no longer the stored text.
        #expect(visual != logical)
        #expect(visual.unicodeScalars.contains { (0xFB50...0xFEFF).contains($0.value) })
        #expect(!logical.unicodeScalars.contains { (0xFB50...0xFEFF).contains($0.value) })
        let reference = try run("{reference}", "--visual")
        #expect(try run("{reference}\n{arabicTextShort}", "--visual") == reference + visual)
        #expect(try run("{arabicTextShort}\n\n{reference}", "--visual") == visual + "\n" + reference)
    }

    @Test func unknownFieldsAndConflictsAreUsageErrors() throws {
        expectOneLineError(
            try Ayah.run(["today", "--format", "{refrence}"]), status: 64, containing: "did you mean {reference}")
        expectOneLineError(try Ayah.run(["today", "--format", "{upcoming}"]), status: 64, containing: "list")
        expectOneLineError(try Ayah.run(["today", "--format", "{reference"]), status: 64, containing: "--format")
        expectOneLineError(try Ayah.run(["today", "--format", "x", "--json"]), status: 64, containing: "--json")
        expectOneLineError(
            try Ayah.run(["today", "--from-payload", "--policy", "sequential"]), status: 64, containing: "--policy")
        expectOneLineError(try Ayah.run(["today", "--container", "/tmp"]), status: 64, containing: "--from-payload")
    }

    @Test func waybarIsOneJSONLine() throws {
        let run = try Ayah.run(["today", "--tz", "UTC", "--now", Self.now, "--format", "waybar"])
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").count == 1)
        let json = try #require(run.json)
        let reference = try #require(
            try Ayah.run(["today", "--tz", "UTC", "--now", Self.now, "--format", "{reference}"]).stdout.split(
                separator: "\n"
            ).first)
        #expect(json["text"] as? String == String(reference))
        #expect(json["class"] as? String == "ayah")
        #expect((json["tooltip"] as? String)?.contains("— \(reference)") == true)
    }

    /// The bar is read by people: in Arabic its reference and date are the
    /// reader's (the surah's Arabic name, Arabic-Indic digits, the long date as
    /// CLDR writes it), while the `{reference}` field of a template stays the payload's.
    @Test func waybarSpeaksTheReadersLanguage() throws {
        let arguments = [
            "today", "--tz", "Asia/Karachi", "--now", Self.now, "--pool", "classic", "--format", "waybar", "--lang",
            "ar",
        ]
        let json = try #require(try Ayah.run(arguments).json)
        #expect(json["text"] as? String == "الشورى ٤٢:٤٠")
        #expect((json["tooltip"] as? String)?.hasSuffix("\n— الشورى ٤٢:٤٠ · السبت، ٢١ نوفمبر ٢٠٢٦") == true)
        let field = try Ayah.run([
            "today", "--tz", "Asia/Karachi", "--now", Self.now, "--pool", "classic", "--format", "{reference}",
            "--lang",
            "ar",
        ])
        #expect(field.stdout == "Ash-Shuraa 42:40\n")
        let passage = try #require(
            try Ayah.run(["today", "--tz", "Asia/Karachi", "--now", Self.now, "--format", "waybar", "--lang", "ar"])
                .json)
        #expect(passage["text"] as? String == "التوبة ٩:١٠٣–١٠٥")
        let english = try #require(try Ayah.run(Array(arguments.dropLast(2))).json)
        #expect(english["text"] as? String == "Ash-Shuraa 42:40")
        #expect((english["tooltip"] as? String)?.hasSuffix("\n— Ash-Shuraa 42:40 · 2026-11-21") == true)
    }

    /// What tick wrote is what the status bar shows, for every day it covers,
    /// even when computing now would give another ayah (here: another policy).
    @Test func fromPayloadReadsWhatTickWroteAndFollowsTheDays() throws {
        let dir = try temporaryDirectory("ayah-bar")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let tick = try Ayah.run([
            "tick", "--container", dir, "--tz", "Asia/Karachi", "--now", Self.now, "--days", "3", "--policy",
            "sequential",
        ])
        #expect(tick.status == 0, "\(tick.stderr)")
        let stored = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/AyahData.json")))
                as? [String: Any])
        let upcoming = try #require(stored["upcoming"] as? [[String: Any]])
        for (offset, instant) in [
            (nil as Int?, Self.now), (0, "2026-11-22T00:00:00+05:00"), (2, "2026-11-24T23:59:59+05:00"),
        ] {
            let run = try Ayah.run([
                "today", "--from-payload", "--container", dir, "--now", instant, "--format", "{localDate} {reference}",
            ])
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
            let day = offset.map { upcoming[$0] } ?? stored
            #expect(run.stdout == "\(day["localDate"] as? String ?? "?") \(day["reference"] as? String ?? "?")\n")
        }
        // The same through AYAH_CONTAINER, and the JSON has the day in effect on top.
        let json = try #require(
            try Ayah.run(
                ["today", "--from-payload", "--now", "2026-11-22T10:00:00+05:00", "--json"],
                environment: ["AYAH_CONTAINER": dir]
            ).json)
        #expect(json["localDate"] as? String == "2026-11-22")
        #expect((json["upcoming"] as? [Any])?.count == 2)
        #expect(json["reference"] as? String == upcoming[0]["reference"] as? String)
    }

    /// Missing, stale, damaged or for another zone: a warning, then the computed
    /// day (exit 0), so a status bar is never wrong.
    @Test func unusablePayloadWarnsAndComputes() throws {
        let dir = try temporaryDirectory("ayah-bar")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func check(_ arguments: [String], _ fragment: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        {
            let run = try Ayah.run(
                ["today", "--from-payload", "--container", dir, "--format", "{localDate} {reference}"] + arguments)
            let computed = try Ayah.run(
                ["today", "--format", "{localDate} {reference}"] + arguments.filter { $0 != "--from-payload" })
            #expect(run.status == 0, sourceLocation: sourceLocation)
            #expect(run.stdout == computed.stdout && !run.stdout.isEmpty, sourceLocation: sourceLocation)
            #expect(
                run.stderr.hasPrefix("ayah: ") && run.stderr.contains(fragment)
                    && run.stderr.split(separator: "\n").count == 1,
                "\(run.stderr)", sourceLocation: sourceLocation)
        }
        try check(["--tz", "UTC", "--now", Self.now], "does not exist")
        #expect(
            try Ayah.run(["tick", "--container", dir, "--tz", "Asia/Karachi", "--now", Self.now, "--days", "1"]).status
                == 0)
        try check(
            ["--tz", "Asia/Karachi", "--now", "2026-11-23T00:00:00+05:00"], "covers 2026-11-21 to 2026-11-22 only")
        try check(["--tz", "UTC", "--now", Self.now], "is for Asia/Karachi, not UTC")
        try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/AyahData.json"))
        try check(["--tz", "UTC", "--now", Self.now], "is not an AyahData payload")
    }
}
